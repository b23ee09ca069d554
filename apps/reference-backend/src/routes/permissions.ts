import { findPermission } from '@brokerfront/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { grantLabel, requestGuard, targetOf, type PermissionKey } from '../auth/authorize';
import { authenticate } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestOrigin, type AuditLog } from '../domain/audit';
import type { Store } from '../domain/store';
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
const modifySchema = z.object({
  UserId: z.number().int().positive(),
  Grant: z
    .array(key)
    .max(500)
    .nullable()
    .optional()
    .transform((v) => v ?? []),
  Revoke: z
    .array(key)
    .max(500)
    .nullable()
    .optional()
    .transform((v) => v ?? []),
});

/** The grants of `list` missing from `other`, as `{PermissionId, Name, ResourceId}`. */
function missingFrom(
  list: readonly UserPermission[],
  other: readonly UserPermission[],
): Array<{ PermissionId: number; Name: string; ResourceId: number }> {
  const key = (p: PermissionKey) => `${p.PermissionId}/${p.ResourceType.Id}/${p.ResourceType.Domain}/${p.ResourceId}`;
  const have = new Set(other.map(key));
  return list
    .filter((p) => !have.has(key(p)))
    .map((p) => ({ PermissionId: p.PermissionId, Name: grantLabel(p), ResourceId: p.ResourceId }));
}

/** Registers `GET {base}/User/{userId}` and `POST {base}/Modify`. */
export function registerPermissionRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog; userHub: UserHub },
): void {
  const { store, tokens, config, audit } = deps;
  const guard = requestGuard(audit);

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
    const errors = [...input.Grant, ...input.Revoke].flatMap((k) => {
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
    if (errors.length) throw ApiError.validation(errors);
    // The body is checked against the (public) catalogue first; then every rule at once, on the stored target.
    await guard(req, p, 'permissions.modify', targetOf(store, input.UserId), { grant: input.Grant, revoke: input.Revoke });
    const { before, after } = await store.exclusive(async () => {
      const target = store.get(input.UserId);
      if (!target) throw ApiError.notFound('user_not_found', input.UserId);
      if (target.UserType !== UserType.Employee && input.Grant.length) throw ApiError.badRequest('user_not_employee', input.UserId);
      const previous = store.permissionsOf(input.UserId);
      return { before: previous, after: await store.modifyPermissions(input.UserId, input.Grant, input.Revoke, p.user.Id) };
    });
    const granted = missingFrom(after, before);
    const revoked = missingFrom(before, after);
    if (granted.length || revoked.length) {
      await audit.record({
        action: 'permissions.modified',
        actorId: p.user.Id,
        targetId: input.UserId,
        ...requestOrigin(req),
        details: { Granted: granted, Revoked: revoked },
      });
    }
    return ok(reply, after);
  });
}
