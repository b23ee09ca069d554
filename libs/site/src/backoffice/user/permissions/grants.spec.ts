import { PermissionId, type UserPermission } from '@brokerfront/permissions';
import type { PermissionGrantView } from '@brokerfront/ui-templates';
import { grantableOf, grantEntry, grantKey, grantLabel, grantsBeyond, newGrantEntry, toGrantViews } from './grants';

const TYPE = { Id: 1, Domain: 'identity' };
const grant = (PermissionId: number, ResourceId = 0, extra: Partial<UserPermission> = {}): UserPermission => ({
  UserId: 7,
  PermissionId,
  ResourceType: TYPE,
  ResourceId,
  ...extra,
});

describe('grantableOf', () => {
  it('offers each held permission once, in catalogue order: on every user with the wildcard, else on the users held for', () => {
    const mine = [
      grant(PermissionId.UsersBlock, 0),
      grant(PermissionId.UsersRead, 42),
      grant(PermissionId.UsersRead, 5),
      grant(PermissionId.UsersRead, 42),
      grant(PermissionId.UsersUpdate, 9),
      grant(PermissionId.UsersUpdate, 0),
      grant(PermissionId.UsersDelete, 0, { IsSuspended: true }),
      grant(PermissionId.UsersArchive, 0, { ResourceType: { Id: 2, Domain: 'billing' } }),
    ];
    expect(grantableOf(mine)).toEqual([
      { permissionId: PermissionId.UsersRead, code: 'users.read', everyUser: false, userIds: [5, 42] },
      { permissionId: PermissionId.UsersUpdate, code: 'users.update', everyUser: true, userIds: [] },
      { permissionId: PermissionId.UsersBlock, code: 'users.block', everyUser: true, userIds: [] },
    ]);
    expect(grantableOf(undefined)).toEqual([]);
  });
});

describe('grantsBeyond', () => {
  it("names the user's grants, suspended ones too, that the employee does not hold in force (exactly or through the wildcard)", () => {
    const mine = [
      grant(PermissionId.UsersRead, 0),
      grant(PermissionId.UsersUpdate, 42),
      grant(PermissionId.UsersBlock, 0, { IsSuspended: true }),
    ];
    const target = [
      grant(PermissionId.UsersRead, 0),
      grant(PermissionId.UsersRead, 3),
      grant(PermissionId.UsersUpdate, 42),
      grant(PermissionId.UsersUpdate, 43),
      grant(PermissionId.UsersBlock, 0),
      grant(PermissionId.UsersDelete, 0, { IsSuspended: true }),
    ];
    expect(grantsBeyond(target, mine)).toEqual(['users.update@43', 'users.block', 'users.delete']);
    expect(grantsBeyond(target.slice(0, 3), mine)).toEqual([]);
  });
});

describe('toGrantViews', () => {
  it('sorts by permission then resource, and marks the grants the employee holds', () => {
    const list = [
      grant(PermissionId.UsersBlock, 0, { CreatedBy: 1, CreatedAt: '2026-01-01T00:00:00Z' }),
      grant(PermissionId.UsersRead, 42, { IsSuspended: true, SuspendedAt: '2026-02-01T00:00:00Z', SuspendedBy: 3 }),
      grant(PermissionId.UsersRead, 0),
      grant(99, 0),
    ];
    const views = toGrantViews(list, [grant(PermissionId.UsersRead, 42), grant(PermissionId.UsersBlock, 0)]);
    expect(views.map((v: PermissionGrantView) => [v.key, v.code, v.changeable, v.suspended])).toEqual([
      ['1/identity/1/0', 'users.read', false, false],
      ['1/identity/1/42', 'users.read', true, true],
      ['5/identity/1/0', 'users.block', true, false],
      ['99/identity/1/0', undefined, false, false],
    ]);
    expect(views[1]).toMatchObject({ suspendedAt: '2026-02-01T00:00:00Z', suspendedBy: 3, createdBy: null });
    expect(views[2]).toMatchObject({
      createdAt: '2026-01-01T00:00:00Z',
      createdBy: 1,
      resourceId: 0,
      domain: 'identity',
      resourceTypeId: 1,
    });
  });
});

describe('the Modify entries', () => {
  it('are the grant as the service keys it', () => {
    expect(grantKey(grant(5, 42))).toBe('5/identity/1/42');
    expect(grantLabel(grant(5, 42))).toBe('users.block@42');
    expect(grantLabel(grant(99, 0))).toBe('#99');
    expect(grantEntry({ permissionId: 5, domain: 'identity', resourceTypeId: 1, resourceId: 42 })).toEqual({
      PermissionId: 5,
      ResourceType: TYPE,
      ResourceId: 42,
    });
    expect(newGrantEntry(PermissionId.PermissionsModify, 0)).toEqual({ PermissionId: 12, ResourceType: TYPE, ResourceId: 0 });
    expect(newGrantEntry(99, 0)).toBeNull();
  });
});
