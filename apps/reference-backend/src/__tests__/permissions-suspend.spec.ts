/** @jest-environment node */
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  api,
  codes,
  collect,
  createSignedInUser,
  expectRefusal,
  grantKey,
  nextEvents,
  openHub,
  PERMISSIONS,
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
const open: HubConnection[] = [];

beforeAll(async () => {
  be = await startBackend();
  ({ token: admin, id: adminId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be, open));

interface Grant {
  UserId: number;
  PermissionId: number;
  ResourceType: { Id: number; Domain: string };
  ResourceId: number;
  CreatedAt: string;
  CreatedBy: number | null;
  IsSuspended: boolean;
  SuspendedAt: string | null;
  SuspendedBy: number | null;
}

const P = { read: 1, update: 3, delete: 4, block: 5, permRead: 11, modify: 12 };
const NAMES: Record<number, string> = { 1: 'users.read', 3: 'users.update', 4: 'users.delete', 5: 'users.block', 12: 'permissions.modify' };
/** A grant as the audit trail lists it. */
const audited = (PermissionId: number, ResourceId = 0) => ({
  PermissionId,
  Name: ResourceId ? `${NAMES[PermissionId]}@${ResourceId}` : NAMES[PermissionId],
  ResourceId,
});

/** A new employee holding `grants` (granted by the administrator), with a token. */
async function employee(...grants: PermissionKey[]): Promise<{ id: number; token: string }> {
  const names = { FirstName: 'Sus', LastName: 'Pended', Email: `sus-${uniq()}@example.com`, Password: 'Secret1' };
  const { user, token } = await createSignedInUser(be.url, admin, 'employee', names, grants);
  return { id: user.Id, token };
}

const modify = (body: unknown, token = admin) => api<Grant[]>(be.url, token, 'POST', `${PERMISSIONS}/Modify`, body);
const grantsOf = async (userId: number) => (await api<Grant[]>(be.url, admin, 'GET', `${PERMISSIONS}/User/${userId}`)).body.Data;
const find = (list: Grant[], permissionId: number, resourceId = 0) =>
  list.find((g) => g.PermissionId === permissionId && g.ResourceId === resourceId);
const modifications = (targetId: number) => searchAudit(be.url, admin, `action=permissions.modified&targetId=${targetId}`);
const connect = (token: string) => openHub(be.url, token, open);

describe('Modify with Suspend and Resume', () => {
  it('suspends a held grant (at, by the caller), pushes it, audits it, and resumes it', async () => {
    const e = await employee(grantKey(P.read), grantKey(P.block, 7));
    const before = await grantsOf(e.id);
    const watcher = await connect(admin);
    await watcher.invoke('SubscribeToUserPermissionEvents', [e.id]);

    const pushed = nextEvents<{ UserPermission: Grant }>(watcher, 'UserPermissionCreatedIntegrationEvent');
    const r = await modify({ UserId: e.id, Suspend: [grantKey(P.read)] });
    expect(r.status).toBe(200);
    const suspended = find(r.body.Data, P.read) as Grant;
    expect(suspended).toEqual({
      ...find(before, P.read),
      IsSuspended: true,
      SuspendedAt: expect.stringMatching(/Z$/),
      SuspendedBy: adminId,
    });
    expect(Date.parse(String(suspended.SuspendedAt))).toBeGreaterThanOrEqual(Date.parse(suspended.CreatedAt));
    // The other grant is untouched, the list keeps its order, and the stored list is the answer.
    expect(find(r.body.Data, P.block, 7)).toEqual(find(before, P.block, 7));
    expect(r.body.Data.map((g) => g.PermissionId)).toEqual(before.map((g) => g.PermissionId));
    expect(await grantsOf(e.id)).toEqual(r.body.Data);
    expect((await pushed)[0]?.UserPermission).toEqual(suspended);
    expect((await modifications(e.id))[0]).toMatchObject({
      ActorId: adminId,
      Details: { Granted: [], Revoked: [], Suspended: [audited(P.read)], Resumed: [] },
    });

    const resumedPush = nextEvents<{ UserPermission: Grant }>(watcher, 'UserPermissionCreatedIntegrationEvent');
    const back = await modify({ UserId: e.id, Resume: [grantKey(P.read)] });
    expect(back.status).toBe(200);
    expect(back.body.Data).toEqual(before);
    expect((await resumedPush)[0]?.UserPermission).toEqual(find(before, P.read));
    expect((await modifications(e.id))[0]?.Details).toEqual({ Granted: [], Revoked: [], Suspended: [], Resumed: [audited(P.read)] });
  });

  it('changes nothing when suspending a suspended grant or resuming an active one: no event, no record', async () => {
    const e = await employee(grantKey(P.read), grantKey(P.block));
    await modify({ UserId: e.id, Suspend: [grantKey(P.read)] });
    const state = await grantsOf(e.id);
    const records = (await modifications(e.id)).length;
    const watcher = await connect(admin);
    await watcher.invoke('SubscribeToUserPermissionEvents', [e.id]);
    const events = collect<{ UserPermission: Grant }>(watcher, 'UserPermissionCreatedIntegrationEvent');
    const again = await modify({ UserId: e.id, Suspend: [grantKey(P.read), grantKey(P.read)], Resume: [grantKey(P.block)] });
    expect(again.status).toBe(200);
    expect(again.body.Data).toEqual(state);
    expect((await modifications(e.id)).length).toBe(records);
    // A later change on the same connection proves nothing was pushed before it.
    const next = nextEvents(watcher, 'UserPermissionCreatedIntegrationEvent');
    await modify({ UserId: e.id, Suspend: [grantKey(P.block)] });
    await next;
    expect(events.map((x) => [x.UserPermission.PermissionId, x.UserPermission.IsSuspended])).toEqual([[P.block, true]]);
  });

  it('does grant, revoke, suspend and resume in one call, audited together', async () => {
    const e = await employee(grantKey(P.read), grantKey(P.block), grantKey(P.delete));
    await modify({ UserId: e.id, Suspend: [grantKey(P.delete)] });
    const r = await modify({
      UserId: e.id,
      Grant: [grantKey(P.update, 9)],
      Revoke: [grantKey(P.block)],
      Suspend: [grantKey(P.read)],
      Resume: [grantKey(P.delete)],
    });
    expect(r.status).toBe(200);
    expect(r.body.Data.map((g) => [g.PermissionId, g.ResourceId, g.IsSuspended])).toEqual([
      [P.read, 0, true],
      [P.delete, 0, false],
      [P.update, 9, false],
    ]);
    expect((await modifications(e.id))[0]?.Details).toEqual({
      Granted: [audited(P.update, 9)],
      Revoked: [audited(P.block)],
      Suspended: [audited(P.read)],
      Resumed: [audited(P.delete)],
    });
    // A grant suspended and revoked in one call is revoked (the record lists no suspension).
    const gone = await modify({ UserId: e.id, Revoke: [grantKey(P.update, 9)], Suspend: [grantKey(P.update, 9)] });
    expect(find(gone.body.Data, P.update, 9)).toBeUndefined();
    expect((await modifications(e.id))[0]?.Details).toEqual({ Granted: [], Revoked: [audited(P.update, 9)] });
  });

  it('refuses to suspend or resume a grant the user does not hold (400 permission_not_held), changing nothing', async () => {
    const e = await employee(grantKey(P.read));
    const before = await grantsOf(e.id);
    expectRefusal(await modify({ UserId: e.id, Suspend: [grantKey(P.delete)] }), 400, 'permission_not_held', 'users.delete');
    expectRefusal(
      await modify({
        UserId: e.id,
        Grant: [grantKey(P.block)],
        Suspend: [grantKey(P.read), grantKey(P.delete)],
        Resume: [grantKey(P.update, 7)],
      }),
      400,
      'permission_not_held',
      'users.delete, users.update@7',
    );
    // A grant made in the same call is not held yet; the wildcard does not hold one resource's grant.
    expectRefusal(
      await modify({ UserId: e.id, Grant: [grantKey(P.block)], Suspend: [grantKey(P.block)] }),
      400,
      'permission_not_held',
      'users.block',
    );
    expectRefusal(await modify({ UserId: e.id, Suspend: [grantKey(P.read, 5)] }), 400, 'permission_not_held', 'users.read@5');
    expect(await grantsOf(e.id)).toEqual(before);
    const client = (
      await api<{ Id: number }>(be.url, admin, 'POST', `${USERS}/CreateIndividual`, {
        FirstName: 'No',
        LastName: 'Grants',
        Email: `sc-${uniq()}@example.com`,
      })
    ).body.Data.Id;
    expectRefusal(await modify({ UserId: client, Resume: [grantKey(P.read)] }), 400, 'permission_not_held', 'users.read');
    expectRefusal(await modify({ UserId: 999999, Suspend: [grantKey(P.read)] }), 404, 'user_not_found', 999999);
  });

  it('checks the lists against the catalogue and their size (400 invalid_request)', async () => {
    const e = await employee(grantKey(P.read));
    expectRefusal(
      await modify({ UserId: e.id, Suspend: [{ ...grantKey(P.read), PermissionId: 99 }] }),
      400,
      'invalid_request',
      'PermissionId: unknown permission 99',
    );
    const wrongType = await modify({ UserId: e.id, Resume: [{ ...grantKey(P.read), ResourceType: { Id: 2, Domain: 'identity' } }] });
    expect([wrongType.status, codes(wrongType), String(wrongType.body.Errors[0]?.Data)]).toEqual([
      400,
      ['invalid_request'],
      expect.stringMatching(/^ResourceType: /),
    ]);
    expectRefusal(
      await modify({ UserId: e.id, Suspend: [grantKey(P.read)], Resume: [grantKey(P.read)] }),
      400,
      'invalid_request',
      'Resume: users.read is also in Suspend',
    );
    const tooMany = await modify({ UserId: e.id, Suspend: Array.from({ length: 501 }, () => grantKey(P.read)) });
    expect([tooMany.status, String(tooMany.body.Errors[0]?.Data)]).toEqual([400, expect.stringMatching(/^Suspend: /)]);
    const notAList = await modify({ UserId: e.id, Resume: 'all' });
    expect([notAList.status, String(notAList.body.Errors[0]?.Data)]).toEqual([400, expect.stringMatching(/^Resume: /)]);
    expect((await modify({ UserId: e.id, Suspend: null, Resume: null })).status).toBe(200);
    expect((await grantsOf(e.id))[0]?.IsSuspended).toBe(false);
  });
});

describe('who may suspend and resume', () => {
  it('resumes like a grant and suspends like a revocation: only permissions the caller holds', async () => {
    const modifier = await employee(grantKey(P.modify), grantKey(P.read), grantKey(P.block, 7), grantKey(P.delete, 8));
    // The target holds users.read, users.block@7 and users.delete@8 (suspended): no more privileged than the modifier.
    const target = await employee(grantKey(P.read), grantKey(P.block, 7), grantKey(P.delete, 8));
    await modify({ UserId: target.id, Suspend: [grantKey(P.delete, 8)] });
    expectRefusal(
      await modify({ UserId: target.id, Resume: [grantKey(P.block)] }, modifier.token),
      403,
      'cannot_grant_unheld_permission',
      'users.block',
    );
    expectRefusal(
      await modify({ UserId: target.id, Suspend: [grantKey(P.delete)] }, modifier.token),
      403,
      'cannot_revoke_unheld_permission',
      'users.delete',
    );
    // What it holds, it may suspend and resume.
    const r = await modify({ UserId: target.id, Suspend: [grantKey(P.read)] }, modifier.token);
    expect(find(r.body.Data, P.read)).toMatchObject({ IsSuspended: true, SuspendedBy: modifier.id });
    const back = await modify({ UserId: target.id, Resume: [grantKey(P.read), grantKey(P.delete, 8)] }, modifier.token);
    expect(find(back.body.Data, P.read)).toMatchObject({ IsSuspended: false, SuspendedBy: null });
    expect(find(back.body.Data, P.delete, 8)).toMatchObject({ IsSuspended: false, SuspendedBy: null });
    // A target holding a grant the caller lacks is more privileged, whatever the call does, suspended or in force.
    await modify({ UserId: target.id, Grant: [grantKey(P.block)], Suspend: [grantKey(P.block, 7)] });
    await modify({ UserId: target.id, Suspend: [grantKey(P.block)] });
    for (const body of [{ Resume: [grantKey(P.block, 7)] }, { Suspend: [grantKey(P.read)] }]) {
      expectRefusal(
        await modify({ UserId: target.id, ...body }, modifier.token),
        403,
        'target_more_privileged',
        `${target.id}: users.block`,
      );
    }
    await modify({ UserId: target.id, Resume: [grantKey(P.block)] });
    expectRefusal(
      await modify({ UserId: target.id, Suspend: [grantKey(P.block)] }, modifier.token),
      403,
      'target_more_privileged',
      `${target.id}: users.block`,
    );
    expect(find(await grantsOf(target.id), P.block)?.IsSuspended).toBe(false);
    expect(find(await grantsOf(target.id), P.read)?.IsSuspended).toBe(false);
    const denied = await searchAudit(be.url, admin, `action=access.denied&actorId=${modifier.id}`);
    expect(denied.map((d) => d.Details?.['code'])).toEqual([
      'target_more_privileged',
      'target_more_privileged',
      'target_more_privileged',
      'cannot_revoke_unheld_permission',
      'cannot_grant_unheld_permission',
    ]);
  });

  it('refuses the caller itself, a caller without permissions.modify and a more privileged target', async () => {
    const modifier = await employee(grantKey(P.modify), grantKey(P.read));
    expectRefusal(
      await modify({ UserId: modifier.id, Suspend: [grantKey(P.read)] }, modifier.token),
      403,
      'cannot_modify_own_permissions',
      modifier.id,
    );
    expectRefusal(
      await modify({ UserId: modifier.id, Resume: [grantKey(P.read)] }, modifier.token),
      403,
      'cannot_modify_own_permissions',
      modifier.id,
    );
    const reader = await employee(grantKey(P.read));
    const target = await employee(grantKey(P.read));
    expectRefusal(await modify({ UserId: target.id, Suspend: [grantKey(P.read)] }, reader.token), 403, 'forbidden', 'permissions.modify');
    const refused = await modify({ UserId: adminId, Suspend: [grantKey(P.read)] }, modifier.token);
    expect([refused.status, codes(refused)]).toEqual([403, ['target_more_privileged']]);
    expect(find(await grantsOf(adminId), P.read)?.IsSuspended).toBe(false);
    expect(find(await grantsOf(target.id), P.read)?.IsSuspended).toBe(false);
  });
});

describe('a suspended grant grants nothing', () => {
  it('refuses the routes and the hub it allowed, until resumed', async () => {
    const e = await employee(grantKey(P.read));
    expect((await api(be.url, e.token, 'GET', `${USERS}/2`)).status).toBe(200);
    await modify({ UserId: e.id, Suspend: [grantKey(P.read)] });
    expectRefusal(await api(be.url, e.token, 'GET', `${USERS}/2`), 403, 'forbidden', 'users.read');
    const c = await connect(e.token);
    expect((await c.invoke<{ Status: number }>('SubscribeToUserEvents', ['Updated'], [2])).Status).toBe(403);
    await modify({ UserId: e.id, Resume: [grantKey(P.read)] });
    expect((await api(be.url, e.token, 'GET', `${USERS}/2`)).status).toBe(200);
    expect((await c.invoke<{ Status: number }>('SubscribeToUserEvents', ['Updated'], [2])).Status).toBe(200);
  });

  it('cannot be passed on, and keeps protecting its holder', async () => {
    const modifier = await employee(grantKey(P.modify), grantKey(P.read), grantKey(P.block));
    const other = await employee(grantKey(P.read));
    await modify({ UserId: modifier.id, Suspend: [grantKey(P.block)] });
    expectRefusal(
      await modify({ UserId: other.id, Grant: [grantKey(P.block)] }, modifier.token),
      403,
      'cannot_grant_unheld_permission',
      'users.block',
    );
    // A peer without users.block may not act on the modifier, whether its users.block is suspended or resumed: a
    // suspension takes the grant's power away from its holder, not its protection.
    const peer = await employee(grantKey(P.modify), grantKey(P.read));
    expectRefusal(
      await modify({ UserId: modifier.id, Grant: [] }, peer.token),
      403,
      'target_more_privileged',
      `${modifier.id}: users.block`,
    );
    await modify({ UserId: modifier.id, Resume: [grantKey(P.block)] });
    expectRefusal(
      await modify({ UserId: modifier.id, Grant: [] }, peer.token),
      403,
      'target_more_privileged',
      `${modifier.id}: users.block`,
    );
  });
});

describe("the subset rule counts a target's suspended grants", () => {
  const update = (body: unknown, token: string) => api(be.url, token, 'POST', `${USERS}/Update`, body);

  it("keeps a lesser employee off a stronger one whose grant is only suspended, and counts none of the actor's own", async () => {
    // B holds users.delete; the administrator suspends it. A holds less than B once B's grants are counted in full.
    const b = await employee(grantKey(P.read), grantKey(P.update), grantKey(P.delete));
    await modify({ UserId: b.id, Suspend: [grantKey(P.delete)] });
    const a = await employee(grantKey(P.read), grantKey(P.update));
    for (const body of [
      { Id: b.id, Email: `taken-${uniq()}@example.com` },
      { Id: b.id, LastName: 'Taken' },
    ]) {
      expectRefusal(await update(body, a.token), 403, 'target_more_privileged', `${b.id}: users.delete`);
    }
    // The actor's own suspended grant passes nothing: suspended on both sides, still refused.
    const weakened = await employee(grantKey(P.read), grantKey(P.update), grantKey(P.delete));
    await modify({ UserId: weakened.id, Suspend: [grantKey(P.delete)] });
    expectRefusal(await update({ Id: b.id, LastName: 'Taken' }, weakened.token), 403, 'target_more_privileged', `${b.id}: users.delete`);
    // An employee holding users.delete in force acts on B as before.
    const peer = await employee(grantKey(P.read), grantKey(P.update), grantKey(P.delete));
    expect((await update({ Id: b.id, LastName: 'Peer' }, peer.token)).status).toBe(200);
    expect((await api<{ LastName: string }>(be.url, admin, 'GET', `${USERS}/${b.id}`)).body.Data.LastName).toBe('Peer');
  });
});
