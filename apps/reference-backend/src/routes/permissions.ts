import type { UserHub } from '../hub/user-hub';
import type { AuditLog } from '../domain/audit';
import type { BackendConfig } from '../config';
import { findPermission } from '@brokerfront/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate, requireEmployee, requireSelfOr } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../domain/store';
import { UserType } from '../domain/types';
import { ApiError, ok } from '../http/envelope';
import { parse, parseId } from '../http/validation';

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

/** Registers `GET {base}/User/{userId}` and `POST {base}/Modify`. */
export function registerPermissionRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog; userHub: UserHub },
): void {
  const { store, tokens } = deps;

  app.get(`${PERMISSIONS_BASE}/User/:userId`, async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const userId = parseId((req.params as { userId: string }).userId, 'userId');
    requireSelfOr(p, userId, 'permissions.read');
    if (!store.get(userId)) throw ApiError.notFound('user_not_found', userId);
    return ok(reply, store.permissionsOf(userId));
  });

  app.post(`${PERMISSIONS_BASE}/Modify`, async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const input = parse(modifySchema, req.body);
    requireEmployee(p, 'permissions.modify', input.UserId);
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
    const list = await store.exclusive(async () => {
      const target = store.get(input.UserId);
      if (!target) throw ApiError.notFound('user_not_found', input.UserId);
      if (target.UserType !== UserType.Employee && input.Grant.length) throw ApiError.badRequest('user_not_employee', input.UserId);
      return store.modifyPermissions(input.UserId, input.Grant, input.Revoke, p.user.Id);
    });
    return ok(reply, list);
  });
}
