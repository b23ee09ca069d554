import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import type { Server } from 'node:http';
import { startBackend } from '../../../tools/testing/backend';
import { startStaticServer } from './static-server';
import { SUITE_BACKEND_ENV, templates, workspaceRoot, type TemplateName } from './environment';

interface E2eGlobals {
  __E2E_SERVERS__?: Server[];
  __E2E_BACKEND__?: { stop(): Promise<void> };
}

/** The environment variable that hands the templates' ports from the global setup to the test file. */
const PORTS_VARIABLE = 'VISUAL_SITE_PORTS';

/**
 * The backend of the visual suite: the minimal seed with a fixed number of generated users (the same users, names and
 * dates on every run), and access tokens that outlive the run, so that no page refreshes its session while it is
 * drawn (the stored sign-ins are shared by many pages at once).
 */
export const VISUAL_BACKEND_ENV: Readonly<Record<string, string>> = Object.freeze({
  ...SUITE_BACKEND_ENV,
  SEED_USERS: '24',
  ACCESS_TOKEN_SECONDS: '7200',
});

/** Base URL of a template as the visual suite serves it, e.g. `visualUrl('template2', 'blog')`. */
export function visualUrl(template: TemplateName, pathname = ''): string {
  const ports = JSON.parse(process.env[PORTS_VARIABLE] ?? '{}') as Partial<Record<TemplateName, number>>;
  const port = ports[template];
  if (!port) throw new Error(`${PORTS_VARIABLE} names no port of ${template}: run the suite with jest -c apps/e2e/jest.visual.config.cts`);
  return `http://127.0.0.1:${port}/${pathname.replace(/^\//, '')}`;
}

/** A free loopback port (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Global setup of the visual suite: like the browser tests' (support/global-setup.ts), each built template is
 * re-rendered for the address it is served on and served as a static host serves it, against a reference backend
 * with fixed seed data. Only the four templates are served (the screens of the matrix), on free ports (the browser
 * tests' fixed ones may be in use by a run of theirs), which the backend allows as origins; nothing is rebuilt.
 */
export default async function visualSetup(): Promise<void> {
  // The builds drawn: dist (apps/<app> and the prerendering server prerender/<app>), or a copy of it named by VISUAL_DIST.
  const dist = path.resolve(workspaceRoot, process.env['VISUAL_DIST'] ?? 'dist');
  const built = path.join(dist, 'apps');
  for (const { id } of templates) {
    const index = path.join(built, id, 'index.html');
    if (!fs.existsSync(index)) throw new Error(`${index} is missing: build the apps first (npm run test:visual builds the missing ones)`);
  }
  const ports = {} as Record<TemplateName, number>;
  for (const { id } of templates) ports[id] = await freePort();
  process.env[PORTS_VARIABLE] = JSON.stringify(ports);

  const sites = path.join(workspaceRoot, 'tmp/visual-sites');
  fs.rmSync(sites, { recursive: true, force: true });
  for (const { id } of templates) {
    const copy = path.join(sites, id);
    fs.cpSync(path.join(built, id), copy, { recursive: true });
    const file = path.join(copy, 'assets/config/configuration.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    config.appConfig.origin = visualUrl(id);
    fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    const server = path.join(dist, 'prerender', id, 'server.mjs');
    execFileSync(process.execPath, [path.join(workspaceRoot, 'tools/prerender/prerender.mjs'), id, '--dist', copy, '--server', server], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BROKERFRONT_PRECOMPRESS: 'off' },
    });
  }
  const origins = templates.map(({ id }) => visualUrl(id).replace(/\/$/, '')).join(',');
  const backend = await startBackend({ seed: 'minimal', env: { ...VISUAL_BACKEND_ENV, CORS_ORIGINS: origins } });
  process.env['E2E_BACKEND_URL'] = backend.url;
  process.env['E2E_BACKEND_DATA_DIR'] = backend.dataDir;
  let servers: Server[];
  try {
    servers = await Promise.all(
      templates.map(({ id }) => startStaticServer({ root: path.join(sites, id), port: ports[id], backendUrl: backend.url })),
    );
  } catch (error) {
    // Jest runs no teardown after a failed setup: the backend is stopped here.
    await backend.stop();
    throw error;
  }
  const globals = globalThis as E2eGlobals;
  globals.__E2E_SERVERS__ = servers;
  globals.__E2E_BACKEND__ = backend;
}
