import type { UserHub } from '../hub/user-hub';
import type { AuditLog } from '../domain/audit';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { FilterError, ImportStatus, SendCredentialsStatus } from '@brokerfront/identity-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword, randomPassword } from '../auth/passwords';
import { authenticate, employeeCan, requireEmployee, requireSelfOr, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { isCountryCode } from '../domain/countries';
import type { NewUser, Store } from '../domain/store';
import { Gender, USER_FIELDS, UserType, type User } from '../domain/types';
import { validateUserFields } from '../domain/user-validation';
import { ApiError, ok } from '../http/envelope';
import { isEmail, isName, isPhone, normalizePhone, parse, parseId } from '../http/validation';
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
  InactivityLogoutMinutes: z.number().int().min(1).max(1440).optional(),
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
const SELF_FIELDS = new Set(['Id', 'FirstName', 'LastName', ...Object.keys(profile)]);

const querySchema = z.object({
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(QUERY_LIMITS.maxPageSize),
  StartIndex: z.number().int().min(0).nullable().optional(),
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
    InactivityLogoutMinutes: input.InactivityLogoutMinutes ?? 10,
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
  const { store, tokens, config, outbox, uploadsDir } = deps;
  const searchCache = new FilterCache<User>(() => store.version);
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);
  const mustGet = (userId: number): User => {
    const u = store.get(userId);
    if (!u) throw ApiError.notFound('user_not_found', userId);
    return u;
  };

  const create = async (principal: Principal, input: z.infer<typeof createEmployeeSchema>, type: UserType, extra: Partial<NewUser> = {}) =>
    store.exclusive(async () => {
      const errors = validateUserFields(store, input);
      if (errors.length) throw ApiError.validation(errors);
      const hash = await hashPassword(input.Password ?? randomPassword());
      const [user] = await store.createUsers([{ ...baseUser(input, type, hash), ...extra }]);
      return user as User;
    });

  app.post(`${USERS_BASE}/CreateIndividual`, async (req, reply) => {
    const p = await auth(req);
    requireEmployee(p, 'users.create');
    const input = parse(createSchema, req.body);
    return ok(reply, await create(p, input, UserType.Individual), 201);
  });

  app.post(`${USERS_BASE}/CreateEmployee`, async (req, reply) => {
    const p = await auth(req);
    requireEmployee(p, 'users.create');
    const input = parse(createEmployeeSchema, req.body);
    return ok(reply, await create(p, input, UserType.Employee, { EmployeeGroupId: input.EmployeeGroupId ?? null }), 201);
  });

  app.post(`${USERS_BASE}/RegisterAffiliateUser`, async (req, reply) => {
    const p = await auth(req);
    requireEmployee(p, 'users.create');
    const input = parse(affiliateSchema, req.body);
    return ok(reply, await create(p, input, UserType.Individual, { IsFullyRegistered: false }), 201);
  });

  app.post(`${USERS_BASE}/Update`, async (req, reply) => {
    const p = await auth(req);
    const input = parse(updateSchema, req.body);
    const target = mustGet(input.Id);
    const staff = employeeCan(p, 'users.update', target.Id);
    if (!staff) {
      if (p.user.Id !== target.Id) throw ApiError.forbidden('users.update');
      const restricted = Object.keys(input).filter((k) => !SELF_FIELDS.has(k));
      if (restricted.length) throw ApiError.forbidden(`users.update: ${restricted.join(', ')}`);
    }
    const user = await store.exclusive(async () => {
      const errors = validateUserFields(store, input, target.Id);
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
      if (Object.keys(patch).length === 0) return mustGet(target.Id);
      if (!store.get(target.Id)) throw ApiError.notFound('user_not_found', target.Id);
      return store.updateUser(target.Id, patch);
    });
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/SetIsArchived`, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserId: id, IsArchived: z.boolean() }), req.body);
    requireEmployee(p, 'users.archive', input.UserId);
    if (input.UserId === p.user.Id) throw ApiError.badRequest('invalid_request', 'UserId: cannot archive yourself');
    const user = await store.exclusive(async () => {
      const target = mustGet(input.UserId);
      if (input.IsArchived && target.IsArchived) throw ApiError.badRequest('already_archived', target.Id);
      if (target.IsArchived === input.IsArchived) return target;
      return store.updateUser(target.Id, { IsArchived: input.IsArchived });
    });
    if (user.IsArchived) await tokens.revokeUser(user.Id);
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/Promote`, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserIds: ids(1000) }), req.body);
    for (const uid of input.UserIds) requireEmployee(p, 'users.update', uid);
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
    return ok(reply, users);
  });

  app.post(`${USERS_BASE}/Assign`, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserIds: ids(1000), EmployeeGroupId: id.nullable() }), req.body);
    for (const uid of input.UserIds) requireEmployee(p, 'users.update', uid);
    const users = await store.exclusive(async () => {
      const targets = [...new Set(input.UserIds)].map(mustGet);
      return store.updateUsers(
        targets.map((u) => u.Id),
        { EmployeeGroupId: input.EmployeeGroupId },
      );
    });
    return ok(reply, users);
  });

  app.post(`${USERS_BASE}/Comment`, async (req, reply) => {
    const p = await auth(req);
    const input = parse(z.object({ UserId: id, Text: z.string().trim().min(1).max(4000) }), req.body);
    requireEmployee(p, 'users.update', input.UserId);
    mustGet(input.UserId);
    const r = await store.db.pg.query<{ id: number; created_at: Date }>(
      'INSERT INTO user_comments (user_id, text, created_at, created_by) VALUES ($1, $2, now(), $3) RETURNING id, created_at',
      [input.UserId, input.Text, p.user.Id],
    );
    const row = r.rows[0]!;
    return ok(
      reply,
      { Id: row.id, UserId: input.UserId, Text: input.Text, CreatedAt: new Date(row.created_at).toISOString(), CreatedBy: p.user.Id },
      201,
    );
  });

  app.post(`${USERS_BASE}/ImportAffiliateUsers`, async (req, reply) => {
    const p = await auth(req);
    requireEmployee(p, 'users.import');
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
      const created = await store.createUsers(
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
    return ok(reply, result);
  });

  app.post(`${USERS_BASE}/SendCredentialsForClients`, async (req, reply) => {
    const p = await auth(req);
    if (p.user.UserType !== UserType.Employee) throw ApiError.forbidden('users.send-credentials');
    const body = req.body as { UserIds?: unknown } | null;
    const parsed = z.object({ UserIds: ids(100) }).safeParse(body);
    if (!parsed.success) return ok(reply, { Status: SendCredentialsStatus.ValidationError });
    const targets = [...new Set(parsed.data.UserIds)].map((uid) => store.get(uid));
    if (parsed.data.UserIds.some((uid) => !employeeCan(p, 'users.send-credentials', uid)))
      return ok(reply, { Status: SendCredentialsStatus.Forbidden });
    if (targets.some((u) => !u || u.UserType !== UserType.Individual || u.IsBlocked || u.IsArchived)) {
      return ok(reply, { Status: SendCredentialsStatus.ValidationError });
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
        await outbox.write({
          kind: 'credentials',
          to: c.user.Email,
          subject: 'Your login credentials',
          body: `Hello ${c.user.FullName},\n\nyou can now sign in with\n  e-mail: ${c.user.Email}\n  password: ${c.password}\n`,
          data: { userId: c.user.Id, sentBy: p.user.Id },
        });
      }
      return ok(reply, { Status: SendCredentialsStatus.Success });
    } catch (e) {
      req.log.error(e);
      return ok(reply, { Status: SendCredentialsStatus.Other });
    }
  });

  app.post(`${USERS_BASE}/Search`, async (req, reply) => {
    const p = await auth(req);
    requireEmployee(p, 'users.read');
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
      .filter((u): u is User => !!u && (u.Id === p.user.Id || employeeCan(p, 'users.read', u.Id)))
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
    requireSelfOr(p, userId, 'users.read');
    return ok(reply, mustGet(userId));
  });

  app.delete(`${USERS_BASE}/:id`, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    requireEmployee(p, 'users.delete', userId);
    if (userId === p.user.Id) throw ApiError.badRequest('invalid_request', 'id: cannot delete yourself');
    const user = await store.exclusive(async () => {
      mustGet(userId);
      return store.deleteUser(userId);
    });
    if (user?.AvatarFileName) await unlink(path.join(uploadsDir, user.AvatarFileName)).catch(() => undefined);
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/:id/SetIsBlocked`, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    requireEmployee(p, 'users.block', userId);
    const flag = (req.query as Record<string, unknown>)['isBlocked'];
    if (flag !== 'true' && flag !== 'false') throw ApiError.badRequest('invalid_request', 'isBlocked: expected true or false');
    if (userId === p.user.Id) throw ApiError.badRequest('invalid_request', 'id: cannot block yourself');
    const user = await store.exclusive(async () => {
      const target = mustGet(userId);
      if (target.IsBlocked === (flag === 'true')) return target;
      return store.updateUser(userId, { IsBlocked: flag === 'true' });
    });
    if (user.IsBlocked) await tokens.revokeUser(user.Id);
    return ok(reply, user);
  });

  app.post(`${USERS_BASE}/:id/CreateAutoLogin`, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    requireEmployee(p, 'users.auto-login', userId);
    const target = mustGet(userId);
    if (target.IsBlocked || target.IsArchived) throw ApiError.badRequest('user_deactivated', userId);
    const { token } = await tokens.createAutoLogin(userId, p.user.Id);
    const url = new URL(config.autoLoginUrl);
    url.searchParams.set('token', token);
    return ok(reply, { Token: token, URL: url.toString() });
  });

  app.post(`${USERS_BASE}/:id/SetAvatar`, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    requireSelfOr(p, userId, 'users.avatar');
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
    return ok(reply, user);
  });
}
