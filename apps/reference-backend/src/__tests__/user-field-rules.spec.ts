/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  api,
  createSignedInUser,
  expectRefusal,
  grantKey,
  PERMISSIONS,
  signIn,
  signInDemoEmployee,
  stopBackend,
  uniq,
  USERS,
  type ApiAnswer,
  type PermissionKey,
} from './support';

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

describe('InactivityLogoutMinutes only shortens the 10-minute inactivity timer', () => {
  const P = { read: 1, update: 3 };

  /** A new employee holding `grants`, signed in. */
  const employee = async (...grants: PermissionKey[]) => {
    const { user, token } = await createSignedInUser<U>(be.url, admin, 'employee', { ...names('idle'), Password: 'Secret1' }, grants);
    return { id: user.Id, token };
  };

  it('refuses more than 10 minutes (or less than 1) naming the field, on any user and on create', async () => {
    for (const InactivityLogoutMinutes of [1440, 11, 0, -5, 2.5]) {
      expectFieldRefusal(await update({ Id: client.id, InactivityLogoutMinutes }), 'InactivityLogoutMinutes');
      expectFieldRefusal(
        await api(be.url, admin, 'POST', `${USERS}/CreateEmployee`, { ...names('idle'), InactivityLogoutMinutes }),
        'InactivityLogoutMinutes',
      );
    }
    expect((await update({ Id: client.id, InactivityLogoutMinutes: 3 })).body.Data.InactivityLogoutMinutes).toBe(3);
    expect((await update({ Id: client.id, InactivityLogoutMinutes: 10 })).body.Data.InactivityLogoutMinutes).toBe(10);
    const created = await api<U>(be.url, admin, 'POST', `${USERS}/CreateIndividual`, names('idle'));
    expect(created.body.Data.InactivityLogoutMinutes).toBe(10);
  });

  it('keeps an employee from escaping the idle sign-out: a day is refused, a shorter time is its own choice', async () => {
    const e = await employee(grantKey(P.read), grantKey(P.update));
    expectFieldRefusal(await update({ Id: e.id, InactivityLogoutMinutes: 1440 }, e.token), 'InactivityLogoutMinutes');
    expect((await getUser(e.id)).InactivityLogoutMinutes).toBe(10);
    expect((await update({ Id: e.id, InactivityLogoutMinutes: 5 }, e.token)).body.Data.InactivityLogoutMinutes).toBe(5);
  });

  it('is set only by who holds users.update on every user, for itself too', async () => {
    // users.update on its own id alone: its profile, not its idle minutes.
    const self = await employee();
    await api(be.url, admin, 'POST', `${PERMISSIONS}/Modify`, { UserId: self.id, Grant: [grantKey(P.update, self.id)] });
    expectRefusal(
      await update({ Id: self.id, InactivityLogoutMinutes: 5 }, self.token),
      403,
      'forbidden',
      'users.update: InactivityLogoutMinutes',
    );
    expect((await update({ Id: self.id, City: 'Ljubljana' }, self.token)).status).toBe(200);
    for (const who of [await employee(), client]) {
      expectRefusal(
        await update({ Id: who.id, InactivityLogoutMinutes: 5 }, who.token),
        403,
        'forbidden',
        'users.update: InactivityLogoutMinutes',
      );
    }
    expect((await getUser(self.id)).InactivityLogoutMinutes).toBe(10);
  });
});
