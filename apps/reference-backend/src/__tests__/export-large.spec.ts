/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, USERS } from './support';

/*
 * A 30 000-user export against a backend seeded that large (the template is built once per source version and
 * cached, like every test backend's): the CSV streams in many chunks, holds every user, and the server keeps
 * answering other requests while a reader takes its time. `npm run bench:backoffice` works on 100 000.
 */

const USERS_SEEDED = 30_000;

let be: RunningBackend;
let staff: string;

beforeAll(async () => {
  be = await startBackend({ env: { SEED_USERS: String(USERS_SEEDED) }, timeoutMs: 900_000 });
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
}, 960_000);
afterAll(() => be?.stop());

it('streams an export of every user in chunks, and the server stays responsive meanwhile', async () => {
  const total = (await api<{ TotalItems: number }>(be.url, staff, 'POST', `${USERS}/Search`, { PageNumber: 1, PageSize: 1 })).body.Data
    .TotalItems;
  expect(total).toBeGreaterThanOrEqual(USERS_SEEDED);
  const res = await fetch(`${be.url}${USERS}/Export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Sort: [{ Column: 'Email', Asc: true }], Columns: ['Id', 'Email', 'FullName', 'CreatedAt', 'IsBlocked'] }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('transfer-encoding')).toBe('chunked');
  expect(res.headers.get('content-length')).toBeNull();
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const first = await reader.read();
  let text = decoder.decode(first.value, { stream: true });
  // The reader pauses: the rest waits (backpressure) and other requests are answered at once.
  const started = Date.now();
  const me = await api<{ Email: string }>(be.url, staff, 'GET', `${USERS}/GetCurrentUser`);
  expect(me.body.Data.Email).toBe('employee@example.com');
  expect(Date.now() - started).toBeLessThan(2000);
  let chunks = 1;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    chunks++;
    text += decoder.decode(r.value, { stream: true });
  }
  text += decoder.decode();
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Id,Email,FullName,CreatedAt,IsBlocked');
  expect(lines.at(-1)).toBe('');
  expect(lines.length - 2).toBe(total);
  expect(chunks).toBeGreaterThan(20);
  const emails = lines.slice(1, -1).map((l) => l.split(',')[1] as string);
  expect(emails.every((e, i) => i === 0 || (emails[i - 1] as string) <= e)).toBe(true);
}, 120_000);
