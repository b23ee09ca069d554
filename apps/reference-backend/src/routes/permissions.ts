import { findPermission } from '@brokerfront/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { grantLabel, requestGuard, targetOf, type PermissionKey } from '../auth/authorize';
import { authenticate } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestRecorder, type AuditLog } from '../domain/audit';
import { samePermission, type Store } from '../domain/store';
import { UserType, type UserPermission } from '../domain/types';
import { ApiError, ok } from '../http/envelope';
import { parse, parseId } from '../http/validation';
import type { UserHub } from '../hub/user-hub';
import { writeRateLimit } from './users';

/** Base path of the gateway permissions API. */
export const PERMISSIONS_BASE = '/permissions/UserPermissions';

const key = z.object({
  PermissionId: z.number().int().positive(),
  ResourceType: z.object({ Id: z.number().int().positive(), Domain: z.string().min(1).max(100) }),
  ResourceId: z.number().int().min(0),
});
/** A list of permissions of `Modify`: at most 500; absent or null is none. */
const keyList = z
  .array(key)
  .max(500)
  .nullable()
  .optional()
  .transform((v) => v ?? []);
const modifySchema = z.object({
  UserId: z.number().int().positive(),
  Grant: keyList,
  Revoke: keyList,
  Suspend: keyList,
  Resume: keyList,
});

/** A grant as the audit trail lists it. */
const audited = (p: PermissionKey) => ({ PermissionId: p.PermissionId, Name: grantLabel(p), ResourceId: p.ResourceId });

/** The grants of `list` missing from `other`, as `{PermissionId, Name, ResourceId}`. */
function missingFrom(
  list: readonly UserPermission[],
  other: readonly UserPermission[],
): Array<{ PermissionId: number; Name: string; ResourceId: number }> {
  const key = (p: PermissionKey) => `${p.PermissionId}/${p.ResourceType.Id}/${p.ResourceType.Domain}/${p.ResourceId}`;
  const have = new Set(other.map(key));
  return list.filter((p) => !have.has(key(p))).map(audited);
}

/** Registers `GET {base}/User/{userId}` and `POST {base}/Modify`. */
export function registerPermissionRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog; userHub: UserHub },
): void {
  const { store, tokens, config, audit } = deps;
  const guard = requestGuard(audit);
  const record = requestRecorder(audit);

  app.get(`${PERMISSIONS_BASE}/User/:userId`, async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const userId = parseId((req.params as { userId: string }).userId, 'userId');
    await guard(req, p, 'permissions.read', userId);
    if (!store.get(userId)) throw ApiError.notFound('user_not_found', userId);
    return ok(reply, store.permissionsOf(userId));
  });

  app.post(`${PERMISSIONS_BASE}/Modify`, writeRateLimit(tokens, config), async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const input = parse(modifySchema, req.body);
    const errors = [...input.Grant, ...input.Revoke, ...input.Suspend, ...input.Resume].flatMap((k) => {
      const def = findPermission(k.PermissionId);
      if (!def) return [{ Code: 'invalid_request', Data: `PermissionId: unknown permission ${k.PermissionId}` }];
      if (def.resourceType.Id !== k.ResourceType.Id || def.resourceType.Domain !== k.ResourceType.Domain) {
        return [
          {
            Code: 'invalid_request',
            Data: `ResourceType: permission ${k.PermissionId} applies to {Id: ${def.resourceType.Id}, Domain: "${def.resourceType.Domain}"}`,
          },
        ];
      }
      return [];
    });
    for (const k of input.Resume) {
      if (input.Suspend.some((s) => samePermission(s, k))) {
        errors.push({ Code: 'invalid_request', Data: `Resume: ${grantLabel(k)} is also in Suspend` });
      }
    }
    if (errors.length) throw ApiError.validation(errors);
    // The body is checked against the (public) catalogue first; then every rule at once, on the stored target:
    // a resume is authorised as a grant, a suspension as a revocation.
    await guard(req, p, 'permissions.modify', targetOf(store, input.UserId), {
      grant: [...input.Grant, ...input.Resume],
      revoke: [...input.Revoke, ...input.Suspend],
    });
    const { before, after, suspended, resumed } = await store.exclusive(async () => {
      const target = store.get(input.UserId);
      if (!target) throw ApiError.notFound('user_not_found', input.UserId);
      if (target.UserType !== UserType.Employee && input.Grant.length) throw ApiError.badRequest('user_not_employee', input.UserId);
      const previous = store.permissionsOf(input.UserId);
      // Only a grant the user holds (before this call) can be suspended or resumed.
      const notHeld = [...input.Suspend, ...input.Resume].filter((k) => !previous.some((g) => samePermission(g, k)));
      if (notHeld.length) throw ApiError.badRequest('permission_not_held', [...new Set(notHeld.map(grantLabel))].join(', '));
      // One transaction: grants and revocations first, then suspensions and resumptions of what is still held
      // (a grant revoked by the same call is gone, not suspended).
      const changed = await store.transaction(async (tx) => {
        await store.modifyPermissions(input.UserId, input.Grant, input.Revoke, p.user.Id, tx);
        return store.suspendPermissions(input.UserId, input.Suspend, input.Resume, p.user.Id, tx);
      });
      return { before: previous, after: store.permissionsOf(input.UserId), ...changed };
    });
    const granted = missingFrom(after, before);
    const revoked = missingFrom(before, after);
    if (granted.length || revoked.length || suspended.length || resumed.length) {
      // `Suspended` and `Resumed` are written when the call suspended or resumed a grant.
      const states = suspended.length || resumed.length ? { Suspended: suspended.map(audited), Resumed: resumed.map(audited) } : {};
      await record(req, p, 'permissions.modified', input.UserId, { Granted: granted, Revoked: revoked, ...states });
    }
    return ok(reply, after);
  });
}
