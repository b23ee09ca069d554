/**
 * The one authorisation rule of the users and permissions APIs and of the `user` hub.
 *
 * {@link authorize} is a pure function of who acts, what they do, on whom and with what: routes and the hub
 * only load the parties and act on its answer. The rules, in the order they are checked:
 *
 * 1. Self-service: a user may read itself and its permissions, set its own avatar and update its own profile
 *    fields ({@link SELF_SERVICE_FIELDS}) without any permission.
 * 2. (a) Otherwise the actor must be an employee holding the action's catalogue permission on the target
 *    (exact resource id or the wildcard 0; a suspended grant never passes). Actions on every user need the
 *    wildcard, and so does a user's change of its own fields beyond the profile (e.g. `InactivityLogoutMinutes`,
 *    `EmailConfirmed`): only who may change them on others changes them on itself, a grant on its own id is not
 *    enough. Refusal: `forbidden`, `Data` the permission name (and the restricted fields of a self-update).
 * 3. (d) Nobody blocks, archives, deletes or creates an auto-login for themselves (`cannot_act_on_self`) or
 *    changes their own permissions (`cannot_modify_own_permissions`).
 * 4. Reading (a user, the search, permissions) needs nothing more: reading is not escalation.
 * 5. (e) Auto-login only for individuals (`autologin_individuals_only`).
 * 6. (b) The target's permissions, suspended ones included, must be a subset of the actor's own grants in force
 *    (`target_more_privileged`): nobody acts on a more privileged employee. A suspension is temporary (a resume
 *    gives the grant back), so it does not open its holder to someone holding less; the actor's own suspended
 *    grants count for nothing. Clients hold nothing, so they always are a subset.
 * 7. (c) Only held permissions may be granted (`cannot_grant_unheld_permission`) or revoked
 *    (`cannot_revoke_unheld_permission`).
 */
import { can, findPermission, hasPermission, WILDCARD_RESOURCE_ID, type PermissionName } from '@brokerfront/permissions';
import type { FastifyRequest } from 'fastify';
import { requestOrigin, type AuditLog } from '../domain/audit';
import type { Store } from '../domain/store';
import { UserType, type User, type UserPermission } from '../domain/types';
import { ApiError } from '../http/envelope';

/** Everything the APIs and the hub authorise. */
export type AuthAction =
  | 'user.read'
  | 'user.search'
  | 'user.create'
  | 'user.import'
  | 'user.update'
  | 'user.promote'
  | 'user.assign'
  | 'user.comment'
  | 'user.delete'
  | 'user.block'
  | 'user.archive'
  | 'user.send-credentials'
  | 'user.auto-login'
  | 'user.avatar'
  | 'employee-group.read'
  | 'employee-group.write'
  | 'permissions.read'
  | 'permissions.modify'
  | 'audit.read'
  | 'audit.search';

/** The refusal codes (HTTP 403, except `user_not_found`, 404). */
export type AuthRefusalCode =
  | 'forbidden'
  | 'cannot_act_on_self'
  | 'cannot_modify_own_permissions'
  | 'autologin_individuals_only'
  | 'target_more_privileged'
  | 'cannot_grant_unheld_permission'
  | 'cannot_revoke_unheld_permission'
  | 'user_not_found';

/** How one action is authorised. */
export interface ActionRule {
  /** The catalogue permission the action needs. */
  permission: PermissionName;
  /** false: the action is on every user (Search, create, import, the audit search) and needs the wildcard grant. */
  targeted: boolean;
  /** Whether the target must be no more privileged than the actor (false for plain reads). */
  subset: boolean;
  /** What a user may do to itself without the permission: everything, or only its profile fields. */
  selfService?: 'always' | 'profile';
  /** The refusal when the actor is the target. */
  notOnSelf?: 'cannot_act_on_self' | 'cannot_modify_own_permissions';
  /** Only on individual users. */
  individualsOnly?: boolean;
}

/** The rule of every action. */
export const ACTION_RULES: Readonly<Record<AuthAction, ActionRule>> = Object.freeze({
  'user.read': { permission: 'users.read', targeted: true, subset: false, selfService: 'always' },
  'user.search': { permission: 'users.read', targeted: false, subset: false },
  'user.create': { permission: 'users.create', targeted: false, subset: false },
  'user.import': { permission: 'users.import', targeted: false, subset: false },
  'user.update': { permission: 'users.update', targeted: true, subset: true, selfService: 'profile' },
  'user.promote': { permission: 'users.update', targeted: true, subset: true },
  'user.assign': { permission: 'users.update', targeted: true, subset: true },
  'user.comment': { permission: 'users.update', targeted: true, subset: true },
  'user.delete': { permission: 'users.delete', targeted: true, subset: true, notOnSelf: 'cannot_act_on_self' },
  'user.block': { permission: 'users.block', targeted: true, subset: true, notOnSelf: 'cannot_act_on_self' },
  'user.archive': { permission: 'users.archive', targeted: true, subset: true, notOnSelf: 'cannot_act_on_self' },
  'user.send-credentials': { permission: 'users.send-credentials', targeted: true, subset: true },
  'user.auto-login': {
    permission: 'users.auto-login',
    targeted: true,
    subset: true,
    notOnSelf: 'cannot_act_on_self',
    individualsOnly: true,
  },
  'user.avatar': { permission: 'users.avatar', targeted: true, subset: true, selfService: 'always' },
  'employee-group.read': { permission: 'users.read', targeted: false, subset: false },
  'employee-group.write': { permission: 'users.update', targeted: false, subset: false },
  'permissions.read': { permission: 'permissions.read', targeted: true, subset: false, selfService: 'always' },
  'permissions.modify': { permission: 'permissions.modify', targeted: true, subset: true, notOnSelf: 'cannot_modify_own_permissions' },
  'audit.read': { permission: 'users.read', targeted: true, subset: true },
  'audit.search': { permission: 'permissions.read', targeted: false, subset: false },
});

/** The fields a user may change on itself through `Update` without `users.update`. */
export const SELF_SERVICE_FIELDS: ReadonlySet<string> = new Set([
  'Id',
  'FirstName',
  'LastName',
  'MiddleName',
  'Address',
  'City',
  'State',
  'PostalCode',
  'CountryCode',
  'Gender',
  'BirthDate',
  'TimeZone',
  'PhoneNumber',
]);

/** The acting user or the user acted on, with its permissions. */
export interface AuthParty {
  user: Pick<User, 'Id' | 'UserType'>;
  permissions: readonly UserPermission[];
}

/**
 * The target of an action: the loaded user, or only its id when it does not exist (then a write that
 * passes the permission checks answers 404 `user_not_found`; a read passes).
 */
export type AuthTarget = AuthParty | number;

/** The target `userId` as {@link authorize} takes it: the stored user with its permissions, or the bare id when there is none. */
export function targetOf(store: Pick<Store, 'get' | 'permissionsOf'>, userId: number): AuthTarget {
  const user = store.get(userId);
  return user ? { user, permissions: store.permissionsOf(userId) } : userId;
}

/** A permission to grant or revoke, as `Modify` takes it. */
export type PermissionKey = Pick<UserPermission, 'PermissionId' | 'ResourceType' | 'ResourceId'>;

/** What else decides: the fields an `Update` changes, the grants and revocations of a `Modify`. */
export interface AuthExtra {
  fields?: readonly string[];
  grant?: readonly PermissionKey[];
  revoke?: readonly PermissionKey[];
}

/** The answer of {@link authorize}. */
export type AuthDecision = { ok: true } | { ok: false; status: 403 | 404; code: AuthRefusalCode; data: unknown };

const ALLOWED: AuthDecision = Object.freeze({ ok: true });
const deny = (code: AuthRefusalCode, data: unknown): AuthDecision => ({
  ok: false,
  status: code === 'user_not_found' ? 404 : 403,
  code,
  data,
});

/** A grant's readable name: `users.read`, or `users.read@42` on one user. */
export function grantLabel(key: PermissionKey): string {
  const name = findPermission(key.PermissionId)?.name ?? `#${key.PermissionId}`;
  return key.ResourceId === WILDCARD_RESOURCE_ID ? name : `${name}@${key.ResourceId}`;
}

/** The keys among `keys` that `permissions` do not cover (exactly or through the wildcard; suspended grants count for nothing). */
export function uncovered(permissions: readonly UserPermission[], keys: readonly PermissionKey[]): PermissionKey[] {
  return keys.filter(
    (k) =>
      !hasPermission(permissions, {
        permissionId: k.PermissionId,
        domain: k.ResourceType.Domain,
        resourceTypeId: k.ResourceType.Id,
        resourceId: k.ResourceId,
      }),
  );
}

/**
 * The target's grants the actor does not hold in force: every grant of the target counts, a suspended one too
 * (it comes back with a resume), while the actor's suspended grants count for nothing.
 */
export function grantsBeyond(target: readonly UserPermission[], actor: readonly UserPermission[]): PermissionKey[] {
  return uncovered(actor, target);
}

/** Whether every grant of the target, suspended or not, is held in force by the actor (see {@link grantsBeyond}). */
export function isSubsetOf(target: readonly UserPermission[], actor: readonly UserPermission[]): boolean {
  return grantsBeyond(target, actor).length === 0;
}

const labels = (keys: readonly PermissionKey[]) => [...new Set(keys.map(grantLabel))].join(', ');

/** Step 1: what a user may do to itself without any permission. */
function selfServiceAllows(rule: ActionRule, isSelf: boolean, extra: AuthExtra): boolean {
  if (!isSelf || !rule.selfService) return false;
  return rule.selfService === 'always' || (extra.fields ?? []).every((f) => SELF_SERVICE_FIELDS.has(f));
}

/** Step 2 (a): the catalogue permission; the refusal names it (and the restricted fields of a self-update). */
function permissionRefusal(actor: AuthParty, rule: ActionRule, resourceId: number, isSelf: boolean, extra: AuthExtra): AuthDecision | null {
  if (actor.user.UserType === UserType.Employee && can(actor.permissions, rule.permission, resourceId)) return null;
  if (isSelf && rule.selfService === 'profile') {
    const restricted = (extra.fields ?? []).filter((f) => !SELF_SERVICE_FIELDS.has(f));
    return deny('forbidden', `${rule.permission}: ${restricted.join(', ')}`);
  }
  return deny('forbidden', rule.permission);
}

/** Steps 5–7: the rules on the loaded target (individuals only, subset, held grants). */
function targetRefusal(actor: AuthParty, rule: ActionRule, target: AuthParty, extra: AuthExtra): AuthDecision | null {
  if (rule.individualsOnly && target.user.UserType !== UserType.Individual) return deny('autologin_individuals_only', target.user.Id);
  const above = grantsBeyond(target.permissions, actor.permissions);
  if (above.length) return deny('target_more_privileged', `${target.user.Id}: ${labels(above)}`);
  const grant = uncovered(actor.permissions, extra.grant ?? []);
  if (grant.length) return deny('cannot_grant_unheld_permission', labels(grant));
  const revoke = uncovered(actor.permissions, extra.revoke ?? []);
  if (revoke.length) return deny('cannot_revoke_unheld_permission', labels(revoke));
  return null;
}

/**
 * Whether `actor` may do `action` to `target` (see the module comment for the rules and their order).
 * Actions on every user ignore `target`; a targeted action without a target is asked about every user
 * (the wildcard grant decides; only reads, e.g. a hub subscription to every user, do that).
 *
 * @example
 * const d = authorize(principal, 'user.block', { user: target, permissions: store.permissionsOf(target.Id) });
 * if (!d.ok) throw refusalError(d);
 */
export function authorize(actor: AuthParty, action: AuthAction, target?: AuthTarget, extra: AuthExtra = {}): AuthDecision {
  const rule = ACTION_RULES[action];
  const targetId = !rule.targeted || target === undefined ? null : typeof target === 'number' ? target : target.user.Id;
  if (targetId === null && rule.targeted && rule.subset) throw new Error(`authorize: ${action} needs a target`);
  const isSelf = targetId !== null && targetId === actor.user.Id;
  if (selfServiceAllows(rule, isSelf, extra)) return ALLOWED;
  // Beyond its profile, a user changes itself only with the grant on every user.
  const resourceId = targetId === null || (isSelf && rule.selfService === 'profile') ? WILDCARD_RESOURCE_ID : targetId;
  const refused = permissionRefusal(actor, rule, resourceId, isSelf, extra);
  if (refused) return refused;
  if (isSelf && rule.notOnSelf) return deny(rule.notOnSelf, targetId);
  if (!rule.subset || targetId === null) return ALLOWED;
  if (typeof target === 'number') return deny('user_not_found', target);
  return targetRefusal(actor, rule, target as AuthParty, extra) ?? ALLOWED;
}

/** The error a route throws for a refusal: the status with one envelope error `{Code, Data}`. */
export function refusalError(d: Extract<AuthDecision, { ok: false }>): ApiError {
  return new ApiError(d.status, [{ Code: d.code, Data: d.data }]);
}

/** {@link authorize}, throwing the refusal's {@link ApiError}. */
export function assertAuthorized(actor: AuthParty, action: AuthAction, target?: AuthTarget, extra?: AuthExtra): void {
  const d = authorize(actor, action, target, extra);
  if (!d.ok) throw refusalError(d);
}

/** Checks a request's action; a 403 is written to the audit trail (`access.denied`) before it is thrown. */
export type RequestGuard = (
  req: FastifyRequest,
  actor: AuthParty,
  action: AuthAction,
  target?: AuthTarget,
  extra?: AuthExtra,
) => Promise<void>;

/** A refusal as the audit trail keeps it: who (`actorId`) was refused what (`action`) on whom, with which error. */
export interface Denial {
  actorId: number;
  targetId: number | null;
  /** What was refused: an {@link AuthAction}, or a route's own name for a check of its own (`user.read_comments`). */
  action: string;
  code: string;
  data: unknown;
}

/** Writes a refusal of request `req` to the audit trail: `access.denied`, details `{action, code, data}`. */
export function recordDenial(audit: Pick<AuditLog, 'record'>, req: FastifyRequest, denial: Denial): Promise<void> {
  const { actorId, targetId, action, code, data } = denial;
  return audit.record({
    action: 'access.denied',
    outcome: 'denied',
    actorId,
    targetId,
    ...requestOrigin(req),
    details: { action, code, data },
  });
}

/** The {@link RequestGuard} of the routes, writing denials to `audit`. */
export function requestGuard(audit: AuditLog): RequestGuard {
  return async (req, actor, action, target, extra) => {
    const d = authorize(actor, action, target, extra);
    if (d.ok) return;
    if (d.status === 403) {
      const targetId = target === undefined ? null : typeof target === 'number' ? target : target.user.Id;
      await recordDenial(audit, req, { actorId: actor.user.Id, targetId, action, code: d.code, data: d.data });
    }
    throw refusalError(d);
  };
}
