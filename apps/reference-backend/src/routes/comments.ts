import type { UserComment } from '@brokerfront/identity-api';
import type { FastifyInstance } from 'fastify';
import { recordDenial } from '../auth/authorize';
import { authenticate, employeeCan } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { AuditLog } from '../domain/audit';
import type { Store } from '../domain/store';
import { ApiError, ok } from '../http/envelope';
import { backwardsPageQuery, parse, parseId } from '../http/validation';
import { USERS_BASE } from './users';

/** Most comments one answer holds. */
export const COMMENTS_PAGE_MAX = 500;

const pageQuery = backwardsPageQuery(COMMENTS_PAGE_MAX);

/**
 * Registers `GET /identity/api/v1/users/{id}/Comments?limit=&beforeId=` (an extension, see docs/api-contract.md):
 * the comments employees wrote on a user (`POST Comment`), newest first, paged backwards with `beforeId` as the
 * audit trail is. Comments are back-office notes: only an employee holding users.read on the user reads them (a
 * client, even on itself, is refused with 403 `forbidden`, written to the audit trail as `access.denied`).
 */
export function registerCommentRoutes(app: FastifyInstance, deps: { store: Store; tokens: TokenService; audit: AuditLog }): void {
  const { store, tokens, audit } = deps;

  app.get(`${USERS_BASE}/:id/Comments`, async (req, reply) => {
    const p = await authenticate(req, tokens, store);
    const userId = parseId((req.params as { id: string }).id);
    if (!employeeCan(p, 'users.read', userId)) {
      await recordDenial(audit, req, {
        actorId: p.user.Id,
        targetId: userId,
        action: 'user.read_comments',
        code: 'forbidden',
        data: 'users.read',
      });
      throw ApiError.forbidden('users.read');
    }
    if (!store.get(userId)) throw ApiError.notFound('user_not_found', userId);
    const q = parse(pageQuery, req.query ?? {});
    const args: unknown[] = [userId];
    let where = 'user_id = $1';
    if (q.beforeId !== undefined) {
      args.push(q.beforeId);
      where += ` AND id < $${args.length}`;
    }
    args.push(q.limit);
    const r = await store.db.pg.query<{ id: number; user_id: number; text: string; created_at: Date; created_by: number }>(
      `SELECT id, user_id, text, created_at, created_by FROM user_comments WHERE ${where} ORDER BY id DESC LIMIT $${args.length}`,
      args,
    );
    const comments: UserComment[] = r.rows.map((row) => ({
      Id: Number(row.id),
      UserId: Number(row.user_id),
      Text: row.text,
      CreatedAt: new Date(row.created_at).toISOString(),
      CreatedBy: Number(row.created_by),
    }));
    return ok(reply, comments);
  });
}
