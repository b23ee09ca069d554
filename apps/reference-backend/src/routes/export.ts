import { FilterError } from '@brokerfront/identity-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestGuard } from '../auth/authorize';
import { authenticate, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestRecorder, type AuditLog } from '../domain/audit';
import type { Store } from '../domain/store';
import { USER_FIELDS, type User } from '../domain/types';
import { csvStream, exportFileName, usersCsvChunks } from '../domain/users-csv';
import { ApiError } from '../http/envelope';
import { parse } from '../http/validation';
import { FilterCache, selectItems } from '../query/search';
import { queryFilterSchema, USERS_BASE, writeRateLimit } from './users';

/** Columns of one export: at least one, at most this many. */
export const EXPORT_MAX_COLUMNS = 40;

const KNOWN_FIELDS: ReadonlySet<string> = new Set(USER_FIELDS);

const exportSchema = z.object({
  ...queryFilterSchema,
  Columns: z
    .array(z.string().max(100))
    .min(1)
    .max(EXPORT_MAX_COLUMNS)
    .superRefine((columns, ctx) => {
      const seen = new Set<string>();
      columns.forEach((column, i) => {
        if (!KNOWN_FIELDS.has(column)) ctx.addIssue({ code: 'custom', path: [i], message: `unknown field: ${column}` });
        else if (seen.has(column)) ctx.addIssue({ code: 'custom', path: [i], message: `duplicate field: ${column}` });
        seen.add(column);
      });
    }),
});

/**
 * Registers `POST /identity/api/v1/users/Export` (an extension, see docs/api-contract.md): every user matching a
 * generic query's filters, in its sort order, as a streamed CSV of the chosen wire fields.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog },
): void {
  const { store, tokens, config, audit } = deps;
  const cache = new FilterCache<User>(() => store.version, 4);
  const guard = requestGuard(audit);
  const record = requestRecorder(audit);
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);

  app.post(`${USERS_BASE}/Export`, writeRateLimit(tokens, config), async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'user.search');
    const input = parse(exportSchema, req.body);
    let users: readonly User[];
    try {
      users = selectItems(store.all(), input, USER_FIELDS, cache);
    } catch (e) {
      if (e instanceof FilterError) throw ApiError.badRequest('invalid_request', e.problem);
      throw e;
    }
    const columns = input.Columns as (keyof User)[];
    await record(req, p, 'users.exported', null, { Rows: users.length, Columns: columns, Filters: input.Filters, Sort: input.Sort });
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('access-control-expose-headers', 'Content-Disposition')
      .send(csvStream(usersCsvChunks(users, columns)));
  });
}
