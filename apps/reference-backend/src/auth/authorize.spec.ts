import { permissionCatalogue, type PermissionName } from '@brokerfront/permissions';
import { UserType, type UserPermission } from '../domain/types';
import {
  ACTION_RULES,
  authorize,
  isSubsetOf,
  targetOf,
  type AuthAction,
  type AuthExtra,
  type AuthParty,
  type AuthTarget,
} from './authorize';

const IDENTITY = { Id: 1, Domain: 'identity' };
const idOf = (name: PermissionName): number => permissionCatalogue.find((p) => p.name === name)?.id ?? -1;

/** A grant of `name` on `resourceId` (0: every user) to `userId`. */
function grant(userId: number, name: PermissionName, resourceId = 0, suspended = false): UserPermission {
  return {
    UserId: userId,
    PermissionId: idOf(name),
    ResourceType: { ...IDENTITY },
    ResourceId: resourceId,
    CreatedAt: null,
    CreatedBy: null,
    IsSuspended: suspended,
    SuspendedAt: null,
    SuspendedBy: null,
  };
}
const employee = (
  id: number,
  ...grants: Array<PermissionName | [PermissionName, number] | [PermissionName, number, 'suspended']>
): AuthParty => ({
  user: { Id: id, UserType: UserType.Employee },
  permissions: grants.map((g) => (typeof g === 'string' ? grant(id, g) : grant(id, g[0], g[1], g[2] === 'suspended'))),
});
const individual = (id: number, ...names: PermissionName[]): AuthParty => ({
  user: { Id: id, UserType: UserType.Individual },
  permissions: names.map((n) => grant(id, n)),
});
const key = (name: PermissionName, resourceId = 0) => ({ PermissionId: idOf(name), ResourceType: { ...IDENTITY }, ResourceId: resourceId });

const ALL = permissionCatalogue.map((p) => p.name);
const admin = employee(1, ...ALL);
const admin2 = employee(2, ...ALL);
const client = individual(50);
const client2 = individual(51);
const clientHoldingGrants = individual(52, 'users.read', 'users.block');
const autoLoginOnly = employee(10, 'users.auto-login');
const modifier = employee(11, 'permissions.modify', 'users.read');
const updater = employee(12, 'users.update');
const blocker = employee(13, 'users.block');
const blockerPeer = employee(14, 'users.block');
const reader = employee(15, 'users.read', 'permissions.read');
const limitedReader = employee(16, ['users.read', 50]);
const suspendedBlocker = employee(17, ['users.block', 0, 'suspended']);
const targetedBlocker = employee(18, ['users.block', 50]);
const staffPlain = employee(19);
const staffWithSuspended = employee(20, ['users.delete', 0, 'suspended']);
const suspendedDeleter = employee(24, 'users.update', ['users.delete', 0, 'suspended']);
const selfUpdater = employee(25, ['users.update', 25]);
const archiver = employee(21, 'users.archive', 'users.delete', 'users.send-credentials', 'users.avatar');
const creator = employee(22, 'users.create', 'users.import');
const modifierWithRead = employee(23, 'permissions.modify', 'users.read', 'users.block');

type Expected = 'ok' | 'forbidden' | 'cannot_act_on_self' | 'cannot_modify_own_permissions' | 'autologin_individuals_only';
type Row = [string, AuthParty, AuthAction, AuthTarget | undefined, AuthExtra | undefined, Expected | string];

/** [what, actor, action, target, extra, expected outcome (or refusal code)] */
const TABLE: Row[] = [
  // user.read / user.search / permissions.read: the read permission alone; reading is not escalation.
  ['a client reads itself', client, 'user.read', client, undefined, 'ok'],
  ['a client reads another client', client, 'user.read', client2, undefined, 'forbidden'],
  ['a client holding users.read still is no employee', clientHoldingGrants, 'user.read', client, undefined, 'forbidden'],
  ['a reader reads the administrator (no subset rule)', reader, 'user.read', admin, undefined, 'ok'],
  ['a reader of one user reads that user', limitedReader, 'user.read', client, undefined, 'ok'],
  ['a reader of one user may not read another', limitedReader, 'user.read', client2, undefined, 'forbidden'],
  ['a read of a missing user passes (404 follows)', reader, 'user.read', 999, undefined, 'ok'],
  ['a read of every user needs the wildcard', limitedReader, 'user.read', undefined, undefined, 'forbidden'],
  ['the wildcard reads every user', reader, 'user.read', undefined, undefined, 'ok'],
  ['Search with the wildcard', reader, 'user.search', undefined, undefined, 'ok'],
  ['Search with a grant on one user', limitedReader, 'user.search', undefined, undefined, 'forbidden'],
  ['Search by a client', client, 'user.search', undefined, undefined, 'forbidden'],
  ['a client reads its own permissions', client, 'permissions.read', client, undefined, 'ok'],
  ['a plain employee reads its own permissions', staffPlain, 'permissions.read', staffPlain, undefined, 'ok'],
  ['permissions.read on the administrator', reader, 'permissions.read', admin, undefined, 'ok'],
  ['permissions of another without permissions.read', updater, 'permissions.read', client, undefined, 'forbidden'],
  // user.create / user.import: on every user, the wildcard.
  ['create with users.create', creator, 'user.create', undefined, undefined, 'ok'],
  ['create without it', updater, 'user.create', undefined, undefined, 'forbidden'],
  ['create by a client', client, 'user.create', undefined, undefined, 'forbidden'],
  ['import with users.import', creator, 'user.import', undefined, undefined, 'ok'],
  ['import without it', reader, 'user.import', undefined, undefined, 'forbidden'],
  // employee-group.read / employee-group.write: on every group, the wildcard users.read / users.update.
  ['list the groups with users.read', reader, 'employee-group.read', undefined, undefined, 'ok'],
  ['list the groups with users.read on one user', limitedReader, 'employee-group.read', undefined, undefined, 'forbidden'],
  ['list the groups as a client', client, 'employee-group.read', undefined, undefined, 'forbidden'],
  ['change a group with users.update', updater, 'employee-group.write', undefined, undefined, 'ok'],
  ['change a group without users.update', reader, 'employee-group.write', undefined, undefined, 'forbidden'],
  // user.update: self-service profile, otherwise users.update and the subset rule.
  ['a client updates its own profile', client, 'user.update', client, { fields: ['Id', 'City', 'FirstName'] }, 'ok'],
  ['a client may not set its own EmailConfirmed', client, 'user.update', client, { fields: ['Id', 'EmailConfirmed'] }, 'forbidden'],
  ['a plain employee updates its own profile', staffPlain, 'user.update', staffPlain, { fields: ['Id', 'City'] }, 'ok'],
  ['an updater sets its own idle minutes', updater, 'user.update', updater, { fields: ['Id', 'InactivityLogoutMinutes'] }, 'ok'],
  [
    'a plain employee may not set its own idle minutes',
    staffPlain,
    'user.update',
    staffPlain,
    { fields: ['Id', 'InactivityLogoutMinutes'] },
    'forbidden',
  ],
  [
    'users.update on itself alone does not set its own idle minutes',
    selfUpdater,
    'user.update',
    selfUpdater,
    { fields: ['Id', 'InactivityLogoutMinutes'] },
    'forbidden',
  ],
  ['users.update on itself alone still updates its profile', selfUpdater, 'user.update', selfUpdater, { fields: ['Id', 'City'] }, 'ok'],
  ['an updater updates a client', updater, 'user.update', client, { fields: ['Id', 'EmailConfirmed'] }, 'ok'],
  ['an updater may not touch the administrator', updater, 'user.update', admin, { fields: ['Id', 'Email'] }, 'target_more_privileged'],
  [
    'an updater may not unconfirm the administrator',
    updater,
    'user.update',
    admin,
    { fields: ['Id', 'EmailConfirmed'] },
    'target_more_privileged',
  ],
  ['the administrator updates an updater', admin, 'user.update', updater, { fields: ['Id', 'Email'] }, 'ok'],
  ['an updater updates another client', updater, 'user.update', client2, { fields: ['Id', 'City'] }, 'ok'],
  ['a reader cannot update', reader, 'user.update', client, { fields: ['Id', 'City'] }, 'forbidden'],
  // user.promote / user.assign / user.comment: users.update and the subset rule.
  ['promote a client', updater, 'user.promote', client, undefined, 'ok'],
  ['promote without users.update', reader, 'user.promote', client, undefined, 'forbidden'],
  ['promote the administrator', updater, 'user.promote', admin, undefined, 'target_more_privileged'],
  ['assign a client', updater, 'user.assign', client, undefined, 'ok'],
  ['assign the administrator', updater, 'user.assign', admin, undefined, 'target_more_privileged'],
  ['comment on a client', updater, 'user.comment', client, undefined, 'ok'],
  ['comment on a more privileged employee', updater, 'user.comment', reader, undefined, 'target_more_privileged'],
  ['comment without users.update', client, 'user.comment', client, undefined, 'forbidden'],
  // user.block / user.archive / user.delete: permission, not on oneself, subset.
  ['block a client', blocker, 'user.block', client, undefined, 'ok'],
  ['block a full-rights employee', blocker, 'user.block', admin, undefined, 'target_more_privileged'],
  ['block an equally privileged employee', blocker, 'user.block', blockerPeer, undefined, 'ok'],
  ['block an employee without permissions', blocker, 'user.block', staffPlain, undefined, 'ok'],
  ['block oneself', blocker, 'user.block', blocker, undefined, 'cannot_act_on_self'],
  ['the administrator blocks itself', admin, 'user.block', admin, undefined, 'cannot_act_on_self'],
  ['a suspended grant never passes', suspendedBlocker, 'user.block', client, undefined, 'forbidden'],
  ["a target's suspended grant held by the actor", archiver, 'user.delete', staffWithSuspended, undefined, 'ok'],
  [
    "a target's suspended grant the actor lacks makes it more privileged",
    updater,
    'user.update',
    staffWithSuspended,
    { fields: ['Id', 'Email'] },
    'target_more_privileged',
  ],
  [
    "the actor's own suspended grant does not cover the target's",
    suspendedDeleter,
    'user.update',
    staffWithSuspended,
    { fields: ['Id', 'City'] },
    'target_more_privileged',
  ],
  ['a grant on one user blocks that user', targetedBlocker, 'user.block', client, undefined, 'ok'],
  ['a grant on one user does not block another', targetedBlocker, 'user.block', client2, undefined, 'forbidden'],
  ['a write on a missing user answers user_not_found', blocker, 'user.block', 999, undefined, 'user_not_found'],
  ['a missing user without the permission is forbidden', reader, 'user.block', 999, undefined, 'forbidden'],
  ['archive a client', archiver, 'user.archive', client, undefined, 'ok'],
  ['archive oneself', archiver, 'user.archive', archiver, undefined, 'cannot_act_on_self'],
  ['archive the administrator', archiver, 'user.archive', admin, undefined, 'target_more_privileged'],
  ['archive without users.archive', blocker, 'user.archive', client, undefined, 'forbidden'],
  ['delete a client', archiver, 'user.delete', client, undefined, 'ok'],
  ['delete oneself', archiver, 'user.delete', archiver, undefined, 'cannot_act_on_self'],
  ['delete the administrator', archiver, 'user.delete', admin, undefined, 'target_more_privileged'],
  ['the administrator deletes another administrator', admin, 'user.delete', admin2, undefined, 'ok'],
  ['a client deletes itself', client, 'user.delete', client, undefined, 'forbidden'],
  // user.send-credentials / user.avatar
  ['send credentials to a client', archiver, 'user.send-credentials', client, undefined, 'ok'],
  ['send credentials to the administrator', archiver, 'user.send-credentials', admin, undefined, 'target_more_privileged'],
  ['send credentials without the permission', blocker, 'user.send-credentials', client, undefined, 'forbidden'],
  ['a client sets its own avatar', client, 'user.avatar', client, undefined, 'ok'],
  ["a client sets another's avatar", client, 'user.avatar', client2, undefined, 'forbidden'],
  ["an employee sets a client's avatar", archiver, 'user.avatar', client, undefined, 'ok'],
  ["an employee sets the administrator's avatar", archiver, 'user.avatar', admin, undefined, 'target_more_privileged'],
  // user.auto-login: permission, not oneself, individuals only, subset.
  ['auto-login for a client', autoLoginOnly, 'user.auto-login', client, undefined, 'ok'],
  ['auto-login for the administrator', autoLoginOnly, 'user.auto-login', admin, undefined, 'autologin_individuals_only'],
  ['auto-login for a plain employee', admin, 'user.auto-login', staffPlain, undefined, 'autologin_individuals_only'],
  ['auto-login for oneself', admin, 'user.auto-login', admin, undefined, 'cannot_act_on_self'],
  ['auto-login without the permission', blocker, 'user.auto-login', client, undefined, 'forbidden'],
  ['auto-login by a client', client, 'user.auto-login', client2, undefined, 'forbidden'],
  // permissions.modify: permission, never one's own, subset, only held grants.
  ['grant all to oneself', modifier, 'permissions.modify', modifier, { grant: ALL.map((n) => key(n)) }, 'cannot_modify_own_permissions'],
  [
    'the administrator changes its own permissions',
    admin,
    'permissions.modify',
    admin,
    { revoke: [key('users.read')] },
    'cannot_modify_own_permissions',
  ],
  ['grant a held permission', modifierWithRead, 'permissions.modify', staffPlain, { grant: [key('users.block')] }, 'ok'],
  ['grant a held wildcard on one user', modifierWithRead, 'permissions.modify', staffPlain, { grant: [key('users.read', 50)] }, 'ok'],
  [
    'grant an unheld permission',
    modifier,
    'permissions.modify',
    staffPlain,
    { grant: [key('users.delete')] },
    'cannot_grant_unheld_permission',
  ],
  ['revoke a held permission', modifierWithRead, 'permissions.modify', blocker, { revoke: [key('users.block')] }, 'ok'],
  ['revoke an unheld permission', modifier, 'permissions.modify', blocker, { revoke: [key('users.block')] }, 'target_more_privileged'],
  [
    'revoke what the target lacks and the actor lacks',
    modifier,
    'permissions.modify',
    staffPlain,
    { revoke: [key('users.delete')] },
    'cannot_revoke_unheld_permission',
  ],
  ['modify a more privileged employee', modifier, 'permissions.modify', admin, { revoke: [key('users.read')] }, 'target_more_privileged'],
  ['modify without permissions.modify', reader, 'permissions.modify', staffPlain, { grant: [] }, 'forbidden'],
  ['a client modifies its own permissions', client, 'permissions.modify', client, { grant: [] }, 'forbidden'],
  ['the administrator grants anything to an employee', admin, 'permissions.modify', staffPlain, { grant: ALL.map((n) => key(n)) }, 'ok'],
  // audit.read: users.read on the user and the subset rule; audit.search: the wildcard permissions.read.
  ['audit of a client', reader, 'audit.read', client, undefined, 'ok'],
  ['audit of the administrator by a reader', reader, 'audit.read', admin, undefined, 'target_more_privileged'],
  ['audit of oneself', reader, 'audit.read', reader, undefined, 'ok'],
  ['audit by a client of itself', client, 'audit.read', client, undefined, 'forbidden'],
  ['audit search with permissions.read', reader, 'audit.search', undefined, undefined, 'ok'],
  ['audit search without it', updater, 'audit.search', undefined, undefined, 'forbidden'],
];

describe('authorize (the rule table)', () => {
  it.each(TABLE)('%s', (_what, actor, action, target, extra, expected) => {
    const d = authorize(actor, action, target, extra);
    if (expected === 'ok') {
      expect(d).toEqual({ ok: true });
    } else {
      expect(d).toMatchObject({ ok: false, code: expected, status: expected === 'user_not_found' ? 404 : 403 });
    }
  });

  it('covers every action', () => {
    const covered = new Set(TABLE.map((r) => r[2]));
    expect([...covered].sort()).toEqual(Object.keys(ACTION_RULES).sort());
  });

  it('names the missing permission in a forbidden refusal, and the restricted fields of a self-update', () => {
    expect(authorize(blocker, 'user.delete', client)).toEqual({ ok: false, status: 403, code: 'forbidden', data: 'users.delete' });
    expect(authorize(client, 'user.update', client, { fields: ['Id', 'EmailConfirmed', 'City'] })).toMatchObject({
      data: 'users.update: EmailConfirmed',
    });
  });

  it('names what the target holds beyond the actor, and the unheld grants', () => {
    expect(authorize(blocker, 'user.block', employee(30, 'users.block', ['users.read', 7]))).toMatchObject({
      code: 'target_more_privileged',
      data: '30: users.read@7',
    });
    expect(authorize(modifier, 'permissions.modify', staffPlain, { grant: [key('users.delete'), key('users.block', 3)] })).toMatchObject({
      data: 'users.delete, users.block@3',
    });
  });

  it('refuses a targeted write without a target (a programming error)', () => {
    expect(() => authorize(admin, 'user.block')).toThrow(/needs a target/);
  });
});

describe('isSubsetOf and targetOf', () => {
  it("compares grants exactly or through the actor wildcard, counting the target's suspended grants, not the actor's", () => {
    expect(isSubsetOf([grant(2, 'users.read', 5)], [grant(1, 'users.read')])).toBe(true);
    expect(isSubsetOf([grant(2, 'users.read')], [grant(1, 'users.read', 5)])).toBe(false);
    expect(isSubsetOf([grant(2, 'users.read', 0, true)], [])).toBe(false);
    expect(isSubsetOf([grant(2, 'users.read', 0, true)], [grant(1, 'users.read')])).toBe(true);
    expect(isSubsetOf([grant(2, 'users.read', 0, true)], [grant(1, 'users.read', 0, true)])).toBe(false);
    expect(isSubsetOf([grant(2, 'users.read')], [grant(1, 'users.read', 0, true)])).toBe(false);
  });

  it('loads the stored user with its permissions, or answers the bare id', () => {
    const store = {
      get: (id: number) => (id === 1 ? ({ Id: 1, UserType: UserType.Employee } as never) : undefined),
      permissionsOf: () => [],
    };
    expect(targetOf(store, 1)).toEqual({ user: { Id: 1, UserType: UserType.Employee }, permissions: [] });
    expect(targetOf(store, 2)).toBe(2);
  });
});
