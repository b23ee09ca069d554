/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { CLIENT, PERMISSIONS, signIn, signInDemoEmployee, stopBackend, USERS } from './support';

let be: RunningBackend;
let staff: { token: string; id: number };
let client: { token: string; id: number };

beforeAll(async () => {
  be = await startBackend();
  staff = await signInDemoEmployee(be.url);
  client = await signIn(be.url, 'client@example.com', 'Client1');
}, 180000);
afterAll(() => stopBackend(be));

/** One request: the method and path, the headers and the body (JSON, or a form for the token endpoint). */
interface Probe {
  label: string;
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  status: number;
}

async function send(p: Probe): Promise<Response> {
  const headers: Record<string, string> = { ...p.headers };
  if (p.token) headers['authorization'] = `Bearer ${p.token}`;
  let body: string | undefined;
  if (p.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof p.json === 'string' ? p.json : JSON.stringify(p.json);
  } else if (p.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = String(new URLSearchParams(p.form));
  }
  return fetch(`${be.url}${p.path}`, { method: p.method, headers, body });
}

describe('response headers', () => {
  it('every API answer, success or error, carries Cache-Control: no-store and X-Content-Type-Options: nosniff', async () => {
    const probes: Probe[] = [
      { label: 'current user', method: 'GET', path: `${USERS}/GetCurrentUser`, token: client.token, status: 200 },
      { label: 'a user', method: 'GET', path: `${USERS}/${client.id}`, token: staff.token, status: 200 },
      { label: 'search', method: 'POST', path: `${USERS}/Search`, token: staff.token, json: { PageNumber: 1, PageSize: 5 }, status: 200 },
      { label: 'no token', method: 'GET', path: `${USERS}/GetCurrentUser`, status: 401 },
      { label: 'not allowed', method: 'GET', path: `${PERMISSIONS}/User/${staff.id}`, token: client.token, status: 403 },
      { label: 'malformed JSON', method: 'POST', path: `${USERS}/Search`, token: staff.token, json: '{bad', status: 400 },
      { label: 'unknown route', method: 'GET', path: '/identity/api/v1/nothing', status: 404 },
      { label: 'documents', method: 'GET', path: `${USERS}/${client.id}/Documents`, token: client.token, status: 200 },
      { label: 'accounts', method: 'GET', path: '/identity/api/v1/accounts/Mine', token: client.token, status: 200 },
      {
        label: 'token: password grant',
        method: 'POST',
        path: '/identity/connect/token',
        form: { ...CLIENT, grant_type: 'password', email: 'client@example.com', password: 'Client1' },
        status: 200,
      },
      {
        label: 'token: refused refresh',
        method: 'POST',
        path: '/identity/connect/token',
        form: { ...CLIENT, grant_type: 'refresh_token', refresh_token: 'nope' },
        status: 400,
      },
      { label: 'token: no body', method: 'POST', path: '/identity/connect/token', status: 400 },
      { label: 'contact token', method: 'GET', path: '/email/send-email.php', status: 204 },
      { label: 'missing avatar', method: 'GET', path: '/uploads/nothing.png', status: 404 },
    ];
    for (const p of probes) {
      const res = await send(p);
      await res.arrayBuffer();
      expect({
        label: p.label,
        status: res.status,
        cache: res.headers.get('cache-control'),
        nosniff: res.headers.get('x-content-type-options'),
      }).toEqual({ label: p.label, status: p.status, cache: 'no-store', nosniff: 'nosniff' });
    }
  });

  it('a preflight answer carries them too', async () => {
    const res = await fetch(`${be.url}${USERS}/GetCurrentUser`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the policy a route sets itself: an export stays private, no-store', async () => {
    const res = await fetch(`${be.url}${USERS}/Export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Columns: ['Id'], Filters: [{ Op: 'eq', Field: 'Id', Value: client.id }] }),
    });
    expect(res.status).toBe(200);
    await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
