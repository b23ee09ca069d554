/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  api,
  createSignedInUser,
  expectRefusal,
  grantKey,
  searchAudit,
  signInDemoEmployee,
  stopBackend,
  uniq,
  USERS,
  type PermissionKey,
} from './support';

let be: RunningBackend;
let admin: string;
let adminId: number;

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin, id: adminId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be));

interface UserComment {
  Id: number;
  UserId: number;
  Text: string;
  CreatedAt: string;
  CreatedBy: number;
}

const P = { read: 1, update: 3 };

/** A new user (client, or employee holding `grants`) with a signed-in token. */
async function user(kind: 'client' | 'employee', grants: PermissionKey[] = []): Promise<{ id: number; token: string }> {
  const names = { FirstName: 'Com', LastName: 'Ment', Email: `cm-${uniq()}@example.com`, Password: 'Secret1' };
  const { user: created, token } = await createSignedInUser(be.url, admin, kind, names, grants);
  return { id: created.Id, token };
}

const comment = async (userId: number, Text: string, token = admin) => {
  const r = await api<UserComment>(be.url, token, 'POST', `${USERS}/Comment`, { UserId: userId, Text });
  expect(r.status).toBe(201);
  return r.body.Data;
};
const comments = (userId: number | string, query = '', token: string | null = admin) =>
  api<UserComment[]>(be.url, token, 'GET', `${USERS}/${userId}/Comments${query}`);

describe('GET {id}/Comments', () => {
  it('answers the comments on a user, newest first, as POST Comment answered them', async () => {
    const c = await user('client');
    const writer = await user('employee', [grantKey(P.update)]);
    const first = await comment(c.id, 'Called, no answer.');
    const second = await comment(c.id, '  Called back: interested in gold.  ', writer.token);
    const third = await comment(c.id, 'Sent the brochure.');
    const r = await comments(c.id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Status: 200, Data: [third, second, first], Errors: [] });
    expect(r.body.Data[1]).toEqual({
      Id: second.Id,
      UserId: c.id,
      Text: 'Called back: interested in gold.',
      CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      CreatedBy: writer.id,
    });
    expect(r.body.Data[0]?.CreatedBy).toBe(adminId);
    // Only this user's comments; none for a user without any.
    const other = await user('client');
    await comment(other.id, 'Someone else.');
    expect((await comments(c.id)).body.Data.map((x) => x.Id)).toEqual([third.Id, second.Id, first.Id]);
    const quiet = await user('client');
    expect((await comments(quiet.id)).body).toEqual({ Status: 200, Data: [], Errors: [] });
  });

  it('pages backwards with limit and beforeId', async () => {
    const c = await user('client');
    const written = [];
    for (let i = 1; i <= 5; i++) written.push(await comment(c.id, `Note ${i}`));
    const ids = written.map((w) => w.Id).reverse();
    const page1 = await comments(c.id, '?limit=2');
    expect(page1.body.Data.map((x) => x.Id)).toEqual(ids.slice(0, 2));
    const page2 = await comments(c.id, `?limit=2&beforeId=${page1.body.Data[1]?.Id}`);
    expect(page2.body.Data.map((x) => x.Id)).toEqual(ids.slice(2, 4));
    const page3 = await comments(c.id, `?limit=2&beforeId=${page2.body.Data[1]?.Id}`);
    expect(page3.body.Data.map((x) => x.Id)).toEqual(ids.slice(4));
    expect((await comments(c.id, `?beforeId=${ids[4]}`)).body.Data).toEqual([]);
    expect((await comments(c.id, '?limit=500')).body.Data).toHaveLength(5);
    expect((await comments(c.id, '?limit=1')).body.Data.map((x) => x.Text)).toEqual(['Note 5']);
  });

  it('answers the 100 newest by default', async () => {
    const c = await user('client');
    // Written straight through the route: 101 comments.
    for (let i = 0; i < 101; i++) await api(be.url, admin, 'POST', `${USERS}/Comment`, { UserId: c.id, Text: `n${i}` });
    const r = await comments(c.id);
    expect(r.body.Data).toHaveLength(100);
    expect(r.body.Data[0]?.Text).toBe('n100');
    expect(r.body.Data[99]?.Text).toBe('n1');
  });

  it('refuses a malformed id, limit or beforeId with 400 invalid_request naming the parameter', async () => {
    const c = await user('client');
    for (const [query, name] of [
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?beforeId=0', 'beforeId'],
      ['?beforeId=-3', 'beforeId'],
      ['?beforeId=x', 'beforeId'],
    ] as const) {
      const r = await comments(c.id, query);
      expect([query, r.status, r.body.Status, r.body.Errors.map((e) => e.Code)]).toEqual([query, 400, 400, ['invalid_request']]);
      expect(String(r.body.Errors[0]?.Data)).toMatch(new RegExp(`^${name}: `));
    }
    expectRefusal(await comments('abc'), 400, 'invalid_request', 'id: expected a positive integer');
    expectRefusal(await comments(0), 400, 'invalid_request', 'id: expected a positive integer');
  });

  it('answers 404 user_not_found for an unknown user, 401 without a token', async () => {
    expectRefusal(await comments(999999), 404, 'user_not_found', 999999);
    const r = await comments(1, '', null);
    expect([r.status, r.body.Errors[0]?.Code]).toEqual([401, 'unauthorized']);
  });

  it('is for employees holding users.read on the user: a client is refused, even on itself, and the refusal audited', async () => {
    const c = await user('client');
    await comment(c.id, 'Internal note.');
    expectRefusal(await comments(c.id, '', c.token), 403, 'forbidden', 'users.read');
    expectRefusal(await comments(2, '', c.token), 403, 'forbidden', 'users.read');
    const denied = await searchAudit(be.url, admin, `action=access.denied&actorId=${c.id}`);
    expect(denied[1]).toMatchObject({
      Outcome: 'denied',
      TargetId: c.id,
      Details: { action: 'user.read_comments', code: 'forbidden', data: 'users.read' },
    });

    const scoped = await user('employee', [grantKey(P.read, c.id)]);
    expect((await comments(c.id, '', scoped.token)).body.Data.map((x) => x.Text)).toEqual(['Internal note.']);
    const other = await user('client');
    expectRefusal(await comments(other.id, '', scoped.token), 403, 'forbidden', 'users.read');
    // An employee without users.read on itself does not read the notes about itself either.
    const plain = await user('employee', [grantKey(P.update)]);
    await comment(plain.id, 'About a colleague.');
    expectRefusal(await comments(plain.id, '', plain.token), 403, 'forbidden', 'users.read');
    // Reading needs only the read permission: a reader reads the notes on a more privileged employee.
    const reader = await user('employee', [grantKey(P.read)]);
    await comment(adminId, 'About the administrator.');
    expect((await comments(adminId, '', reader.token)).status).toBe(200);
    // A 404 is not given away to someone who may not read.
    expectRefusal(await comments(999999, '', c.token), 403, 'forbidden', 'users.read');
  });

  it('leaves GET {id} alone', async () => {
    const c = await user('client');
    const r = await api<{ Id: number; FullName: string }>(be.url, admin, 'GET', `${USERS}/${c.id}`);
    expect(r.body.Data).toMatchObject({ Id: c.id, FullName: 'Com Ment' });
  });
});
