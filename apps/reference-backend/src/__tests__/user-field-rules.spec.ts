/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { api, signIn, signInDemoEmployee, stopBackend, uniq, USERS, type ApiAnswer } from './support';

let be: RunningBackend;
let admin: string;
let client: { token: string; id: number };

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin } = await signInDemoEmployee(be.url));
  client = await signIn(be.url, 'client@example.com', 'Client1');
}, 180000);
afterAll(() => stopBackend(be));

interface U {
  Id: number;
  MiddleName: string | null;
  FullName: string;
  InactivityLogoutMinutes: number;
}

const update = (body: unknown, token = admin) => api<U>(be.url, token, 'POST', `${USERS}/Update`, body);
const getUser = async (id: number) => (await api<U>(be.url, admin, 'GET', `${USERS}/${id}`)).body.Data;
const names = (prefix: string) => ({ FirstName: 'Rule', LastName: 'Check', Email: `${prefix}-${uniq()}@example.com` });

/** Expects a 400 `invalid_request` naming `field` (its `Data` starts with `field: `). */
function expectFieldRefusal(r: ApiAnswer, field: string): void {
  expect([r.status, r.body.Errors.map((e) => e.Code)]).toEqual([400, ['invalid_request']]);
  expect(String(r.body.Errors[0]?.Data)).toMatch(new RegExp(`^${field}: `));
}

describe('MiddleName follows the name rule of the first and last names', () => {
  const BAD = ['<img src=x onerror=alert(1)>', '1st', '-Anne', 'Ann"e', 'x'.repeat(101)];

  it('is refused by both create calls, which create nobody', async () => {
    for (const MiddleName of BAD) {
      for (const route of ['CreateIndividual', 'CreateEmployee']) {
        const body = { ...names('mn'), MiddleName };
        const r = await api(be.url, admin, 'POST', `${USERS}/${route}`, body);
        if (MiddleName.length > 100) expect([r.status, r.body.Errors[0]?.Code]).toEqual([400, 'invalid_request']);
        else expectFieldRefusal(r, 'MiddleName');
        const found = await api<{ TotalItems: number }>(be.url, admin, 'POST', `${USERS}/Search`, {
          PageNumber: 1,
          PageSize: 1,
          Filters: [{ Op: 'eq', Field: 'Email', Value: body.Email }],
        });
        expect(found.body.Data.TotalItems).toBe(0);
      }
    }
    const ok = await api<U>(be.url, admin, 'POST', `${USERS}/CreateIndividual`, { ...names('mn'), MiddleName: " Anne-Marie O'Neil " });
    expect([ok.status, ok.body.Data.MiddleName, ok.body.Data.FullName]).toEqual([201, "Anne-Marie O'Neil", "Rule Anne-Marie O'Neil Check"]);
  });

  it('is refused by Update, for an employee and for the user itself; empty clears it', async () => {
    const before = await getUser(client.id);
    for (const MiddleName of BAD.slice(0, 4)) {
      expectFieldRefusal(await update({ Id: client.id, MiddleName }), 'MiddleName');
      expectFieldRefusal(await update({ Id: client.id, MiddleName }, client.token), 'MiddleName');
    }
    expect(await getUser(client.id)).toEqual(before);
    expect((await update({ Id: client.id, MiddleName: 'Jo' }, client.token)).body.Data).toMatchObject({ MiddleName: 'Jo' });
    for (const MiddleName of ['', '  ', null]) {
      const r = await update({ Id: client.id, MiddleName }, client.token);
      expect([r.status, r.body.Data.MiddleName]).toEqual([200, null]);
    }
  });
});
