/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CLIENT, tokenRequest } from './support';
import { WORKSPACE_ROOT } from './support-sessions';

/**
 * The real entry (`src/main.ts`, started as tools/testing/backend.ts starts it) with NODE_ENV=production: it refuses
 * the development settings before listening, starts anyway with ALLOW_UNSAFE_PRODUCTION=1, and starts cleanly with
 * production settings.
 */

/** Variables of this feature that must not leak in from the environment of the test run. */
const OURS = [
  'NODE_OPTIONS',
  'SEED',
  'SEED_USERS',
  'DEV_CORS',
  'CORS_ORIGINS',
  'OAUTH_WEB_CLIENT_SECRET',
  'OAUTH_BACKOFFICE_CLIENT_SECRET',
  'BENCH_PUSH',
  'ALLOW_UNSAFE_PRODUCTION',
  'BACKEND_LOG',
];

const SITE = 'https://www.broker.example';
const WEB_SECRET = 'w3b-Zr9fKq2LmX7pVb4nTc8sYd1hGj6uEa0o';

/** Production settings with nothing unsafe. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  SEED: 'none',
  DEV_CORS: '0',
  CORS_ORIGINS: SITE,
  OAUTH_WEB_CLIENT_SECRET: WEB_SECRET,
  OAUTH_BACKOFFICE_CLIENT_SECRET: 'b4ck-Q8wErT5yUi2oPa7sDf1gHj9kLz3xCv6b',
};

interface Run {
  proc: ChildProcess;
  /** Resolves with the URL once the server listens, or rejects when it exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code (null when killed by a signal) once its output is all read. */
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
}

const runs: Run[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brokerfront-production-'));
  dirs.push(dir);
  return dir;
}

/** Starts `src/main.ts` on a free port with only `env` (plus PATH, HOME…) set. */
function run(env: Record<string, string>): Run {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const k of OURS) delete base[k];
  const proc = spawn(
    process.execPath,
    ['--conditions=@brokerfront/source', '--import', '@swc-node/register/esm-register', 'apps/reference-backend/src/main.ts'],
    { cwd: WORKSPACE_ROOT, env: { ...base, NODE_ENV: 'test', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  proc.stderr?.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const m = /Reference backend listening on (http:\/\/\S+)\n/.exec(out);
      if (m) resolve(m[1] as string);
    });
    void exited.then((code) => reject(new Error(`exited (${code}) before listening:\n${out}\n${err}`)));
  });
  listening.catch(() => undefined);
  const r: Run = { proc, listening, exited, stdout: () => out, stderr: () => err };
  runs.push(r);
  return r;
}

/** Stops a listening server with SIGTERM and answers its exit code. */
async function stop(r: Run): Promise<number | null> {
  r.proc.kill('SIGTERM');
  return r.exited;
}

afterAll(async () => {
  for (const r of runs) if (r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill('SIGKILL');
  await Promise.all(runs.map((r) => r.exited));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('NODE_ENV=production', () => {
  it('refuses the defaults with status 1 before listening, naming each problem and the override', async () => {
    const dir = dataDir();
    const r = run({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(await r.exited).toBe(1);
    expect(r.stdout()).not.toContain('listening');
    const lines = r.stderr().trim().split('\n');
    expect(lines[0]).toBe('Refusing to start: NODE_ENV=production, but 4 settings are unsafe for production:');
    expect(lines[1]).toMatch(/^- SEED=demo \(the default\) creates the demo accounts with published passwords .*; set SEED=none/);
    expect(lines[2]).toMatch(/^- OAUTH_WEB_CLIENT_SECRET is not set, .*"brokerfront-web-secret"; set OAUTH_WEB_CLIENT_SECRET to a secret/);
    expect(lines[3]).toMatch(/^- OAUTH_BACKOFFICE_CLIENT_SECRET is not set, .*; set OAUTH_BACKOFFICE_CLIENT_SECRET to a secret/);
    expect(lines[4]).toMatch(/^- CORS allows the development origins .*; set DEV_CORS=0 and CORS_ORIGINS/);
    expect(lines[5]).toMatch(/set ALLOW_UNSAFE_PRODUCTION=1/);
    expect(lines).toHaveLength(6);
    // Nothing was created or seeded.
    expect(existsSync(path.join(dir, 'db'))).toBe(false);
  }, 60000);

  it('starts anyway with ALLOW_UNSAFE_PRODUCTION=1, printing one warning per problem', async () => {
    const r = run({ NODE_ENV: 'production', SEED: 'minimal', ALLOW_UNSAFE_PRODUCTION: '1', DATA_DIR: dataDir() });
    const url = await r.listening;
    // It really serves, with the development settings it was allowed to keep.
    const login = await tokenRequest(url, { ...CLIENT, grant_type: 'password', email: 'client@example.com', password: 'Client1' });
    expect(login.status).toBe(200);
    expect(await stop(r)).toBe(0);
    const warnings = r
      .stderr()
      .split('\n')
      .filter((l) => l.startsWith('WARNING: unsafe for production (ALLOW_UNSAFE_PRODUCTION=1): '));
    expect(warnings).toHaveLength(4);
    expect(warnings.join('\n')).toMatch(/SEED=minimal creates the demo accounts/);
    expect(warnings.join('\n')).toMatch(/OAUTH_WEB_CLIENT_SECRET/);
    expect(warnings.join('\n')).toMatch(/OAUTH_BACKOFFICE_CLIENT_SECRET/);
    expect(warnings.join('\n')).toMatch(/DEV_CORS=0/);
  }, 120000);

  it('starts without a warning with production settings: an empty database, its own client secrets, only its CORS origins', async () => {
    const r = run({ ...PRODUCTION, DATA_DIR: dataDir() });
    const url = await r.listening;
    const login = { grant_type: 'password', email: 'employee@example.com', password: 'Employee1' };
    // The published secret no longer works; the configured one does, and the demo employee does not exist.
    const published = await tokenRequest(url, { ...CLIENT, ...login });
    expect(published.body['error']).toBe('invalid_client');
    const own = await tokenRequest(url, { ...CLIENT, client_secret: WEB_SECRET, ...login });
    expect(own.status).toBe(400);
    expect(own.body['error']).toBe('user_not_found');
    const backoffice = { client_id: 'brokerfront-backoffice', client_secret: 'brokerfront-backoffice-secret', scope: CLIENT.scope };
    expect((await tokenRequest(url, { ...backoffice, ...login })).body['error']).toBe('invalid_client');
    const ownBackoffice = { ...backoffice, client_secret: PRODUCTION['OAUTH_BACKOFFICE_CLIENT_SECRET'] as string };
    expect((await tokenRequest(url, { ...ownBackoffice, ...login })).body['error']).toBe('user_not_found');
    // CORS: the site's origin only.
    const preflight = (origin: string) =>
      fetch(`${url}/identity/connect/token`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    const site = await preflight(SITE);
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await preflight('http://localhost:4200')).status).toBe(403);
    expect(await stop(r)).toBe(0);
    expect(r.stderr()).toBe('');
    expect(r.stdout()).toContain('(0 users)');
    expect(r.stdout()).not.toContain('Demo accounts');
  }, 120000);

  it('refuses a data directory seeded with demo data, even with production settings', async () => {
    const dir = dataDir();
    const seeding = run({ SEED: 'minimal', DATA_DIR: dir });
    await seeding.listening;
    expect(await stop(seeding)).toBe(0);
    const r = run({ ...PRODUCTION, DATA_DIR: dir });
    expect(await r.exited).toBe(1);
    expect(r.stdout()).not.toContain('listening');
    expect(r.stderr().split('\n')).toEqual([
      'Refusing to start: NODE_ENV=production, but one setting is unsafe for production:',
      `- DATA_DIR ${dir} already holds the demo accounts and 40 generated users (password Password1) from a demo seed; ` +
        'set DATA_DIR to a new, empty directory (with SEED=none)',
      'To start anyway (e.g. a demo deployment), set ALLOW_UNSAFE_PRODUCTION=1: each problem is then printed as a warning.',
      '',
    ]);
  }, 120000);
});
