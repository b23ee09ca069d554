import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, passwordPolicyErrors, verifyPassword } from '../auth/passwords';
import { authenticate, bearerOf, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import type { Sql } from '../db/database';
import { requestOrigin, type AuditAction, type AuditLog } from '../domain/audit';
import { mixesLookalikeScripts, sameEmailAddress } from '../domain/email-address';
import {
  clearEmailChange,
  needsOwnerPassword,
  pendingEmailChange,
  recordEmailChange,
  type PendingEmailChange,
} from '../domain/email-changes';
import type { NewUser, Store } from '../domain/store';
import { Gender, UserType, type User } from '../domain/types';
import { validateUserFields } from '../domain/user-validation';
import { ApiError, ok, type EnvelopeError } from '../http/envelope';
import { perIp } from '../http/rate-limits';
import { isEmail, normalizePhone, parse } from '../http/validation';
import type { UserHub } from '../hub/user-hub';
import type { Outbox, OutboxMessage } from '../outbox';
import { USERS_BASE } from './users';

/** How a self-registered user signed up: `live` through `Register`, `demo` through `RegisterDemo`. */
export type RegistrationKind = 'live' | 'demo';

/** Called once a self-registration is committed (after the confirmation e-mail was written). */
export type RegisteredListener = (kind: RegistrationKind, user: User) => void | Promise<void>;

/**
 * Expiries, attempt caps and rate limits of sign-up, confirmation and password reset. Fixed values (no environment
 * variable): conservative enough for a shared office address, tight enough against mail bombing and guessing.
 */
export const REGISTRATION_RULES = {
  /** Lifetime of an e-mail confirmation link. */
  confirmEmailSeconds: 24 * 3600,
  /** Lifetime of a password-reset link. */
  resetPasswordSeconds: 3600,
  /** Lifetime of an SMS code. */
  phoneCodeSeconds: 600,
  /** Checks of one SMS code (right or wrong) before it is spent. */
  phoneCodeAttempts: 5,
  /** `Register` and `RegisterDemo` (each): requests per client IP per hour. */
  registerPerIpPerHour: 10,
  /** `ResendConfirmation` and `ForgotPassword` (each): requests per client IP per hour. */
  mailPerIpPerHour: 10,
  /** `ConfirmEmail` and `ResetPassword` (each): requests per client IP per hour. */
  tokenChecksPerIpPerHour: 60,
  /** `SendPhoneCode`: requests per signed-in user per hour. */
  phoneCodesPerUserPerHour: 5,
  /** `ConfirmPhoneNumber`: requests per signed-in user per hour. */
  phoneChecksPerUserPerHour: 30,
} as const;

/** The longest password accepted; longer ones (or ones with control characters) are `password_invalid`. */
export const MAX_PASSWORD_LENGTH = 128;

/** What a link in an e-mail is for (the `purpose` of `verification_tokens`, also the outbox kind). */
type LinkPurpose = 'confirm-email' | 'reset-password';

/** Kinds of the messages this module writes to the outbox. */
type RegistrationMailKind = LinkPurpose | 'sms' | 'email-changed' | 'email-restored';

/** A stored e-mail link. */
interface TokenRow {
  user_id: number;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

/** The phone confirmation state of a user. */
interface PhoneRow {
  phone_number: string;
  code_hash: string | null;
  confirmed_at: Date | null;
}

/**
 * The sign-up listeners of one server. The trading-accounts module subscribes to open a demo account with virtual
 * funds for `demo` registrations: `app.registration.onRegistered((kind, user) => …)`, or through the value
 * {@link registerRegistrationRoutes} returns. Listeners run one after the other, awaited, after the user is
 * committed; a listener that throws is logged and does not fail the registration.
 */
export class RegistrationHooks {
  private readonly listeners = new Set<RegisteredListener>();

  /** Subscribes to committed registrations; returns the unsubscribe. */
  onRegistered(listener: RegisteredListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls every listener with a new registration (errors go to `log`, never to the caller). */
  async emit(kind: RegistrationKind, user: User, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
    for (const listener of [...this.listeners]) {
      try {
        await listener(kind, user);
      } catch (e) {
        log.error({ err: e, userId: user.Id, kind }, 'registration listener failed');
      }
    }
  }
}

/** What happens to a changed e-mail address until its owner confirms it (set by {@link registerRegistrationRoutes}). */
export interface EmailChanges {
  /**
   * Starts the confirmation of `user`'s new address (already stored unconfirmed; `previous` is the user before the
   * change): records who set it (`changedBy`), e-mails a confirmation link to the new address and a notice to the
   * previous one.
   */
  started(req: FastifyRequest, previous: User, user: User, changedBy: number): Promise<void>;
  /** Whether the user's current address is a change that its owner has not confirmed yet. */
  pending(userId: number): Promise<boolean>;
  /**
   * Whether setting `email` on the user withdraws its unconfirmed change: `email` is the confirmed address the change
   * replaced. Such an update restores that address as confirmed instead of starting a new confirmation (the way out
   * for an owner who cannot confirm the new address, e.g. having forgotten the password the link asks for).
   */
  restores(userId: number, email: string): Promise<boolean>;
  /**
   * Ends the withdrawn change of `user` (its confirmed address restored): tells that address. The update itself is
   * audited as `user.updated` (`Email`, `EmailConfirmed`).
   */
  restored(req: FastifyRequest, user: User, restoredBy: number): Promise<void>;
  /**
   * Whether the user's current address is an unconfirmed change that someone other than its owner set: nothing that
   * proves control of the account (a reset link, new credentials) may be sent to it.
   */
  setByAnother(userId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-up listeners, set by {@link registerRegistrationRoutes}. */
    registration: RegistrationHooks;
    /** Confirmation of changed e-mail addresses, set by {@link registerRegistrationRoutes}. */
    emailChanges: EmailChanges;
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();
const sameEmail = sameEmailAddress;
const isActive = (u: User) => !u.IsBlocked && !u.IsArchived;

/** Compares two hex digests in constant time. */
function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * A page of the site with `?token=`: the site's origin is the origin of `AUTO_LOGIN_URL` (`config.autoLoginUrl`,
 * default `http://localhost:4200`), so one setting points every e-mailed link at the deployment.
 */
export function siteLink(config: Pick<BackendConfig, 'autoLoginUrl'>, page: string, token: string): string {
  const url = new URL(page, new URL(config.autoLoginUrl).origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The hash an SMS code is stored as: bound to the user and to the number it was sent to. */
function phoneCodeHash(userId: number, phone: string, code: string): string {
  return sha256(`${userId}:${phone}:${code}`);
}

/** A random six-digit code. */
function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The §8 codes of a new password: `password_short`, `PasswordRequiresUpper`, `password_invalid` (too long, control
 * characters), and, when none of those, `password_too_common` (a common password, one repeated character or a plain
 * run).
 */
export function newPasswordErrors(password: string): string[] {
  const errors: string[] = passwordPolicyErrors(password);
  if (password.length > MAX_PASSWORD_LENGTH || /\p{Cc}/u.test(password)) errors.push('password_invalid');
  // Checked last: a password that breaks a rule above is told that first.
  if (errors.length === 0 && isCommonPassword(password)) errors.push('password_too_common');
  return errors;
}

const registerSchema = z.object({
  FirstName: z.string().max(200),
  LastName: z.string().max(200),
  Email: z.string().max(254),
  PhoneNumber: z.string().max(30),
  CountryCode: z.string().max(2),
  Password: z.string().max(1000),
});
const demoSchema = registerSchema.pick({ FirstName: true, LastName: true, Email: true, Password: true });
/** `ConfirmEmail`: the link's token, and the owner's password when someone else set the address. */
const confirmSchema = z.object({ Token: z.string().max(200), Password: z.string().max(1000).optional() });
const emailSchema = z.object({ Email: z.string().max(254) });
const codeSchema = z.object({ Code: z.string().max(20) });
const resetSchema = z.object({ Token: z.string().max(200), Password: z.string().max(1000) });

/** The fields of a registration; `PhoneNumber` and `CountryCode` only for `live`. */
type RegistrationInput = z.infer<typeof demoSchema> & Partial<Pick<z.infer<typeof registerSchema>, 'PhoneNumber' | 'CountryCode'>>;

/**
 * Every broken service rule of a registration, each with `Data` naming its field: the rules of the users API
 * (names, e-mail, phone, country, uniqueness) plus the new-password rules; a live registration also requires the
 * phone number (`invalid_phone_number`) and the country (`invalid_country`).
 */
export function registrationErrors(store: Store, input: RegistrationInput, kind: RegistrationKind): EnvelopeError[] {
  const { Password, ...fields } = input;
  const errors = validateUserFields(store, fields);
  if (mixesLookalikeScripts(input.Email) && !errors.some((e) => e.Data === 'Email')) errors.push({ Code: 'email_invalid', Data: 'Email' });
  for (const code of newPasswordErrors(Password)) errors.push({ Code: code, Data: 'Password' });
  if (kind === 'live' && !input.PhoneNumber?.trim()) errors.push({ Code: 'invalid_phone_number', Data: 'PhoneNumber' });
  if (kind === 'live' && !input.CountryCode?.trim()) errors.push({ Code: 'invalid_country', Data: 'CountryCode' });
  return errors;
}

/** The new Individual of a self-registration: e-mail unconfirmed, not fully registered. */
function newIndividual(input: RegistrationInput, passwordHash: string): NewUser {
  const phone = input.PhoneNumber?.trim();
  const country = input.CountryCode?.trim();
  return {
    FirstName: input.FirstName.trim(),
    LastName: input.LastName.trim(),
    MiddleName: null,
    Email: input.Email.trim().normalize('NFC'),
    EmailConfirmed: false,
    Address: null,
    City: null,
    State: null,
    Gender: Gender.None,
    PhoneNumber: phone ? normalizePhone(phone) : null,
    UserType: UserType.Individual,
    BirthDate: '',
    CountryCode: country ? country.toUpperCase() : null,
    PostalCode: null,
    AvatarFileName: null,
    ActiveTierName: null,
    ActiveTierColor: null,
    IsFullyRegistered: false,
    IsArchived: false,
    IsBlocked: false,
    InactivityLogoutMinutes: 10,
    TimeZone: null,
    IpWhitelist: null,
    EmployeeGroupId: null,
    passwordHash,
  };
}

/**
 * Runs `work` once the answer of `reply` has been handed to the network (or the connection closed), never before:
 * what the work finds out cannot change how long the answer takes. A failure is logged.
 */
export function afterAnswer(
  reply: { raw: Pick<NodeJS.EventEmitter, 'once'> },
  work: () => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'error'>,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work().catch((e: unknown) => log.error({ err: e }, 'work after the answer failed'));
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}

/** Rate-limit options keyed by client IP. */
function perIpLimit(max: number): RouteShorthandOptions {
  return { config: { rateLimit: { max, timeWindow: 3_600_000, keyGenerator: perIp } } };
}

/** Rate-limit options keyed by the signed-in user (a bearer that does not verify counts against its IP). */
function perUserLimit(tokens: Pick<TokenService, 'verifyAccess'>, max: number): RouteShorthandOptions {
  const keyGenerator = async (req: FastifyRequest): Promise<string> => {
    const token = bearerOf({ headers: req.headers });
    const claims = token ? await tokens.verifyAccess(token).catch(() => null) : null;
    return claims ? `user:${claims.userId}` : `ip:${req.ip}`;
  };
  return { config: { rateLimit: { max, timeWindow: 3_600_000, keyGenerator } } };
}

/** What {@link registerRegistrationRoutes} needs. */
export interface RegistrationDeps {
  store: Store;
  tokens: TokenService;
  config: BackendConfig;
  outbox: Outbox;
  audit: AuditLog;
  userHub: Pick<UserHub, 'closeConnectionsOf'>;
  /** The clock (milliseconds); `Date.now` by default. */
  now?: () => number;
}

/**
 * Stored single-use e-mail links (`verification_tokens`): a random 256-bit token, kept only as its SHA-256 hash,
 * bound to the address it was sent to. Issuing a link spends the user's earlier unused links of the same purpose.
 */
class LinkTokens {
  constructor(
    private readonly store: Store,
    private readonly now: () => number,
  ) {}

  /** Creates a link token for `user` valid `seconds`; earlier unused ones of the purpose are spent. */
  async issue(sql: Sql, purpose: LinkPurpose, user: User, seconds: number): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.spendAll(sql, purpose, user.Id);
    const expiresAt = iso(now + seconds * 1000);
    await sql.query(
      'INSERT INTO verification_tokens (token_hash, purpose, user_id, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [sha256(token), purpose, user.Id, user.Email, iso(now), expiresAt],
    );
    return { token, expiresAt };
  }

  /** Spends every unused token of `purpose` of a user. */
  async spendAll(sql: Sql, purpose: LinkPurpose, userId: number): Promise<void> {
    await sql.query('UPDATE verification_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
      userId,
      purpose,
      iso(this.now()),
    ]);
  }

  /** A stored token, used or not. */
  async find(purpose: LinkPurpose, token: string): Promise<TokenRow | undefined> {
    const r = await this.store.db.pg.query<TokenRow>(
      'SELECT user_id, email, expires_at, used_at FROM verification_tokens WHERE token_hash = $1 AND purpose = $2',
      [sha256(token), purpose],
    );
    const row = r.rows[0];
    return row ? { ...row, user_id: Number(row.user_id) } : undefined;
  }

  /** The user of an unused, unexpired token still sent to the user's current address; undefined otherwise. */
  async holder(purpose: LinkPurpose, token: string): Promise<User | undefined> {
    const row = await this.find(purpose, token);
    if (!row || row.used_at || new Date(row.expires_at).getTime() <= this.now()) return undefined;
    const user = this.store.get(row.user_id);
    return user && sameEmail(row.email, user.Email) ? user : undefined;
  }

  /** Spends a token once: the owner's id, or null when it is unknown, used or expired (atomic). */
  async consume(sql: Sql, purpose: LinkPurpose, token: string): Promise<number | null> {
    const now = iso(this.now());
    const r = await sql.query<{ user_id: number }>(
      `UPDATE verification_tokens SET used_at = $3
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
      [sha256(token), purpose, now],
    );
    return r.rows[0] ? Number(r.rows[0].user_id) : null;
  }
}

/**
 * Registers sign-up, confirmation and password reset under `/identity/api/v1/users/` (envelope answers; see
 * docs/api-contract.md "Extension: sign-up, confirmation and password reset"):
 *
 * - anonymous: `POST Register`, `POST RegisterDemo`, `POST ConfirmEmail`, `POST ResendConfirmation`,
 *   `POST ForgotPassword`, `POST ResetPassword`;
 * - signed in (the caller itself): `POST SendPhoneCode`, `POST ConfirmPhoneNumber`, `GET PhoneConfirmation`.
 *
 * Sets `app.registration` and returns the same {@link RegistrationHooks} (sign-up listeners); sets `app.emailChanges`
 * (the confirmation of an address changed through `Update`).
 */
export function registerRegistrationRoutes(app: FastifyInstance, deps: RegistrationDeps): RegistrationHooks {
  const { store, tokens, config, outbox, audit, userHub } = deps;
  const now = deps.now ?? Date.now;
  const db = store.db.pg;
  const links = new LinkTokens(store, now);
  const hooks = new RegistrationHooks();
  app.decorate('registration', hooks);
  const R = REGISTRATION_RULES;
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);

  /** Writes a successful self-service action on `userId` (anonymous unless `actorId`) to the audit trail. */
  const record = (
    req: FastifyRequest,
    action: AuditAction,
    userId: number,
    details: Record<string, unknown> | null = null,
    actorId?: number,
  ) => audit.record({ action, actorId: actorId ?? null, targetId: userId, ...requestOrigin(req), details });

  /** Writes a message to the outbox; a failure is logged (the caller can ask again), never answered. */
  const send = async (req: FastifyRequest, message: Omit<OutboxMessage, 'kind'> & { kind: RegistrationMailKind }) => {
    try {
      await outbox.write(message);
    } catch (e) {
      req.log.error({ err: e, kind: message.kind }, 'could not write to the outbox');
    }
  };

  /** Writes the e-mail with a confirmation link. */
  const mailConfirmation = (req: FastifyRequest, user: User, link: { token: string; expiresAt: string }) => {
    const url = siteLink(config, '/confirm-email', link.token);
    return send(req, {
      kind: 'confirm-email',
      to: user.Email,
      subject: 'Confirm your e-mail address',
      body: `Hello ${user.FullName},\n\nplease confirm your e-mail address by opening\n  ${url}\nThe link is valid for 24 hours.\n`,
      data: { userId: user.Id, url, expiresAt: link.expiresAt },
    });
  };

  /** Creates a self-registered user: validated, hashed outside the lock, created with its link in one transaction. */
  const register = async (req: FastifyRequest, kind: RegistrationKind, input: RegistrationInput): Promise<User> => {
    const early = registrationErrors(store, input, kind);
    if (early.length) throw ApiError.validation(early);
    const hash = await hashPassword(input.Password);
    const { user, link } = await store.exclusive(async () => {
      const errors = registrationErrors(store, input, kind);
      if (errors.length) throw ApiError.validation(errors);
      return store.transaction(async (tx) => {
        const [created] = await store.createUsers([newIndividual(input, hash)], { tx });
        const u = created as User;
        await tx.query('INSERT INTO registrations (user_id, kind, created_at) VALUES ($1, $2, $3)', [u.Id, kind, iso(now())]);
        return { user: u, link: await links.issue(tx, 'confirm-email', u, R.confirmEmailSeconds) };
      });
    });
    await mailConfirmation(req, user, link);
    await record(req, 'user.created', user.Id, { UserType: user.UserType, Route: kind === 'live' ? 'Register' : 'RegisterDemo' });
    await hooks.emit(kind, user, req.log);
    return user;
  };

  app.post(`${USERS_BASE}/Register`, perIpLimit(R.registerPerIpPerHour), async (req, reply) => {
    const input = parse(registerSchema, req.body);
    return ok(reply, await register(req, 'live', input), 201);
  });

  app.post(`${USERS_BASE}/RegisterDemo`, perIpLimit(R.registerPerIpPerHour), async (req, reply) => {
    const input = parse(demoSchema, req.body);
    return ok(reply, await register(req, 'demo', input), 201);
  });

  const invalidToken = (field: string) => ApiError.badRequest('InvalidToken', field);

  app.post(`${USERS_BASE}/ConfirmEmail`, perIpLimit(R.tokenChecksPerIpPerHour), async (req, reply) => {
    const { Token, Password } = parse(confirmSchema, req.body);
    const user = await store.exclusive(async () => {
      const row = await links.find('confirm-email', Token);
      const owner = row ? store.get(row.user_id) : undefined;
      if (!row || !owner || !sameEmail(row.email, owner.Email)) throw invalidToken('Token');
      if (owner.EmailConfirmed) throw ApiError.badRequest('email_already_confirmed', 'Email');
      if (row.used_at || new Date(row.expires_at).getTime() <= now()) throw invalidToken('Token');
      const change = await pendingEmailChange(db, owner.Id);
      if (needsOwnerPassword(change) && change && sameEmail(change.email, owner.Email)) {
        // Someone else set this address: reading its mailbox does not show that the reader owns the account.
        if (!Password) throw ApiError.badRequest('password_required', 'Password');
        if (!(await verifyPassword(Password, store.secretsOf(owner.Id)?.passwordHash ?? null))) {
          // A wrong password spends the link: each further guess needs a new e-mail.
          await links.consume(db, 'confirm-email', Token);
          throw ApiError.badRequest('password_invalid', 'Password');
        }
      }
      if ((await links.consume(db, 'confirm-email', Token)) !== owner.Id) throw invalidToken('Token');
      const confirmed = await store.updateUser(owner.Id, { EmailConfirmed: true });
      await clearEmailChange(db, owner.Id);
      return confirmed;
    });
    await record(req, 'user.email_confirmed', user.Id);
    return ok(reply, { Email: user.Email });
  });

  app.post(`${USERS_BASE}/ResendConfirmation`, perIpLimit(R.mailPerIpPerHour), async (req, reply) => {
    const email = parse(emailSchema, req.body).Email.trim();
    if (!isEmail(email)) throw ApiError.badRequest('email_invalid', 'Email');
    const user = store.findByEmail(email);
    if (user && !user.EmailConfirmed && isActive(user)) {
      await mailConfirmation(req, user, await links.issue(db, 'confirm-email', user, R.confirmEmailSeconds));
      await record(req, 'user.confirmation_sent', user.Id);
    }
    return ok(reply, null);
  });

  /** The phone confirmation row of a user. */
  const phoneRow = async (userId: number): Promise<PhoneRow | undefined> =>
    (await db.query<PhoneRow>('SELECT phone_number, code_hash, confirmed_at FROM phone_confirmations WHERE user_id = $1', [userId]))
      .rows[0];
  /** Whether the user's current phone number is the confirmed one. */
  const phoneConfirmed = (user: User, row: PhoneRow | undefined) =>
    !!user.PhoneNumber && !!row?.confirmed_at && row.phone_number === user.PhoneNumber;

  app.get(`${USERS_BASE}/PhoneConfirmation`, async (req, reply) => {
    const p = await auth(req);
    return ok(reply, { PhoneNumber: p.user.PhoneNumber, Confirmed: phoneConfirmed(p.user, await phoneRow(p.user.Id)) });
  });

  app.post(`${USERS_BASE}/SendPhoneCode`, perUserLimit(tokens, R.phoneCodesPerUserPerHour), async (req, reply) => {
    const p = await auth(req);
    const phone = p.user.PhoneNumber;
    if (!phone) throw ApiError.badRequest('invalid_phone_number', 'PhoneNumber');
    if (phoneConfirmed(p.user, await phoneRow(p.user.Id))) throw ApiError.badRequest('phone_already_confirmed', 'PhoneNumber');
    const code = sixDigits();
    const expiresAt = iso(now() + R.phoneCodeSeconds * 1000);
    await db.query(
      `INSERT INTO phone_confirmations (user_id, phone_number, code_hash, code_expires_at, attempts, confirmed_at)
       VALUES ($1, $2, $3, $4, 0, NULL)
       ON CONFLICT (user_id) DO UPDATE SET phone_number = $2, code_hash = $3, code_expires_at = $4, attempts = 0, confirmed_at = NULL`,
      [p.user.Id, phone, phoneCodeHash(p.user.Id, phone, code), expiresAt],
    );
    await send(req, {
      kind: 'sms',
      to: phone,
      subject: 'Your verification code',
      body: `Your verification code is ${code}. It is valid for 10 minutes.`,
      data: { userId: p.user.Id, code, expiresAt },
    });
    await record(req, 'user.phone_code_sent', p.user.Id, { ExpiresAt: expiresAt }, p.user.Id);
    return ok(reply, { PhoneNumber: phone, ExpiresAt: expiresAt });
  });

  app.post(`${USERS_BASE}/ConfirmPhoneNumber`, perUserLimit(tokens, R.phoneChecksPerUserPerHour), async (req, reply) => {
    const p = await auth(req);
    const code = parse(codeSchema, req.body).Code.replace(/\s/g, '');
    const phone = p.user.PhoneNumber;
    if (phoneConfirmed(p.user, await phoneRow(p.user.Id))) throw ApiError.badRequest('phone_already_confirmed', 'PhoneNumber');
    if (!phone) throw invalidToken('Code');
    // The attempt is counted before the comparison, atomically: parallel guesses cannot exceed the cap.
    const r = await db.query<{ code_hash: string }>(
      `UPDATE phone_confirmations SET attempts = attempts + 1
       WHERE user_id = $1 AND phone_number = $2 AND code_hash IS NOT NULL AND code_expires_at > $3 AND attempts < $4
       RETURNING code_hash`,
      [p.user.Id, phone, iso(now()), R.phoneCodeAttempts],
    );
    const stored = r.rows[0]?.code_hash;
    if (!stored || !sameDigest(stored, phoneCodeHash(p.user.Id, phone, code))) throw invalidToken('Code');
    const done = await db.query(
      'UPDATE phone_confirmations SET confirmed_at = $3, code_hash = NULL, code_expires_at = NULL WHERE user_id = $1 AND code_hash = $2',
      [p.user.Id, stored, iso(now())],
    );
    if (!done.affectedRows) throw invalidToken('Code');
    await record(req, 'user.phone_confirmed', p.user.Id, { PhoneNumber: phone }, p.user.Id);
    return ok(reply, { PhoneNumber: phone, Confirmed: true });
  });

  /** Mails a reset link to the owner of `email` when it is an active user's confirmed address; nothing otherwise. */
  const mailResetLink = async (req: FastifyRequest, email: string) => {
    const user = store.findByEmail(email);
    // An unconfirmed address gets no reset link: it may be one that someone else set and its owner never confirmed.
    if (user && isActive(user) && user.EmailConfirmed) {
      const link = await links.issue(db, 'reset-password', user, R.resetPasswordSeconds);
      const url = siteLink(config, '/reset-password', link.token);
      await send(req, {
        kind: 'reset-password',
        to: user.Email,
        subject: 'Reset your password',
        body:
          `Hello ${user.FullName},\n\nto choose a new password open\n  ${url}\n` +
          'The link is valid for one hour. If you did not ask for it, ignore this e-mail.\n',
        data: { userId: user.Id, url, expiresAt: link.expiresAt },
      });
      await record(req, 'user.password_reset_requested', user.Id);
    }
  };

  app.post(`${USERS_BASE}/ForgotPassword`, perIpLimit(R.mailPerIpPerHour), async (req, reply) => {
    const email = parse(emailSchema, req.body).Email.trim();
    if (!isEmail(email)) throw ApiError.badRequest('email_invalid', 'Email');
    // The look-up and the mail wait for the answer to leave: a known and an unknown address answer after the same work.
    afterAnswer(reply, () => mailResetLink(req, email), req.log);
    return ok(reply, null);
  });

  app.post(`${USERS_BASE}/ResetPassword`, perIpLimit(R.tokenChecksPerIpPerHour), async (req, reply) => {
    const input = parse(resetSchema, req.body);
    const resetError = () => ApiError.badRequest('password_reset_error', 'Token');
    const user = await links.holder('reset-password', input.Token);
    if (!user || !isActive(user)) throw resetError();
    const errors = newPasswordErrors(input.Password).map((c) => ({
      Code: c === 'password_short' ? 'password_short_token_valid' : c,
      Data: 'Password',
    }));
    if (errors.length) throw ApiError.validation(errors);
    const hash = await hashPassword(input.Password);
    const done = await store.exclusive(() =>
      store.transaction(async (tx) => {
        if ((await links.consume(tx, 'reset-password', input.Token)) !== user.Id) return false;
        await links.spendAll(tx, 'reset-password', user.Id);
        await store.setPasswordHash(user.Id, hash, tx);
        return true;
      }),
    );
    if (!done) throw resetError();
    // Whoever held the old password is signed out everywhere.
    await tokens.revokeUser(user.Id, 'credentials_reset');
    userHub.closeConnectionsOf(user.Id, 'Credentials were reset');
    await record(req, 'user.password_reset', user.Id);
    return ok(reply, { Email: user.Email });
  });

  /** The pending change of a user's address while it is still the user's (unconfirmed) address; else undefined. */
  const currentEmailChange = async (userId: number): Promise<PendingEmailChange | undefined> => {
    const change = await pendingEmailChange(db, userId);
    const user = store.get(userId);
    return change && user && !user.EmailConfirmed && sameEmail(change.email, user.Email) ? change : undefined;
  };

  app.decorate('emailChanges', {
    started: async (req: FastifyRequest, previous: User, user: User, changedBy: number) => {
      // While an earlier change still awaits its owner, the address it replaced stays the one to tell and to go back to.
      const earlier = await pendingEmailChange(db, user.Id);
      const stillPending = !!earlier && !previous.EmailConfirmed && sameEmail(earlier.email, previous.Email);
      const before = stillPending
        ? { email: earlier.previousEmail, confirmed: earlier.previousConfirmed }
        : { email: previous.Email, confirmed: previous.EmailConfirmed };
      await recordEmailChange(db, {
        userId: user.Id,
        email: user.Email,
        previousEmail: before.email,
        previousConfirmed: before.confirmed,
        changedBy,
        changedAt: iso(now()),
      });
      await mailConfirmation(req, user, await links.issue(db, 'confirm-email', user, R.confirmEmailSeconds));
      const byOwner = changedBy === user.Id;
      await send(req, {
        kind: 'email-changed',
        to: before.email,
        subject: 'Your e-mail address was changed',
        body:
          `Hello ${user.FullName},\n\nthe e-mail address of your account was changed from ${before.email} to ${user.Email}` +
          `${byOwner ? '' : ' by our staff'}.\nA confirmation link was sent to the new address. ` +
          'If you did not ask for this change, contact us at once and do not confirm it.\n',
        data: { userId: user.Id, previousEmail: before.email, email: user.Email, changedBy },
      });
      await record(req, 'user.confirmation_sent', user.Id, { Reason: 'EmailChanged' }, changedBy);
    },
    restores: async (userId: number, email: string) => {
      const change = await currentEmailChange(userId);
      return !!change && change.previousConfirmed && sameEmail(change.previousEmail, email);
    },
    restored: async (req: FastifyRequest, user: User, restoredBy: number) => {
      const change = await pendingEmailChange(db, user.Id);
      await clearEmailChange(db, user.Id);
      await send(req, {
        kind: 'email-restored',
        to: user.Email,
        subject: 'Your e-mail address was restored',
        body:
          `Hello ${user.FullName},\n\nthe change of your account's e-mail address to ${change?.email ?? 'another address'} was ` +
          "withdrawn: this address is your account's address again, and you sign in and reset your password with it as before.\n",
        data: { userId: user.Id, email: user.Email, withdrawn: change?.email ?? null, restoredBy },
      });
    },
    pending: async (userId: number) => (await currentEmailChange(userId)) !== undefined,
    setByAnother: async (userId: number) => needsOwnerPassword(await currentEmailChange(userId)),
  } satisfies EmailChanges);

  return hooks;
}
