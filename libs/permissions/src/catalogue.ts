/**
 * The permission catalogue shared by the service and every client.
 *
 * A permission is identified by its permission id, the resource type (id + domain) and the resource id.
 * Resource id {@link WILDCARD_RESOURCE_ID} (0) grants the permission on every resource of that type.
 */

/** A resource type as the service sends it: `{Id, Domain}`. */
export interface ResourceType {
  Id: number;
  Domain: string;
}

/** A permission granted to a user, as listed by `GET permissions/UserPermissions/User/{userId}`. */
export interface UserPermission {
  UserId: number;
  PermissionId: number;
  ResourceType: ResourceType;
  /** The resource the grant applies to; 0 means every resource of the type. */
  ResourceId: number;
  CreatedAt?: string | null;
  CreatedBy?: number | null;
  IsSuspended?: boolean;
  SuspendedAt?: string | null;
  SuspendedBy?: number | null;
}

/** Resource id that matches every resource of a type. */
export const WILDCARD_RESOURCE_ID = 0;

/** The resource type of users in the identity domain. */
export const IDENTITY_USERS_RESOURCE_TYPE: Readonly<ResourceType> = Object.freeze({ Id: 1, Domain: 'identity' });

/** Permission ids by name. */
export const PermissionId = {
  UsersRead: 1,
  UsersCreate: 2,
  UsersUpdate: 3,
  UsersDelete: 4,
  UsersBlock: 5,
  UsersArchive: 6,
  UsersImport: 7,
  UsersSendCredentials: 8,
  UsersAutoLogin: 9,
  UsersAvatar: 10,
  PermissionsRead: 11,
  PermissionsModify: 12,
} as const;
export type PermissionId = (typeof PermissionId)[keyof typeof PermissionId];

/** The names of the catalogue permissions. */
export type PermissionName =
  | 'users.read'
  | 'users.create'
  | 'users.update'
  | 'users.delete'
  | 'users.block'
  | 'users.archive'
  | 'users.import'
  | 'users.send-credentials'
  | 'users.auto-login'
  | 'users.avatar'
  | 'permissions.read'
  | 'permissions.modify';

/** One catalogue entry. */
export interface PermissionDefinition {
  id: PermissionId;
  name: PermissionName;
  resourceType: Readonly<ResourceType>;
}

const entry = (id: PermissionId, name: PermissionName): PermissionDefinition =>
  Object.freeze({ id, name, resourceType: IDENTITY_USERS_RESOURCE_TYPE });

/** Every permission the product knows, in id order. */
export const permissionCatalogue: readonly PermissionDefinition[] = Object.freeze([
  entry(PermissionId.UsersRead, 'users.read'),
  entry(PermissionId.UsersCreate, 'users.create'),
  entry(PermissionId.UsersUpdate, 'users.update'),
  entry(PermissionId.UsersDelete, 'users.delete'),
  entry(PermissionId.UsersBlock, 'users.block'),
  entry(PermissionId.UsersArchive, 'users.archive'),
  entry(PermissionId.UsersImport, 'users.import'),
  entry(PermissionId.UsersSendCredentials, 'users.send-credentials'),
  entry(PermissionId.UsersAutoLogin, 'users.auto-login'),
  entry(PermissionId.UsersAvatar, 'users.avatar'),
  entry(PermissionId.PermissionsRead, 'permissions.read'),
  entry(PermissionId.PermissionsModify, 'permissions.modify'),
]);

const byName = new Map(permissionCatalogue.map((p) => [p.name, p] as const));
const byId = new Map<number, PermissionDefinition>(permissionCatalogue.map((p) => [p.id, p] as const));

/** The catalogue entry of a permission name, or undefined when the name is unknown. */
export function findPermission(nameOrId: PermissionName | number): PermissionDefinition | undefined {
  return typeof nameOrId === 'number' ? byId.get(nameOrId) : byName.get(nameOrId);
}
