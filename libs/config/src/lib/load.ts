import { DEFAULT_CONFIG_URL, DEFAULT_HUB_PATH } from './constants';
import { siteConfigurationSchema } from './schema';
import { describeFoundValue, problemsFromIssues } from './problems';
import type { ConfigProblem, ConfigResult, RiskWarningTexts, SiteConfiguration } from './types';

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
  let result = siteConfigurationSchema.safeParse(json);
  let warnings: ConfigProblem[] = [];
  if (!result.success) {
    // Unknown fields are forward compatible: named in a warning and left out, never the error screen.
    const unknown = result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
    const wrong = result.error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
    warnings = problemsFromIssues(unknown, json, siteConfigurationSchema).map(asWarning);
    if (wrong.length > 0) return { ok: false, problems: problemsFromIssues(wrong, json, siteConfigurationSchema), warnings };
    result = siteConfigurationSchema.safeParse(withoutKeys(json, unknown));
    if (!result.success) return { ok: false, problems: problemsFromIssues(result.error.issues, json, siteConfigurationSchema), warnings };
  }
  const { $schema: _schema, gatewayConfig, theme, ...parsed } = result.data;
  const rightsYear = parsed.appConfig.rightsYear ?? (options.now ?? (() => new Date()))().getFullYear();
  const { protocol, host, port } = parsed.identityConfig.service;
  const config: SiteConfiguration = {
    ...parsed,
    gatewayConfig: gatewayConfig ?? { protocol, host, port, hubPath: DEFAULT_HUB_PATH },
    ...(theme ? { theme } : {}),
    appConfig: {
      ...parsed.appConfig,
      rightsYear,
      establishmentFromTo: parsed.appConfig.establishmentFromTo ?? `${parsed.appConfig.establishmentYear}–${rightsYear}`,
      riskWarningInfo: riskWarningTexts(parsed.appConfig.riskWarningInfo, parsed.appConfig.defaultLanguage.prefix),
    },
  };
  return { ok: true, config, warnings };
}

/** The risk warning as written (one text, or texts by prefix) by language: a plain text is the default language's. */
function riskWarningTexts(value: string | Record<string, string>, defaultPrefix: string): RiskWarningTexts {
  if (typeof value === 'string') return value.trim() ? { [defaultPrefix]: value } : {};
  return { ...value };
}

function asWarning(problem: ConfigProblem): ConfigProblem {
  const expected = problem.expected.replace(/^no field of this name/, 'no field of this name; it is ignored');
  return { ...problem, expected, message: `${problem.path}: expected ${expected}, found ${problem.found}` };
}

/** A copy of `json` without the fields the issues name (unknown keys at their paths). */
function withoutKeys(json: unknown, issues: readonly { path: PropertyKey[]; keys?: string[] }[]): unknown {
  // The input is parsed JSON: a JSON round trip copies it (and works where structuredClone is missing).
  const copy: unknown = JSON.parse(JSON.stringify(json));
  for (const issue of issues) {
    let node: unknown = copy;
    for (const segment of issue.path) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment] : undefined;
    if (node && typeof node === 'object') for (const key of issue.keys ?? []) delete (node as Record<string, unknown>)[key];
  }
  return copy;
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
    return fileProblem(url, 'a JSON object with appConfig and identityConfig', describeFoundValue(json));
  }
  return parseSiteConfiguration(json, options);
}

/** Writes each problem to the console (or the given logger), one line per wrong field. */
export function reportConfigProblems(problems: readonly ConfigProblem[], logger: Pick<Console, 'error'> = console): void {
  for (const problem of problems) logger.error(`Configuration error: ${problem.message}`);
}

/** Writes each ignored unknown field to the console (or the given logger) as a warning, one line each. */
export function reportConfigWarnings(warnings: readonly ConfigProblem[], logger: Pick<Console, 'warn'> = console): void {
  for (const warning of warnings) logger.warn(`Configuration warning: ${warning.message}`);
}
