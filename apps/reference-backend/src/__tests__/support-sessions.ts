import { spawn } from 'node:child_process';
import { request } from 'node:http';
import * as path from 'node:path';
import type { AuditQuery, AuditRecord } from '../domain/audit';
import { CLIENT, tokenRequest, type TokenAnswer } from './support';

/** The workspace root (this file is `apps/reference-backend/src/__tests__/support-sessions.ts`). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

/**
 * Runs an ES module script (JavaScript) in a child Node process that loads the backend's TypeScript sources the way
 * the server does (swc): for unit checks of code that imports ESM-only packages (`jose`), which Jest cannot load.
 * The script prints its result as JSON on its last line of output; the promise answers it parsed.
 */
export function runWithSources(code: string, timeoutMs = 90000): Promise<unknown> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['NODE_OPTIONS'];
  const proc = spawn(
    process.execPath,
    ['--conditions=@brokerfront/source', '--import', '@swc-node/register/esm-register', '--input-type=module', '-e', code],
    { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  proc.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
    proc.once('exit', (status) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').pop() ?? '';
      try {
        if (status !== 0) throw new Error(`exit ${status}`);
        resolve(JSON.parse(last));
      } catch (e) {
        reject(new Error(`script failed (${String(e)}):\n${out}\n${err}`));
      }
    });
  });
}

/**
 * The audit records of a stopped backend's data directory (newest first): read by a child process (PGlite loads
 * its WebAssembly by a dynamic import, which Jest cannot run).
 */
export async function readAudit(dataDir: string, q: AuditQuery = {}): Promise<AuditRecord[]> {
  const code = `
    import { join } from 'node:path';
    const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
    const { Database } = await src('db/database.ts');
    const { AuditLog } = await src('domain/audit.ts');
    const db = await Database.open(${JSON.stringify(dataDir)});
    try {
      console.log(JSON.stringify(await new AuditLog(db).list(${JSON.stringify({ limit: 500, ...q })})));
    } finally {
      await db.close();
    }
  `;
  return (await runWithSources(code)) as AuditRecord[];
}

/** Refreshes with `refresh` (web client unless `client` says otherwise). */
export function refreshWith(url: string, refresh: string, client: Record<string, string> = CLIENT): Promise<TokenAnswer> {
  return tokenRequest(url, { ...client, grant_type: 'refresh_token', refresh_token: refresh });
}

/** An answer with its headers. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Posts a form to `path` and answers status, headers and the JSON body. */
export async function postForm(
  url: string,
  pathName: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const res = await fetch(`${url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Revokes a token at the RFC 7009 endpoint (web client unless `client` says otherwise). */
export function revoke(url: string, token: string, client: Record<string, string> = CLIENT): Promise<RawAnswer> {
  return postForm(url, '/identity/connect/revocation', {
    client_id: client['client_id'] ?? '',
    client_secret: client['client_secret'] ?? '',
    token,
    token_type_hint: 'refresh_token',
  });
}

/** The decoded payload of a JWT (not verified). */
export const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The median of some numbers. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Posts a form to `path` from the loopback address `from` (e.g. `127.0.0.2`): on Linux every address of 127.0.0.0/8
 * reaches the backend listening on 127.0.0.1, and the backend sees `from` as the client's address.
 */
export function postFormFrom(url: string, pathName: string, form: Record<string, string>, from: string): Promise<RawAnswer> {
  const target = new URL(pathName, url);
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({ status: res.statusCode ?? 0, headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
