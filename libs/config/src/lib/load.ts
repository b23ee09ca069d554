import type { ConfigProblem, ConfigResult, SiteConfiguration } from './types';

export const DEFAULT_CONFIG_URL = 'assets/config/configuration.json';

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `"${value}"` : typeof value;
}

/** Checks the fields the site cannot start without; names each wrong field. */
export function parseSiteConfiguration(json: unknown): ConfigResult {
  const problems: ConfigProblem[] = [];
  const need = (path: string, value: unknown, expected: string, ok: boolean) => {
    if (!ok) problems.push({ path, expected, found: describe(value), message: `${path}: expected ${expected}, found ${describe(value)}` });
  };
  const root = (json ?? {}) as Record<string, unknown>;
  const app = (root['appConfig'] ?? undefined) as Record<string, unknown> | undefined;
  need('appConfig', app, 'an object', typeof app === 'object' && app !== null && !Array.isArray(app));
  if (app) {
    for (const key of ['name', 'description', 'origin']) {
      need(`appConfig.${key}`, app[key], 'a non-empty string', typeof app[key] === 'string' && app[key] !== '');
    }
    need('appConfig.languages', app['languages'], 'a non-empty array of languages', Array.isArray(app['languages']) && app['languages'].length > 0);
  }
  return problems.length ? { ok: false, problems } : { ok: true, config: json as SiteConfiguration };
}

/** Loads and checks the configuration once at start-up. Never throws: failures come back as problems. */
export async function loadSiteConfiguration(
  options: { url?: string; fetch?: typeof fetch } = {},
): Promise<ConfigResult> {
  const url = options.url ?? DEFAULT_CONFIG_URL;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let text: string;
  try {
    const response = await doFetch(url, { cache: 'no-cache' });
    if (!response.ok) {
      return { ok: false, problems: [{ path: url, expected: 'a configuration file', found: `HTTP ${response.status}`, message: `${url}: expected a configuration file, found HTTP ${response.status}` }] };
    }
    text = await response.text();
  } catch (error) {
    return { ok: false, problems: [{ path: url, expected: 'a configuration file', found: String(error), message: `${url} could not be loaded: ${String(error)}` }] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: url, expected: 'valid JSON', found: (error as Error).message, message: `${url} is not valid JSON: ${(error as Error).message}` }] };
  }
  return parseSiteConfiguration(json);
}
