/** @jest-environment node */
import { IDENTITY_USERS_RESOURCE_TYPE, permissionCatalogue, PermissionId, type UserPermission } from './catalogue';
import { assertPermission, can, hasPermission, PermissionDeniedError, permissionCheck, samePermission } from './has-permission';
import { applyPermissionEvents } from './events';
import { hasRole, isManagerOf } from './roles';

const grant = (p: Partial<UserPermission>): UserPermission => ({
  UserId: 1,
  PermissionId: PermissionId.UsersRead,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
  ...p,
});
const check = { permissionId: 1, domain: 'identity', resourceTypeId: 1 };

describe('catalogue', () => {
  it('lists the twelve permissions of the contract on the identity users resource type', () => {
    expect(permissionCatalogue.map((p) => [p.id, p.name])).toEqual([
      [1, 'users.read'],
      [2, 'users.create'],
      [3, 'users.update'],
      [4, 'users.delete'],
      [5, 'users.block'],
      [6, 'users.archive'],
      [7, 'users.import'],
      [8, 'users.send-credentials'],
      [9, 'users.auto-login'],
      [10, 'users.avatar'],
      [11, 'permissions.read'],
      [12, 'permissions.modify'],
    ]);
    expect(permissionCatalogue.every((p) => p.resourceType === IDENTITY_USERS_RESOURCE_TYPE)).toBe(true);
    expect(IDENTITY_USERS_RESOURCE_TYPE).toEqual({ Id: 1, Domain: 'identity' });
  });
});

describe('hasPermission', () => {
  it.each<[string, UserPermission[], Partial<typeof check> & { resourceId?: number }, boolean]>([
    ['wildcard grant, any resource', [grant({})], { resourceId: 42 }, true],
    ['wildcard grant, wildcard asked', [grant({})], {}, true],
    ['exact resource id', [grant({ ResourceId: 42 })], { resourceId: 42 }, true],
    ['other resource id', [grant({ ResourceId: 41 })], { resourceId: 42 }, false],
    ['a specific grant does not satisfy a wildcard check', [grant({ ResourceId: 42 })], {}, false],
    ['other permission id', [grant({ PermissionId: 2 })], {}, false],
    ['other domain', [grant({ ResourceType: { Id: 1, Domain: 'trading' } })], {}, false],
    ['other resource type id', [grant({ ResourceType: { Id: 2, Domain: 'identity' } })], {}, false],
    ['suspended grant', [grant({ IsSuspended: true })], {}, false],
    ['one of several grants', [grant({ PermissionId: 3 }), grant({ ResourceId: 7 })], { resourceId: 7 }, true],
    ['no grants', [], {}, false],
  ])('%s', (_, grants, extra, expected) => {
    expect(hasPermission(grants, { ...check, ...extra })).toBe(expected);
  });

  it('is false without a list', () => {
    expect(hasPermission(null, check)).toBe(false);
    expect(hasPermission(undefined, check)).toBe(false);
  });

  it('checks catalogue permissions by name', () => {
    expect(permissionCheck('users.block', 9)).toEqual({ permissionId: 5, domain: 'identity', resourceTypeId: 1, resourceId: 9 });
    expect(can([grant({ PermissionId: 5 })], 'users.block', 9)).toBe(true);
    expect(can([grant({ PermissionId: 5 })], 'users.delete', 9)).toBe(false);
    expect(() => permissionCheck('users.fly' as never)).toThrow('Unknown permission: users.fly');
  });

  it('identifies grants by user, permission, resource type and resource', () => {
    expect(samePermission(grant({ IsSuspended: true }), grant({}))).toBe(true);
    expect(samePermission(grant({ ResourceId: 2 }), grant({}))).toBe(false);
  });
});

describe('role and manager checks', () => {
  it('always pass (no enforcement)', () => {
    expect(hasRole(null, 'admin')).toBe(true);
    expect(isManagerOf({ Id: 1 }, { Id: 2, EmployeeGroupId: 3 })).toBe(true);
  });
});

describe('assertPermission', () => {
  it('passes with the grant and throws PermissionDeniedError naming the request without it', () => {
    const list = [grant({ PermissionId: PermissionId.PermissionsModify }), grant({ PermissionId: PermissionId.UsersBlock, ResourceId: 9 })];
    expect(() => assertPermission(list, 'permissions.modify')).not.toThrow();
    expect(() => assertPermission(list, 'users.block', 9)).not.toThrow();
    expect(() => assertPermission(list, 'users.block', 8)).toThrow(PermissionDeniedError);
    expect(() => assertPermission(undefined, 'users.delete')).toThrow('Permission denied: users.delete');
  });
});

describe('applyPermissionEvents', () => {
  it("adds created grants, replaces the same grant, removes deleted ones, and ignores other users' events", () => {
    const first = grant({ PermissionId: PermissionId.UsersRead });
    const list: readonly UserPermission[] = [first];
    const created = grant({ PermissionId: PermissionId.UsersBlock });
    const suspended = { ...created, IsSuspended: true };
    const next = applyPermissionEvents(list, 1, [
      { kind: 'Created', permission: created },
      { kind: 'Created', permission: suspended },
      { kind: 'Created', permission: grant({ UserId: 2, PermissionId: PermissionId.UsersDelete }) },
      { kind: 'Deleted', permission: { ...first } },
    ]);
    expect(next).toEqual([suspended]);
    expect(list).toEqual([first]);
  });

  it('returns the same list when nothing changes', () => {
    const list: readonly UserPermission[] = [grant({})];
    expect(applyPermissionEvents(list, 1, [{ kind: 'Deleted', permission: grant({ ResourceId: 5 }) }])).toBe(list);
    expect(applyPermissionEvents(list, 1, [{ kind: 'Created', permission: list[0] as UserPermission }])).toBe(list);
  });
});
