import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestGuard, targetOf } from '../auth/authorize';
import { authenticate } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { AuditAction, AuditLog, AuditRecord } from '../domain/audit';
import type { Store } from '../domain/store';
import { ApiError, ok } from '../http/envelope';
import { backwardsPageQuery, parse, parseId, queryInt } from '../http/validation';
import { USERS_BASE } from './users';

/** Most records one answer holds. */
export const AUDIT_PAGE_MAX = 500;

const pageQuery = backwardsPageQuery(AUDIT_PAGE_MAX);
const searchQuery = pageQuery.extend({
  action: z
    .string()
    .regex(/^[a-z_.]{1,50}$/, 'expected an audit action such as user.blocked')
    .optional(),
  actorId: queryInt(1).optional(),
  targetId: queryInt(1).optional(),
});

/** Merges two newest-first lists into one (each record once), keeping the `limit` newest. */
export function mergeNewestFirst(a: readonly AuditRecord[], b: readonly AuditRecord[], limit: number): AuditRecord[] {
  const byId = new Map<number, AuditRecord>();
  for (const r of [...a, ...b]) byId.set(r.Id, r);
  return [...byId.values()].sort((x, y) => y.Id - x.Id).slice(0, limit);
}

/**
 * Registers the audit trail's read side (envelope answers, newest first, paged backwards with `beforeId`):
 *
 * - `GET /identity/api/v1/users/{id}/Audit?limit=&beforeId=`: the records where the user is the target or the
 *   actor; for employees holding `users.read` on the user who are at least as privileged as the user.
 * - `GET /identity/api/v1/users/Audit?action=&actorId=&targetId=&limit=&beforeId=`: every record matching the
 *   filters; for employees holding the wildcard `permissions.read`.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: { store: Store; tokens: TokenService; audit: AuditLog }): void {
  const { store, tokens, audit } = deps;
  const guard = requestGuard(audit);
  const query = <T extends z.ZodType>(schema: T, q: unknown): z.infer<T> => parse(schema, q ?? {});

  app.get(`${USERS_BASE}/Audit`, async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    await guard(req, p, 'audit.search');
    const q = query(searchQuery, req.query);
    const records = await audit.list({
      action: q.action as AuditAction | undefined,
      actorId: q.actorId,
      targetId: q.targetId,
      limit: q.limit,
      beforeId: q.beforeId,
    });
    return ok(reply, records);
  });

  app.get(`${USERS_BASE}/:id/Audit`, async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'audit.read', targetOf(store, userId));
    if (!store.get(userId)) throw ApiError.notFound('user_not_found', userId);
    const q = query(pageQuery, req.query);
    const page = { limit: q.limit, beforeId: q.beforeId };
    const [asTarget, asActor] = await Promise.all([audit.list({ ...page, targetId: userId }), audit.list({ ...page, actorId: userId })]);
    return ok(reply, mergeNewestFirst(asTarget, asActor, q.limit));
  });
}
