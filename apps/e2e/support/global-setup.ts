import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Server } from 'node:http';
import { startBackend } from '../../../tools/testing/backend';
import { startStaticServer } from './static-server';
import { brandApps, SUITE_BACKEND_ENV, workspaceRoot } from './environment';

interface E2eGlobals {
  __E2E_SERVERS__?: Server[];
  __E2E_BACKEND__?: { stop(): Promise<void> };
}

/** Starts the reference backend and serves every built brand app (the four templates and any other) on its port. */
export default async function globalSetup(): Promise<void> {
  for (const { id } of brandApps) {
    const index = path.join(workspaceRoot, 'dist/apps', id, 'index.html');
    if (!fs.existsSync(index)) {
      throw new Error(`${index} is missing: build the apps first (npx nx run-many -t build --projects=tag:scope:brand)`);
    }
  }
  // Each built app is served from a copy whose configuration names the address it is served on here (its
  // origin), re-rendered with the command a deployment runs after changing its configuration; the services are
  // pointed at each suite's backend as the configuration is served, and the prerendered pages hydrate with that.
  const sites = path.join(workspaceRoot, 'tmp/e2e-sites');
  fs.rmSync(sites, { recursive: true, force: true });
  for (const { id, port } of brandApps) {
    const copy = path.join(sites, id);
    fs.cpSync(path.join(workspaceRoot, 'dist/apps', id), copy, { recursive: true });
    const file = path.join(copy, 'assets/config/configuration.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    config.appConfig.origin = `http://127.0.0.1:${port}/`;
    fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    // The suites' Node server serves files as they are: no pre-compressed copies (the nginx suite makes its own).
    execFileSync(process.execPath, [path.join(workspaceRoot, 'tools/prerender/prerender.mjs'), id, '--dist', copy], {
      stdio: 'inherit',
      env: { ...process.env, BROKERFRONT_PRECOMPRESS: 'off' },
    });
  }
  const backend = await startBackend({ env: { ...SUITE_BACKEND_ENV } });
  process.env['E2E_BACKEND_URL'] = backend.url;
  process.env['E2E_BACKEND_DATA_DIR'] = backend.dataDir;
  const servers = await Promise.all(
    brandApps.map(({ id, port }) => startStaticServer({ root: path.join(sites, id), port, backendUrl: backend.url })),
  );
  const globals = globalThis as E2eGlobals;
  globals.__E2E_SERVERS__ = servers;
  globals.__E2E_BACKEND__ = backend;
}
