import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { FilterError, ImportStatus, SendCredentialsStatus } from '@brokerfront/identity-api';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { hashPassword, randomPassword } from '../auth/passwords';
import { authorize, recordDenial, requestGuard, targetOf } from '../auth/authorize';
import { authenticate, bearerOf, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestRecorder, type AuditLog } from '../domain/audit';
import { isCountryCode } from '../domain/countries';
import { applyEmailChangeRules, changedByOf } from '../domain/email-changes';
import { membershipErrors } from '../domain/employee-groups';
import type { NewUser, Store } from '../domain/store';
import { Gender, USER_FIELDS, UserType, type User } from '../domain/types';
import { MAX_INACTIVITY_MINUTES, validateUserFields } from '../domain/user-validation';
import { ApiError, ok } from '../http/envelope';
import { isEmail, isName, isPhone, normalizePhone, parse, parseId } from '../http/validation';
import type { UserHub } from '../hub/user-hub';
import type { Outbox } from '../outbox';
import { FilterCache, QUERY_LIMITS, searchItems } from '../query/search';

/** Base path of the users API. */
export const USERS_BASE = '/identity/api/v1/users';

const str = (max: number) => z.string().max(max);
const optStr = (max: number) => z.string().max(max).nullable().optional();
const id = z.number().int().positive();
const ids = (max: number) => z.array(id).min(1).max(max);
const gender = z.union([z.literal(Gender.None), z.literal(Gender.Male), z.literal(Gender.Female), z.literal(Gender.Other)]);

const profile = {
  MiddleName: optStr(100),
  Address: optStr(200),
  City: optStr(100),
  State: optStr(100),
  PostalCode: optStr(20),
  CountryCode: optStr(2),
  Gender: gender.optional(),
  BirthDate: optStr(40),
  TimeZone: optStr(64),
  PhoneNumber: optStr(30),
};
const staffFields = {
  EmailConfirmed: z.boolean().optional(),
  ActiveTierName: optStr(50),
  ActiveTierColor: optStr(20),
  InactivityLogoutMinutes: z.number().int().min(1).max(MAX_INACTIVITY_MINUTES).optional(),
  IpWhitelist: optStr(1000),
};

const createSchema = z.object({
  FirstName: str(200),
  LastName: str(200),
  Email: str(254),
  Password: str(200).optional(),
  ...profile,
  ...staffFields,
});
const createEmployeeSchema = createSchema.extend({ EmployeeGroupId: id.nullable().optional() });
const affiliateSchema = z.object({
  FirstName: str(200),
  LastName: str(200),
  Email: str(254),
  Password: str(200).optional(),
  PhoneNumber: optStr(30),
  CountryCode: optStr(2),
});
const updateSchema = z.object({
  Id: id,
  FirstName: str(200).optional(),
  LastName: str(200).optional(),
  Email: str(254).optional(),
  ...profile,
  ...staffFields,
  EmployeeGroupId: id.nullable().optional(),
});

/**
 * The `Filters` and `Sort` of a generic query (§4), as Search and Export take them: lists (absent or null: none);
 * the filter trees and the columns themselves are checked by the query engine (`searchItems`, `selectItems`).
 */
export const queryFilterSchema = {
  Filters: z
    .array(z.any())
    .nullable()
    .optional()
    .transform((v) => v ?? []),
  Sort: z
    .array(z.object({ Column: z.string().min(1), Asc: z.boolean().optional().default(true) }))
    .nullable()
    .optional()
    .transform((v) => v ?? []),
};

const querySchema = z.object({
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(QUERY_LIMITS.maxPageSize),
  StartIndex: z.number().int().min(0).nullable().optional(),
  ...queryFilterSchema,
});

/** `Assign` takes a group or an account manager: exactly one of the two (null clears it). */
const assignSchema = z.object({
  UserIds: ids(1000),
  EmployeeGroupId: id.nullable().optional(),
  AccountManagerId: id.nullable().optional(),
});

const importRow = z.object({
  FirstName: z.string().max(200).nullable().optional(),
  LastName: z.string().max(200).nullable().optional(),
  Email: z.string().max(254).nullable().optional(),
  PhoneNumber: z.string().max(30).nullable().optional(),
  Country: z.string().max(60).nullable().optional(),
});

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

function baseUser(input: z.infer<typeof createSchema>, type: UserType, passwordHash: string | null): NewUser {
  return {
    FirstName: input.FirstName.trim(),
    LastName: input.LastName.trim(),
    MiddleName: emptyToNull(input.MiddleName) ?? null,
    Email: input.Email.trim(),
    EmailConfirmed: input.EmailConfirmed ?? true,
    Address: emptyToNull(input.Address) ?? null,
    City: emptyToNull(input.City) ?? null,
    State: emptyToNull(input.State) ?? null,
    Gender: input.Gender ?? Gender.None,
    PhoneNumber: input.PhoneNumber ? normalizePhone(input.PhoneNumber) : null,
    UserType: type,
    BirthDate: emptyToNull(input.BirthDate) ?? '',
    CountryCode: input.CountryCode ? input.CountryCode.toUpperCase() : null,
    PostalCode: emptyToNull(input.PostalCode) ?? null,
    AvatarFileName: null,
    ActiveTierName: emptyToNull(input.ActiveTierName) ?? null,
    ActiveTierColor: emptyToNull(input.ActiveTierColor) ?? null,
    IsFullyRegistered: type === UserType.Employee,
    IsArchived: false,
    IsBlocked: false,
    InactivityLogoutMinutes: input.InactivityLogoutMinutes ?? MAX_INACTIVITY_MINUTES,
    TimeZone: emptyToNull(input.TimeZone) ?? null,
    IpWhitelist: emptyToNull(input.IpWhitelist) ?? null,
    EmployeeGroupId: null,
    passwordHash,
  };
}

const IMAGE_TYPES: Array<{ ext: string; test: (b: Buffer) => boolean }> = [
  { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * The options of a write route: at most `config.limits.writesPerUserPerMinute` requests per minute per signed-in
 * user (per route), then 429 `too_many_requests` with `Retry-After`. The key is the `sub` of a bearer token whose
 * signature checks out (so a forged token cannot spend someone else's allowance), else the client's address.
 */
export function writeRateLimit(tokens: Pick<TokenService, 'verifyAccess'>, config: BackendConfig): RouteShorthandOptions {
  const keyGenerator = async (req: FastifyRequest): Promise<string> => {
    const token = bearerOf({ headers: req.headers });
    const claims = token ? await tokens.verifyAccess(token).catch(() => null) : null;
    return claims ? `user:${claims.userId}` : `ip:${req.ip}`;
  };
  return { config: { rateLimit: { max: config.limits.writesPerUserPerMinute, timeWindow: 60_000, keyGenerator } } };
}

/** Ends every session of a user at once: its refresh tokens are revoked and its hub connections closed. */
export async function endSessionsOf(
  deps: { tokens: Pick<TokenService, 'revokeUser'>; userHub: Pick<UserHub, 'closeConnectionsOf'> },
  userId: number,
  reason: string,
): Promise<void> {
  await deps.tokens.revokeUser(userId);
  deps.userHub.closeConnectionsOf(userId, reason);
}

/** The names of the fields `patch` changes on `before`. */
function changedFields(before: User, patch: Partial<User>): string[] {
  return Object.entries(patch)
    .filter(([k, v]) => (before as Record<string, unknown>)[k] !== v)
    .map(([k]) => k);
}

/**
 * How many rows of an import go into the database at a time (see `ImportAffiliateUsers`): the database runs in this
 * process, so one statement holds the event loop; 50 rows keep that to tens of milliseconds.
 */
export const IMPORT_CHUNK_ROWS = 50;

/** The hub's close reason for a deactivated user. */
const NO_LONGER_ACTIVE = 'User is no longer active';

/** Registers the users API (`/identity/api/v1/users/...`). */
export function registerUserRoutes(
  app: FastifyInstance,
  deps: {
    store: Store;
    tokens: TokenService;
    config: BackendConfig;
    outbox: Outbox;
    uploadsDir: string;
    audit: AuditLog;
    userHub: UserHub;
  },
): void {
  const { store, tokens, config, outbox, uploadsDir, audit } = deps;
  const searchCache = new FilterCache<User>(() => store.version);
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);
  const guard = requestGuard(audit);
  const writes = writeRateLimit(tokens, config);
  const mustGet = (userId: number): User => {
    const u = store.get(userId);
    if (!u) throw ApiError.notFound('user_not_found', userId);
    return u;
  };
  /** Writes a successful action of `p` on `targetId` to the audit trail. */
  const record = requestRecorder(audit);
  const endSessions = (userId: number, reason: string) => endSessionsOf(deps, userId, reason);

  /** Creates one user: the password is hashed first, the lock only covers the uniqueness checks and the insert. */
  const create = async (
    req: FastifyRequest,
    p: Principal,
    input: z.infer<typeof createEmployeeSchema>,
    type: UserType,
    extra: Partial<NewUser> = {},
  ) => {
    const hash = await hashPassword(input.Password ?? randomPassword());
    const user = await store.exclusive(async () => {
      const errors = [...validateUserFields(store, input), ...(await membershipErrors(store.db.pg, [], extra.EmployeeGroupId ?? null))];
      if (errors.length) throw ApiError.validation(errors);
      const [created] = await store.createUsers([{ ...baseUser(input, type, hash), ...extra }]);
      return created as User;
    });
    await record(req, p, 'user.created', user.Id, { UserType: user.UserType, Route: req.routeOptions.url?.split('/').pop() ?? null });
    return user;
  };

  app.post(`${USERS_BASE}/CreateIndividual`, writes, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'user.create');
    const input = parse(createSchema, req.body);
    return ok(reply, await create(req, p, input, UserType.Individual), 201);
  });

  app.post(`${USERS_BASE}/CreateEmployee`, writes, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'user.create');
    const input = parse(createEmployeeSchema, req.body);
    return ok(reply, await create(req, p, input, UserType.Employee, { EmployeeGroupId: input.EmployeeGroupId ?? null }), 201);
  });

  app.post(`${USERS_BASE}/RegisterAffiliateUser`, writes, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'user.create');
    const input = parse(affiliateSchema, req.body);
    return ok(reply, await create(req, p, input, UserType.Individual, { IsFullyRegistered: false }), 201);
  });

  /** The employee-group rules of an `Update` that changes `EmployeeGroupId` (see `membershipErrors`); none otherwise. */
  const groupChangeErrors = async (userId: number, groupId: number | null | undefined) => {
    const user = mustGet(userId);
    return groupId === undefined || groupId === user.EmployeeGroupId ? [] : membershipErrors(store.db.pg, [user], groupId);
  };

  app.post(`${USERS_BASE}/Update`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(updateSchema, req.body);
    const target = mustGet(input.Id);
    const fields = Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    await guard(req, p, 'user.update', targetOf(store, target.Id), { fields });
    const { user, changed, previous, emailChanged, emailRestored } = await store.exclusive(async () => {
      const errors = [...validateUserFields(store, input, target.Id), ...(await groupChangeErrors(target.Id, input.EmployeeGroupId))];
      if (errors.length) throw ApiError.validation(errors);
      const patch: Partial<User> = {};
      for (const [k, v] of Object.entries(input)) {
        if (k === 'Id' || v === undefined) continue;
        const value = typeof v === 'string' ? v.trim() : v;
        (patch as Record<string, unknown>)[k] =
          k === 'PhoneNumber'
            ? value
              ? normalizePhone(String(value))
              : null
            : k === 'CountryCode'
              ? value
                ? String(value).toUpperCase()
                : null
              : value === '' && k !== 'FirstName' && k !== 'LastName' && k !== 'Email'
                ? null
                : value;
      }
      const current = store.get(target.Id);
      if (!current) throw ApiError.notFound('user_not_found', target.Id);
      // A new address is unconfirmed until its owner confirms it (see `app.emailChanges`).
      // Setting the confirmed address an unconfirmed change replaced withdraws the change and restores that address.
      const emailRestored = patch.Email !== undefined && (await req.server.emailChanges.restores(target.Id, String(patch.Email)));
      const pending = patch.EmailConfirmed === true && (await req.server.emailChanges.pending(target.Id));
      const emailChanged = emailRestored ? false : applyEmailChangeRules(current, patch, pending);
      if (emailRestored) patch.EmailConfirmed = true;
      if (Object.keys(patch).length === 0) return { user: current, changed: [], previous: current, emailChanged, emailRestored };
      const updated = await store.updateUser(target.Id, patch);
      return { user: updated, changed: changedFields(current, patch), previous: current, emailChanged, emailRestored };
    });
    if (changed.length) await record(req, p, 'user.updated', user.Id, { Fields: changed });
    if (emailChanged) await req.server.emailChanges.started(req, previous, user, changedByOf(p));
    if (emailRestored) await req.server.emailChanges.restored(req, user, changedByOf(p));
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/SetIsArchived`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserId: id, IsArchived: z.boolean() }), req.body);
    await guard(req, p, 'user.archive', targetOf(store, input.UserId));
    const { user, changed } = await store.exclusive(async () => {
      const target = mustGet(input.UserId);
      if (input.IsArchived && target.IsArchived) throw ApiError.badRequest('already_archived', target.Id);
      if (target.IsArchived === input.IsArchived) return { user: target, changed: false };
      return { user: await store.updateUser(target.Id, { IsArchived: input.IsArchived }), changed: true };
    });
    if (user.IsArchived) await endSessions(user.Id, NO_LONGER_ACTIVE);
    if (changed) await record(req, p, user.IsArchived ? 'user.archived' : 'user.unarchived', user.Id);
    return ok(reply, user);
  });

  /** Authorises `action` on each of `ids` (the first refusal wins). */
  const guardEach = async (req: FastifyRequest, p: Principal, action: 'user.promote' | 'user.assign', ids: readonly number[]) => {
    for (const uid of new Set(ids)) await guard(req, p, action, targetOf(store, uid));
  };

  app.post(`${USERS_BASE}/Promote`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserIds: ids(1000) }), req.body);
    await guardEach(req, p, 'user.promote', input.UserIds);
    const users = await store.exclusive(async () => {
      const targets = [...new Set(input.UserIds)].map(mustGet);
      const employees = targets.filter((u) => u.UserType !== UserType.Individual);
      if (employees.length) throw ApiError.badRequest('invalid_request', `UserIds: not clients: ${employees.map((u) => u.Id).join(', ')}`);
      const todo = targets.filter((u) => !u.IsFullyRegistered);
      if (todo.length === 0) throw ApiError.badRequest('already_promoted', input.UserIds);
      return store.updateUsers(
        todo.map((u) => u.Id),
        { IsFullyRegistered: true },
      );
    });
    for (const u of users) await record(req, p, 'user.promoted', u.Id);
    return ok(reply, users);
  });

  app.post(`${USERS_BASE}/Assign`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(assignSchema, req.body);
    const hasGroup = input.EmployeeGroupId !== undefined;
    if (hasGroup === (input.AccountManagerId !== undefined)) {
      throw ApiError.badRequest('invalid_request', 'body: send exactly one of EmployeeGroupId and AccountManagerId');
    }
    await guardEach(req, p, 'user.assign', input.UserIds);
    const patch = hasGroup ? { EmployeeGroupId: input.EmployeeGroupId ?? null } : { AccountManagerId: input.AccountManagerId ?? null };
    const users = await store.exclusive(async () => {
      const targets = [...new Set(input.UserIds)].map(mustGet);
      if (patch.AccountManagerId != null) {
        // The manager is checked against the store under the lock, so it is still an active employee at commit.
        const manager = store.get(patch.AccountManagerId);
        if (!manager || manager.UserType !== UserType.Employee || manager.IsBlocked || manager.IsArchived) {
          throw ApiError.badRequest('invalid_account_manager', patch.AccountManagerId);
        }
        const employees = targets.filter((u) => u.UserType !== UserType.Individual);
        if (employees.length) throw ApiError.validation(employees.map((u) => ({ Code: 'not_a_client', Data: u.Id })));
      }
      if (hasGroup) {
        // The group exists, only employees join it, and no lead leaves the group it leads (checked under the lock).
        const errors = await membershipErrors(store.db.pg, targets, input.EmployeeGroupId ?? null);
        if (errors.length) throw ApiError.validation(errors);
      }
      return store.updateUsers(
        targets.map((u) => u.Id),
        patch,
      );
    });
    for (const u of users) await record(req, p, 'user.assigned', u.Id, patch);
    return ok(reply, users);
  });

  app.post(`${USERS_BASE}/Comment`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserId: id, Text: z.string().trim().min(1).max(4000) }), req.body);
    await guard(req, p, 'user.comment', targetOf(store, input.UserId));
    mustGet(input.UserId);
    const r = await store.db.pg.query<{ id: number; created_at: Date }>(
      'INSERT INTO user_comments (user_id, text, created_at, created_by) VALUES ($1, $2, now(), $3) RETURNING id, created_at',
      [input.UserId, input.Text, p.user.Id],
    );
    const row = r.rows[0]!;
    await record(req, p, 'user.commented', input.UserId, { CommentId: row.id });
    return ok(
      reply,
      { Id: row.id, UserId: input.UserId, Text: input.Text, CreatedAt: new Date(row.created_at).toISOString(), CreatedBy: p.user.Id },
      201,
    );
  });

  /**
   * Inserts `users` in one transaction (all or none), {@link IMPORT_CHUNK_ROWS} at a time, yielding the event loop
   * between two chunks so that other requests are answered while a large import runs.
   */
  const insertInChunks = (users: readonly NewUser[]): Promise<User[]> =>
    store.transaction(async (tx) => {
      const created: User[] = [];
      for (let start = 0; start < users.length; start += IMPORT_CHUNK_ROWS) {
        if (start > 0) await yieldToEventLoop();
        created.push(...(await store.createUsers(users.slice(start, start + IMPORT_CHUNK_ROWS), { tx })));
      }
      return created;
    });

  app.post(`${USERS_BASE}/ImportAffiliateUsers`, writes, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'user.import');
    const input = parse(z.object({ Users: z.array(importRow).min(1).max(5000) }), req.body);
    const hash = await hashPassword(randomPassword());
    const result = await store.exclusive(async () => {
      const seenEmails = new Set<string>();
      const seenPhones = new Set<string>();
      const rows = input.Users.map((r) => {
        const row = {
          FirstName: (r.FirstName ?? '').trim(),
          LastName: (r.LastName ?? '').trim(),
          Email: (r.Email ?? '').trim(),
          PhoneNumber: (r.PhoneNumber ?? '').trim(),
          Country: (r.Country ?? '').trim(),
        };
        const email = row.Email.toLowerCase();
        const phone = row.PhoneNumber ? normalizePhone(row.PhoneNumber) : '';
        let status = ImportStatus.Success;
        if (!isName(row.FirstName)) status = ImportStatus.InvalidFirstName;
        else if (!isName(row.LastName)) status = ImportStatus.InvalidLastName;
        else if (!isEmail(row.Email)) status = ImportStatus.InvalidEmail;
        else if (seenEmails.has(email)) status = ImportStatus.DuplicateEmail;
        else if (store.findByEmail(email)) status = ImportStatus.EmailAlreadyInUse;
        else if (row.PhoneNumber && !isPhone(row.PhoneNumber)) status = ImportStatus.InvalidPhoneNumber;
        else if (phone && seenPhones.has(phone)) status = ImportStatus.DuplicatePhoneNumber;
        else if (phone && store.findByPhone(phone)) status = ImportStatus.PhoneNumberAlreadyInUse;
        else if (!isCountryCode(row.Country)) status = ImportStatus.InvalidCountry;
        if (row.Email) seenEmails.add(email);
        if (phone && isPhone(row.PhoneNumber)) seenPhones.add(phone);
        return { row, status, phone };
      });
      const good = rows.filter((r) => r.status === ImportStatus.Success);
      const created = await insertInChunks(
        good.map((g) => ({
          ...baseUser({ FirstName: g.row.FirstName, LastName: g.row.LastName, Email: g.row.Email }, UserType.Individual, hash),
          PhoneNumber: g.phone || null,
          CountryCode: g.row.Country.toUpperCase(),
          IsFullyRegistered: false,
        })),
      );
      const idByEmail = new Map(created.map((u) => [u.Email.toLowerCase(), u.Id]));
      return {
        Results: rows.map((r) => ({
          ...r.row,
          Status: r.status,
          UserId: r.status === ImportStatus.Success ? (idByEmail.get(r.row.Email.toLowerCase()) ?? null) : null,
        })),
      };
    });
    const createdIds = result.Results.flatMap((r) => (r.UserId === null ? [] : [r.UserId]));
    await record(req, p, 'users.imported', null, {
      Rows: result.Results.length,
      Created: createdIds.length,
      Rejected: result.Results.length - createdIds.length,
      UserIds: createdIds.slice(0, 1000),
    });
    return ok(reply, result);
  });

  app.post(`${USERS_BASE}/SendCredentialsForClients`, writes, async (req, reply) => {
    const p = await auth(req);
    if (p.user.UserType !== UserType.Employee) {
      await recordDenial(audit, req, {
        actorId: p.user.Id,
        targetId: null,
        action: 'user.send-credentials',
        code: 'forbidden',
        data: 'users.send-credentials',
      });
      throw ApiError.forbidden('users.send-credentials');
    }
    const body = req.body as { UserIds?: unknown } | null;
    const parsed = z.object({ UserIds: ids(100) }).safeParse(body);
    if (!parsed.success) return ok(reply, { Status: SendCredentialsStatus.ValidationError });
    const uniqueIds = [...new Set(parsed.data.UserIds)];
    for (const uid of uniqueIds) {
      try {
        await guard(req, p, 'user.send-credentials', targetOf(store, uid));
      } catch (e) {
        // A refusal answers Forbidden; an unknown id (404) is a ValidationError, found below.
        if (e instanceof ApiError && e.status === 403) return ok(reply, { Status: SendCredentialsStatus.Forbidden });
        if (!(e instanceof ApiError && e.status === 404)) throw e;
      }
    }
    const targets = uniqueIds.map((uid) => store.get(uid));
    if (targets.some((u) => !u || u.UserType !== UserType.Individual || u.IsBlocked || u.IsArchived)) {
      return ok(reply, { Status: SendCredentialsStatus.ValidationError });
    }
    // New credentials never go to an address someone other than its owner set and the owner has not confirmed.
    for (const u of targets as User[]) {
      if (await req.server.emailChanges.setByAnother(u.Id)) return ok(reply, { Status: SendCredentialsStatus.ValidationError });
    }
    try {
      const creds = await Promise.all(
        (targets as User[]).map(async (u) => {
          const password = randomPassword();
          return { user: u, password, hash: await hashPassword(password) };
        }),
      );
      await store.exclusive(() =>
        store.transaction(async (tx) => {
          for (const c of creds) await store.setPasswordHash(c.user.Id, c.hash, tx);
        }),
      );
      for (const c of creds) {
        // The password was reset: whoever held the old one is signed out everywhere.
        await endSessions(c.user.Id, 'Credentials were reset');
        await outbox.write({
          kind: 'credentials',
          to: c.user.Email,
          subject: 'Your login credentials',
          body: `Hello ${c.user.FullName},\n\nyou can now sign in with\n  e-mail: ${c.user.Email}\n  password: ${c.password}\n`,
          data: { userId: c.user.Id, sentBy: p.user.Id },
        });
        await record(req, p, 'user.credentials_sent', c.user.Id);
      }
      return ok(reply, { Status: SendCredentialsStatus.Success });
    } catch (e) {
      req.log.error(e);
      return ok(reply, { Status: SendCredentialsStatus.Other });
    }
  });

  app.post(`${USERS_BASE}/Search`, async (req, reply) => {
    const p = await auth(req);
    await guard(req, p, 'user.search');
    const q = parse(querySchema, req.body);
    try {
      return ok(reply, searchItems(store.all(), q, USER_FIELDS, searchCache));
    } catch (e) {
      if (e instanceof FilterError) throw ApiError.badRequest('invalid_request', e.problem);
      throw e;
    }
  });

  app.post(`${USERS_BASE}/GetFullNameOfUsers`, async (req, reply) => {
    const p = await auth(req);
    const body = req.body;
    const list = Array.isArray(body) ? body : (body as { UserIds?: unknown } | null)?.UserIds;
    const userIds = parse(z.array(id).max(1000), list ?? null);
    const out = [...new Set(userIds)]
      .map((uid) => store.get(uid))
      .filter((u): u is User => !!u && authorize(p, 'user.read', u.Id).ok)
      .map((u) => ({ UserId: u.Id, FullName: u.FullName }));
    return ok(reply, out);
  });

  app.get(`${USERS_BASE}/GetCurrentUser`, async (req, reply) => {
    const p = await auth(req);
    return ok(reply, p.user);
  });

  app.get(`${USERS_BASE}/:id`, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'user.read', userId);
    return ok(reply, mustGet(userId));
  });

  app.delete(`${USERS_BASE}/:id`, writes, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'user.delete', targetOf(store, userId));
    const user = await store.exclusive(async () => {
      mustGet(userId);
      return store.deleteUser(userId);
    });
    await endSessions(userId, NO_LONGER_ACTIVE);
    if (user?.AvatarFileName) await unlink(path.join(uploadsDir, user.AvatarFileName)).catch(() => undefined);
    await record(req, p, 'user.deleted', userId, user ? { Email: user.Email, FullName: user.FullName, UserType: user.UserType } : null);
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/:id/SetIsBlocked`, writes, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'user.block', targetOf(store, userId));
    const flag = (req.query as Record<string, unknown>)['isBlocked'];
    if (flag !== 'true' && flag !== 'false') throw ApiError.badRequest('invalid_request', 'isBlocked: expected true or false');
    const { user, changed } = await store.exclusive(async () => {
      const target = mustGet(userId);
      if (target.IsBlocked === (flag === 'true')) return { user: target, changed: false };
      return { user: await store.updateUser(userId, { IsBlocked: flag === 'true' }), changed: true };
    });
    if (user.IsBlocked) await endSessions(user.Id, NO_LONGER_ACTIVE);
    if (changed) await record(req, p, user.IsBlocked ? 'user.blocked' : 'user.unblocked', user.Id);
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/:id/CreateAutoLogin`, writes, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'user.auto-login', targetOf(store, userId));
    const target = mustGet(userId);
    if (target.IsBlocked || target.IsArchived) throw ApiError.badRequest('user_deactivated', userId);
    const { token, expiresAt } = await tokens.createAutoLogin(userId, p.user.Id);
    await record(req, p, 'autologin.created', userId, { ExpiresAt: expiresAt });
    const url = new URL(config.autoLoginUrl);
    url.searchParams.set('token', token);
    return ok(reply, { Token: token, URL: url.toString() });
  });

  app.post(`${USERS_BASE}/:id/SetAvatar`, writes, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'user.avatar', targetOf(store, userId));
    mustGet(userId);
    if (!req.isMultipart()) throw ApiError.badRequest('invalid_request', 'File: expected multipart/form-data');
    let file: { buffer: Buffer } | undefined;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'File' || file) {
          part.file.resume();
          throw ApiError.badRequest('invalid_request', `${part.fieldname}: unexpected file field (send one field named File)`);
        }
        const buffer = await part.toBuffer();
        file = { buffer };
      }
    }
    if (!file || file.buffer.length === 0) throw ApiError.badRequest('invalid_request', 'File: missing');
    const type = IMAGE_TYPES.find((t) => t.test(file!.buffer));
    if (!type) throw ApiError.badRequest('invalid_request', 'File: not a PNG, JPEG, GIF or WebP image');
    const name = `avatar-${userId}-${randomBytes(8).toString('hex')}.${type.ext}`;
    await mkdir(uploadsDir, { recursive: true });
    const tmp = path.join(uploadsDir, `${name}.tmp`);
    await writeFile(tmp, file.buffer);
    await rename(tmp, path.join(uploadsDir, name));
    let previous: string | null = null;
    const user = await store
      .exclusive(async () => {
        const target = store.get(userId);
        if (!target) throw ApiError.notFound('user_not_found', userId);
        previous = target.AvatarFileName;
        return store.updateUser(userId, { AvatarFileName: name });
      })
      .catch(async (e: unknown) => {
        await unlink(path.join(uploadsDir, name)).catch(() => undefined);
        throw e;
      });
    if (previous) await unlink(path.join(uploadsDir, previous)).catch(() => undefined);
    await record(req, p, 'user.avatar_set', userId, { AvatarFileName: name });
    return ok(reply, user);
  });
}
