import { DEFAULT_CONFIG_URL } from './constants';
import { siteConfigurationSchema } from './schema';
import { describeFoundValue, problemsFromIssues } from './problems';
import type { ConfigProblem, ConfigResult, SiteConfiguration } from './types';

/** Where the site reads its configuration at start-up (SPEC §7), relative to the document base. */
export { DEFAULT_CONFIG_URL };

/** Effects of parsing, injectable for tests. */
export interface ParseOptions {
  /** The clock that fills a missing `rightsYear` with the current year. */
  now?: () => Date;
}

/** Effects of loading, injectable for tests. */
export interface LoadOptions extends ParseOptions {
  /** Address of the file; defaults to {@link DEFAULT_CONFIG_URL}. */
  url?: string;
  fetch?: typeof fetch;
}

/**
 * Validates a parsed configuration file and applies every default.
 * Never throws: a wrong file comes back as `{ ok: false, problems }`, one problem per wrong field.
 */
export function parseSiteConfiguration(json: unknown, options: ParseOptions = {}): ConfigResult {
  const result = siteConfigurationSchema.safeParse(json);
  if (!result.success) {
    return { ok: false, problems: problemsFromIssues(result.error.issues, json, siteConfigurationSchema) };
  }
  const { $schema: _schema, ...parsed } = result.data;
  const rightsYear = parsed.appConfig.rightsYear ?? (options.now ?? (() => new Date()))().getFullYear();
  const config: SiteConfiguration = {
    ...parsed,
    appConfig: {
      ...parsed.appConfig,
      rightsYear,
      establishmentFromTo: parsed.appConfig.establishmentFromTo ?? `${parsed.appConfig.establishmentYear}–${rightsYear}`,
    },
  };
  return { ok: true, config };
}

function fileProblem(url: string, expected: string, found: string): ConfigResult {
  return { ok: false, problems: [{ path: url, expected, found, message: `${url}: expected ${expected}, found ${found}` }] };
}

/**
 * Loads and checks the configuration once at start-up. Never throws: a missing file, a file that is
 * not JSON and wrong fields all come back as problems.
 */
export async function loadSiteConfiguration(options: LoadOptions = {}): Promise<ConfigResult> {
  const url = options.url ?? DEFAULT_CONFIG_URL;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let text: string;
  try {
    const response = await doFetch(url, { cache: 'no-cache' });
    if (!response.ok) return fileProblem(url, 'a configuration file', `HTTP ${response.status} (no file)`);
    text = await response.text();
  } catch (error) {
    return fileProblem(url, 'a configuration file', `a failed request (${String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fileProblem(url, 'valid JSON', `invalid JSON (${(error as Error).message})`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return fileProblem(url, 'a JSON object with appConfig, identityConfig and gatewayConfig', describeFoundValue(json));
  }
  return parseSiteConfiguration(json, options);
}

/** Writes each problem to the console (or the given logger), one line per wrong field. */
export function reportConfigProblems(problems: readonly ConfigProblem[], logger: Pick<Console, 'error'> = console): void {
  for (const problem of problems) logger.error(`Configuration error: ${problem.message}`);
}
