import * as fs from 'node:fs';
import * as path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../..');

/** The four template apps and the preview port each is served on during browser tests. */
export const templates = [
  { id: 'template1', port: 4300 },
  { id: 'template2', port: 4301 },
  { id: 'template3', port: 4302 },
  { id: 'template4', port: 4303 },
] as const;

export type TemplateName = (typeof templates)[number]['id'];

/** A brand app of the workspace as the browser tests serve it. */
export interface BrandApp {
  /** Its folder under `apps/` (its Nx project name). */
  id: string;
  /** The page template it composes (`startSite({ template })` in its `src/main.tsx`). */
  template: TemplateName;
  /** The port it is served on during browser tests. */
  port: number;
}

/** The first port of the brand apps other than the four templates. */
const FIRST_BRAND_PORT = 4310;

/**
 * Every brand app in `apps/` (a folder with `public/assets/config/configuration.json` and a `src/main.tsx` that starts
 * a site): the four templates on 4300–4303, any other — a demo brand, one made by `nx g @brokerfront/brand:app` — from
 * 4310 on in name order. A new brand is served and tested without editing the tests.
 */
export function discoverBrandApps(root = workspaceRoot): BrandApp[] {
  const apps = path.join(root, 'apps');
  const found: { id: string; template: TemplateName }[] = [];
  for (const id of fs.readdirSync(apps).sort()) {
    const config = path.join(apps, id, 'public/assets/config/configuration.json');
    const main = path.join(apps, id, 'src/main.tsx');
    if (!fs.existsSync(config) || !fs.existsSync(main)) continue;
    const template = /startSite\(\{[^}]*template:\s*'(template[1-4])'/.exec(fs.readFileSync(main, 'utf8'))?.[1] as TemplateName | undefined;
    if (template) found.push({ id, template });
  }
  let next = FIRST_BRAND_PORT;
  return found.map(({ id, template }) => ({ id, template, port: templates.find((t) => t.id === id)?.port ?? next++ }));
}

/** The brand apps the browser tests serve (read once per test file). */
export const brandApps: readonly BrandApp[] = discoverBrandApps();

/** Base URL of a served brand app, e.g. `siteUrl('template2', 'de/blog')`. */
export function siteUrl(app: string, pathname = ''): string {
  const entry = brandApps.find((t) => t.id === app);
  if (!entry) throw new Error(`Unknown brand app ${app}`);
  return `http://127.0.0.1:${entry.port}/${pathname.replace(/^\//, '')}`;
}

/** The reference backend the current test file talks to (its own, see `useBrowserContexts`; else the run's). */
export function backendUrl(): string {
  const url = process.env['E2E_BACKEND_URL'];
  if (!url) throw new Error('E2E_BACKEND_URL is not set: run the browser tests through jest -c apps/e2e/jest.e2e.config.cts');
  return url;
}

/** The data directory of the backend the current test file talks to (its outbox is `<dir>/outbox`). */
export function backendDataDir(): string {
  const dir = process.env['E2E_BACKEND_DATA_DIR'];
  if (!dir) throw new Error('E2E_BACKEND_DATA_DIR is not set: run the browser tests through jest -c apps/e2e/jest.e2e.config.cts');
  return dir;
}

/** Where screenshots for review are written. */
export const screenshotDir = path.join(workspaceRoot, 'dist/e2e-screenshots');

/** The web client of the reference backend, as the sites sign in with it. */
const WEB_CLIENT = {
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
};

/** An access token for a demo account (password grant), from the run's backend or the one at `base`. */
export async function passwordToken(email: string, password: string, base = backendUrl()): Promise<string> {
  const response = await fetch(`${base}/identity/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', email, password, ...WEB_CLIENT }).toString(),
  });
  if (!response.ok) throw new Error(`token for ${email}: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** POSTs to the users area of the backend at `base` with a bearer token; the envelope's Data, or throws. */
export async function usersApi<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/identity/api/v1/users/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Status: number; Data: T };
  if (envelope.Status >= 300) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

/**
 * Environment of every backend the browser suites start. All their requests come from one address and sign the
 * same demo accounts in many times a minute, so the limits that protect a deployment from one client (token
 * requests per IP, sign-ins per account, writes per user) are raised here; the backend's own specs test them.
 */
export const SUITE_BACKEND_ENV: Readonly<Record<string, string>> = Object.freeze({
  LIMIT_TOKEN_PER_IP_PER_MINUTE: '100000',
  LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '100000',
  LIMIT_WRITES_PER_USER_PER_MINUTE: '100000',
  LIMIT_CONTACT_PER_IP_PER_HOUR: '100000',
});
