import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestGuard, targetOf } from '../auth/authorize';
import { authenticate } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestRecorder, type AuditLog } from '../domain/audit';
import type { Store } from '../domain/store';
import { SalesStatus, UserType } from '../domain/types';
import { ApiError, ok } from '../http/envelope';
import { parse } from '../http/validation';
import { USERS_BASE, writeRateLimit } from './users';

const updateSalesStatusSchema = z.object({
  UserId: z.number().int().positive(),
  SalesStatus: z.enum(SalesStatus),
});

/**
 * Registers `POST /identity/api/v1/users/UpdateSalesStatus` (an extension, see docs/api-contract.md): sets where a
 * client stands in the sales process. It needs users.update on the client and the client no more privileged than
 * the caller (as every write on a user); an employee has no sales status (400 `sales_status_clients_only`). A change
 * is pushed as `UserUpdatedEvent` and audited as `user.sales_status_changed` `{From, To}`; setting the status a
 * client already has changes nothing.
 */
export function registerSalesStatusRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog },
): void {
  const { store, tokens, config, audit } = deps;
  const guard = requestGuard(audit);
  const record = requestRecorder(audit);

  app.post(`${USERS_BASE}/UpdateSalesStatus`, writeRateLimit(tokens, config), async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const input = parse(updateSalesStatusSchema, req.body);
    await guard(req, p, 'user.update', targetOf(store, input.UserId), { fields: ['SalesStatus'] });
    const { user, from } = await store.exclusive(async () => {
      const target = store.get(input.UserId);
      if (!target) throw ApiError.notFound('user_not_found', input.UserId);
      if (target.UserType !== UserType.Individual) throw ApiError.badRequest('sales_status_clients_only', target.Id);
      if (target.SalesStatus === input.SalesStatus) return { user: target, from: target.SalesStatus };
      return { user: await store.updateUser(target.Id, { SalesStatus: input.SalesStatus }), from: target.SalesStatus };
    });
    if (from !== user.SalesStatus) await record(req, p, 'user.sales_status_changed', user.Id, { From: from, To: user.SalesStatus });
    return ok(reply, user);
  });
}
