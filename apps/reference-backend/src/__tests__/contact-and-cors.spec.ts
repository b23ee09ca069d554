/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api } from './support';

let be: RunningBackend;
beforeAll(async () => {
  be = await startBackend({ env: { CORS_ORIGINS: 'https://brand.example', LIMIT_CONTACT_PER_IP_PER_HOUR: '100' } });
}, 180000);
afterAll(() => be?.stop());

const CONTACT = '/email/send-email.php';

async function xsrf(): Promise<string> {
  const res = await fetch(`${be.url}${CONTACT}`);
  expect(res.status).toBe(204);
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/);
  return cookie.split(';')[0]!.slice('XSRF-TOKEN='.length);
}

const message = {
  name: 'Pat Visitor',
  email: 'pat@example.com',
  phoneNumber: '+386 1 234 5678',
  message: 'Please call me about a demo account.',
};
const post = (body: unknown, headers: Record<string, string>) =>
  api(be.url, null, 'POST', CONTACT, typeof body === 'string' ? body : body, headers);

describe('contact endpoint', () => {
  it('stores a valid message with a matching anti-forgery cookie and header, in the outbox', async () => {
    const token = await xsrf();
    const r = await post(message, { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });
    expect(r.status).toBe(200);
    expect(r.body.Data).toEqual({ Id: expect.any(Number) });
    const dir = `${be.dataDir}/outbox`;
    const files = readdirSync(dir).filter((f) => f.includes('-contact-'));
    const stored = files
      .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')))
      .find((m) => m.data.id === (r.body.Data as { Id: number }).Id);
    expect(stored).toMatchObject({ kind: 'contact', body: message.message, data: { email: 'pat@example.com', name: 'Pat Visitor' } });
  });

  it('refuses a missing, mismatched or forged anti-forgery token with 403', async () => {
    const token = await xsrf();
    expect((await post(message, {})).status).toBe(403);
    expect((await post(message, { cookie: `XSRF-TOKEN=${token}` })).status).toBe(403);
    expect((await post(message, { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` })).status).toBe(403);
    expect((await post(message, { cookie: 'XSRF-TOKEN=made.up', 'x-xsrf-token': 'made.up' })).status).toBe(403);
  });

  it('stores a same-origin JSON message sent without a prior GET and without a cookie', async () => {
    const self = await post(message, { origin: be.url });
    expect(self.status).toBe(200);
    expect(self.body.Data).toEqual({ Id: expect.any(Number) });
    expect((await post(message, { origin: 'https://brand.example' })).status).toBe(200);
    expect((await post(message, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // Behind the site's proxy: the Origin names the host the proxy was asked for.
    expect((await post(message, { origin: 'https://broker.example', 'x-forwarded-host': 'broker.example' })).status).toBe(200);
  });

  it('refuses a cross-site message, and a token that does not match, with 403', async () => {
    const refused: Array<Record<string, string>> = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { origin: be.url, 'x-xsrf-token': 'made.up' },
    ];
    for (const headers of refused) {
      const r = await post(message, headers);
      expect({ headers, status: r.status, codes: r.body.Errors.map((e) => e.Code) }).toEqual({
        headers,
        status: 403,
        codes: ['forbidden'],
      });
    }
  });

  it('takes only application/json: a text/plain or form body is refused with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const r = await post(JSON.stringify(message), { origin: be.url, 'content-type': type });
      expect({ type, status: r.status, codes: r.body.Errors.map((e) => e.Code) }).toEqual({
        type,
        status: 415,
        codes: ['unsupported_media_type'],
      });
    }
    expect((await post(message, { origin: be.url, 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('validates the message and names each bad field', async () => {
    const token = await xsrf();
    const h = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    const r = await post({ name: '', email: 'nope', phoneNumber: 'abc', message: '' }, h);
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e) => String(e.Data).split(':')[0]).sort()).toEqual(['email', 'message', 'name', 'phoneNumber']);
    expect((await post('{bad json', h)).status).toBe(400);
    expect((await post({ ...message, message: 'x'.repeat(6000) }, h)).status).toBe(400);
  });
});

describe('CORS', () => {
  it('echoes an allowed origin with credentials on a preflight and on the request', async () => {
    for (const origin of [
      'http://localhost:4200',
      'http://127.0.0.1:4303',
      'http://localhost:4204',
      'http://127.0.0.1:4399',
      'https://brand.example',
    ]) {
      const pre = await fetch(`${be.url}/ws/user/negotiate?negotiateVersion=1`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,x-signalr-user-agent',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-signalr-user-agent');
    }
    const token = await accessToken(be.url, 'client@example.com', 'Client1');
    const res = await fetch(`${be.url}/ws/user/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { origin: 'http://localhost:4201', authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4201');
  });

  it('gives no CORS headers to other origins and refuses their preflight', async () => {
    const pre = await fetch(`${be.url}/identity/connect/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await fetch(`${be.url}/email/send-email.php`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
