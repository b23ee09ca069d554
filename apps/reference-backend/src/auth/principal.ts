import { can, type PermissionName } from '@brokerfront/permissions';
import type { FastifyRequest } from 'fastify';
import type { Store } from '../domain/store';
import { UserType, type User, type UserPermission } from '../domain/types';
import { ApiError } from '../http/envelope';
import { delegationOf, markDelegated } from '../domain/audit';
import { authorize, targetOf } from './authorize';
import type { AccessClaims, Actor, TokenService } from './tokens';

/** The authenticated caller of a request or hub connection. */
export interface Principal {
  user: User;
  permissions: readonly UserPermission[];
  /**
   * In a delegated session ("Log in as client"): the employee acting on the user's behalf (the access token's `act`
   * claim). Absent or null in the user's own session.
   */
  actor?: Actor | null;
}

/** Options of {@link bearerOf}. */
export interface BearerOptions {
  /**
   * Also read the `access_token` query parameter (only the hub's negotiate and web-socket connect may: browsers cannot
   * set headers on a web socket). Default false: REST requests must send the Authorization header, so tokens stay out
   * of URLs, logs and browser history.
   */
  allowQuery?: boolean;
}

/** The bearer token of a request: the Authorization header, else (only with `allowQuery`) the `access_token` query parameter. */
export function bearerOf(
  req: { headers: Record<string, string | string[] | undefined>; url?: string },
  opts: BearerOptions = {},
): string | null {
  const h = req.headers['authorization'];
  const header = Array.isArray(h) ? h[0] : h;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim() || null;
  if (opts.allowQuery && req.url) {
    const q = new URL(req.url, 'http://localhost').searchParams.get('access_token');
    if (q) return q;
  }
  return null;
}

/** The bearer token of a hub negotiate or web-socket connect: the header, else the `access_token` query parameter. */
export function hubBearerOf(req: { headers: Record<string, string | string[] | undefined>; url?: string }): string | null {
  return bearerOf(req, { allowQuery: true });
}

/** Why a delegated session may no longer act: its employee is gone or deactivated, or lost the right to act. */
export type DelegationRefusal = 'actor_inactive' | 'actor_not_allowed';

/**
 * Whether employee `actorId` may still act in a delegated session of user `subjectId`: the employee exists, is
 * neither blocked nor archived, and still passes the rule that let them open it (`users.auto-login` on the user,
 * held and not suspended, see {@link authorize}). Null when they may; else why not.
 */
export function delegationRefusal(
  store: Pick<Store, 'get' | 'permissionsOf'>,
  actorId: number,
  subjectId: number,
): DelegationRefusal | null {
  const actor = store.get(actorId);
  if (!actor || actor.IsBlocked || actor.IsArchived) return 'actor_inactive';
  const party = { user: actor, permissions: store.permissionsOf(actorId) };
  return authorize(party, 'user.auto-login', targetOf(store, subjectId)).ok ? null : 'actor_not_allowed';
}

/** The 401 reason of an access token whose delegated session ended. */
export const DELEGATION_ENDED = 'delegation_ended';

/**
 * The acting employee of a delegated access token, or why the session ended: the employee must still be allowed
 * ({@link delegationRefusal}) and the session must still run (not signed out, not revoked, see
 * {@link TokenService.sessionLive}).
 */
async function delegatedActor(claims: AccessClaims, tokens: TokenService, store: Store): Promise<Actor | null> {
  if (claims.actorId === null) return null;
  if (claims.sessionId === null || delegationRefusal(store, claims.actorId, claims.userId) !== null) return null;
  if (!(await tokens.sessionLive(claims.sessionId))) return null;
  const actor = store.get(claims.actorId);
  return actor ? { Id: actor.Id, FullName: actor.FullName } : null;
}

/**
 * Checks a token and the current state of its user (and, in a delegated session, of its acting employee and of the
 * session); null with the reason when refused.
 */
export async function principalOf(
  token: string | null,
  tokens: TokenService,
  store: Store,
): Promise<{ principal: Principal; /** When the token expires, in ms since the epoch. */ expiresAt: number } | { reason: string }> {
  if (!token) return { reason: 'missing bearer token' };
  const claims = await tokens.verifyAccess(token);
  if (!claims) return { reason: 'invalid or expired token' };
  const user = store.get(claims.userId);
  if (!user) return { reason: 'user no longer exists' };
  if (user.IsBlocked || user.IsArchived) return { reason: 'user_deactivated' };
  const actor = await delegatedActor(claims, tokens, store);
  if (claims.actorId !== null && actor === null) return { reason: DELEGATION_ENDED };
  return { principal: { user, permissions: store.permissionsOf(user.Id), actor }, expiresAt: claims.exp * 1000 };
}

/**
 * Authenticates a REST request (Authorization header only, never the query string) or throws 401. A request of a
 * delegated session is marked so that its audit records name the acting employee (see {@link markDelegated}).
 */
export async function authenticate(req: FastifyRequest, tokens: TokenService, store: Store): Promise<Principal> {
  const r = await principalOf(bearerOf(req, { allowQuery: false }), tokens, store);
  if ('reason' in r) throw ApiError.unauthorized(r.reason);
  // Every audit record of a delegated request names the acting employee.
  const delegation = delegationOf(r.principal);
  if (delegation) markDelegated(req, delegation);
  return r.principal;
}

/** Whether the principal is an employee holding `permission` on `resourceId` (or on every resource). */
export function employeeCan(p: Principal, permission: PermissionName, resourceId = 0): boolean {
  return p.user.UserType === UserType.Employee && can(p.permissions, permission, resourceId);
}

/** Requires an employee holding `permission` on `resourceId`; else 403 naming the permission. */
export function requireEmployee(p: Principal, permission: PermissionName, resourceId = 0): void {
  if (!employeeCan(p, permission, resourceId)) throw ApiError.forbidden(permission);
}

/** Allows the principal on itself, otherwise requires an employee holding `permission` on `userId`. */
export function requireSelfOr(p: Principal, userId: number, permission: PermissionName): void {
  if (p.user.Id !== userId) requireEmployee(p, permission, userId);
}
