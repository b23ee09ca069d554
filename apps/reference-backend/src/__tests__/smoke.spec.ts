/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';

let be: RunningBackend;
beforeAll(async () => {
  be = await startBackend();
}, 180000);
afterAll(() => be?.stop());

it('logs in', async () => {
  const res = await fetch(`${be.url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password', client_id: 'brokerfront-web', client_secret: 'brokerfront-web-secret',
      scope: 'openid profile offline_access identity gateway', email: 'employee@example.com', password: 'Employee1',
    }),
  });
  const body = await res.json();
  expect(res.status).toBe(200);
  expect(body.token_type).toBe('Bearer');
});
