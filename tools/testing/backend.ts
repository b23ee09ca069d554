/**
 * Starts the reference backend as a child process for integration tests (any project):
 *
 * ```ts
 * import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
 * let be: RunningBackend;
 * beforeAll(async () => { be = await startBackend({ env: { ACCESS_TOKEN_SECONDS: '5' } }); });
 * afterAll(() => be.stop());
 * ```
 *
 * Each backend gets a free loopback port and (unless given) a temporary data directory, copied from a
 * cached, already migrated and seeded template so that start-up is about one second.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** Options of {@link startBackend}. */
export interface StartBackendOptions {
  /** Data directory to use (kept afterwards); default: a fresh temporary directory, removed at exit. */
  dataDir?: string;
  /** Extra environment, e.g. `ACCESS_TOKEN_SECONDS`, `REFRESH_TOKEN_SECONDS`, `LOCKOUT_SECONDS`. */
  env?: Record<string, string>;
  /** `minimal` (default): the four demo accounts and 40 generated users; `demo`: 3 000 generated users. */
  seed?: 'demo' | 'minimal';
  /** Milliseconds to wait for the server to listen (default 90 000). */
  timeoutMs?: number;
}

/** A backend child process. */
export interface RunningBackend {
  /** Base URL, e.g. `http://127.0.0.1:43817`. */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server cleanly (SIGTERM: hub connections get a Close allowing reconnect). */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data directory (stopping it first if it runs). */
  restart(): Promise<void>;
}

function findRoot(): string {
  const starts = [process.cwd(), typeof __dirname === 'string' ? __dirname : process.cwd()];
  for (const start of starts) {
    let dir = path.resolve(start);
    for (;;) {
      if (existsSync(path.join(dir, 'apps/reference-backend/src/main.ts'))) return dir;
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error('startBackend: cannot find the workspace root (apps/reference-backend/src/main.ts) above the current directory');
}

const tempDirs: string[] = [];
let cleanupInstalled = false;
function removeTempDirsAtExit(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  });
}

function sourceKey(root: string, seed: string, env: Record<string, string>): string {
  const h = createHash('sha1');
  const dir = path.join(root, 'apps/reference-backend/src/db');
  for (const f of readdirSync(dir).sort()) h.update(f).update(readFileSync(path.join(dir, f)));
  h.update(seed).update(env['SEED_USERS'] ?? '');
  return h.digest('hex').slice(0, 16);
}

interface Child {
  proc: ChildProcess;
  exited: Promise<void>;
}

function launch(root: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ child: Child; url: string; port: number }> {
  const proc = spawn(
    process.execPath,
    ['--conditions=@brokerfront/source', '--import', '@swc-node/register/esm-register', 'apps/reference-backend/src/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const forward = env['BACKEND_LOG'] === '1';
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`reference backend did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (forward) process.stderr.write(text);
      output = (output + text).slice(-8000);
      const m = /Reference backend listening on (http:\/\/[^\s]+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        const url = m[1] as string;
        resolve({ child: { proc, exited }, url, port: Number(new URL(url).port) });
        output = '';
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (c: Buffer) => {
      const text = c.toString('utf8');
      if (forward) process.stderr.write(text);
      output = (output + text).slice(-8000);
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`reference backend exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
}

async function terminate(child: Child | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill(signal);
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 15000);
  await child.exited;
  clearTimeout(timer);
}

/** The template data directory for a seed, created (once per source version) by starting the backend on it. */
async function template(root: string, seed: string, baseEnv: NodeJS.ProcessEnv, timeoutMs: number): Promise<string> {
  const dir = path.join(
    root,
    'tmp/reference-backend-templates',
    `${seed}-${sourceKey(root, seed, (baseEnv as Record<string, string>) ?? {})}`,
  );
  if (existsSync(path.join(dir, 'ready'))) return dir;
  mkdirSync(path.dirname(dir), { recursive: true });
  const work = mkdtempSync(`${dir}.building-`);
  const { child } = await launch(root, { ...baseEnv, PORT: '0', DATA_DIR: work }, timeoutMs);
  await terminate(child, 'SIGTERM');
  mkdirSync(path.join(work, 'ready'));
  try {
    renameSync(work, dir);
  } catch {
    // Another process made it first: use theirs.
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** Starts a reference backend child process; see {@link RunningBackend}. */
export async function startBackend(opts: StartBackendOptions = {}): Promise<RunningBackend> {
  const root = findRoot();
  const seed = opts.seed ?? 'minimal';
  const timeoutMs = opts.timeoutMs ?? 90000;
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SEED: seed,
    NODE_ENV: 'test',
    ...opts.env,
  };
  delete baseEnv['NODE_OPTIONS'];
  let dataDir = opts.dataDir;
  if (!dataDir) {
    removeTempDirsAtExit();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerfront-backend-'));
    tempDirs.push(dataDir);
  }
  if (!existsSync(path.join(dataDir, 'db'))) {
    const tpl = await template(root, seed, baseEnv, timeoutMs);
    cpSync(path.join(tpl, 'db'), path.join(dataDir, 'db'), { recursive: true });
  }
  const env = { ...baseEnv, DATA_DIR: dataDir };
  const first = await launch(root, { ...env, PORT: '0' }, timeoutMs);
  const port = first.port;
  let child = first.child;
  const backend: RunningBackend = {
    url: first.url,
    port,
    dataDir,
    stop: () => terminate(child, 'SIGTERM'),
    kill: () => terminate(child, 'SIGKILL'),
    restart: async () => {
      await terminate(child, 'SIGTERM');
      const next = await launch(root, { ...env, PORT: String(port) }, timeoutMs);
      child = next.child;
    },
  };
  return backend;
}
