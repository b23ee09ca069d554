import type { UserHub } from '../hub/user-hub';
import type { AuditLog } from '../domain/audit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_CLIENT_SECRETS, type BackendConfig, type ClientSecrets } from '../config';
import type { Store } from '../domain/store';
import { UserType, type User } from '../domain/types';
import { requestOrigin } from '../domain/audit';
import { perIp } from '../http/rate-limits';
import { isEmail } from '../http/validation';
import { normalizeEmail, sameEmailAddress } from '../domain/email-address';
import { ipAllowed } from './ip-whitelist';
import { verifyPassword } from './passwords';
import { delegationRefusal, type DelegationRefusal } from './principal';
import type { Actor, TokenService } from './tokens';

/** An OAuth client allowed at the token endpoint. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Only employees may sign in through this client (others get `user_not_employee`). */
  employeesOnly: boolean;
}

/** The clients known to the reference backend, with their secrets (`config.clientSecrets`). */
export function oauthClients(secrets: ClientSecrets): readonly OAuthClient[] {
  return [
    { clientId: 'brokerfront-web', clientSecret: secrets.web, employeesOnly: false },
    { clientId: 'brokerfront-backoffice', clientSecret: secrets.backoffice, employeesOnly: true },
  ];
}

/** The clients with their development secrets (what a backend without `OAUTH_*_CLIENT_SECRET` knows). */
export const OAUTH_CLIENTS: readonly OAuthClient[] = oauthClients(DEV_CLIENT_SECRETS);

/** Scopes a client may ask for. */
export const ALLOWED_SCOPES = ['openid', 'profile', 'offline_access', 'identity', 'gateway'];

/** Every error code the token and revocation endpoints answer. */
export type TokenErrorCode =
  | 'user_not_found'
  | 'user_not_employee'
  | 'email_invalid'
  | 'email_not_confirmed'
  | 'password_invalid'
  | 'user_deactivated'
  | 'locked_out'
  | 'ip_not_allowed'
  | 'invalid_grant'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_request'
  | 'too_many_requests';

const DESCRIPTIONS: Record<TokenErrorCode, string> = {
  user_not_found: 'Invalid user.',
  user_not_employee: 'User in not an employee',
  email_invalid: 'Email not found.',
  email_not_confirmed: 'Email address has not been confirmed, please check your email inbox.',
  password_invalid: 'Invalid password.',
  user_deactivated: 'Credentials are deactivated.',
  locked_out: 'You have been temporarily blocked due to too many failed attempts.',
  ip_not_allowed: 'Signing in is not allowed from this address.',
  invalid_grant: 'The grant is invalid, expired or already used.',
  invalid_client: 'Unknown client or wrong client secret.',
  unsupported_grant_type: 'Grant type is not supported.',
  invalid_request: 'The request is malformed.',
  too_many_requests: 'Too many requests, try again later.',
};

/** The `invalid_grant` descriptions of a delegated session that ended because of its employee. */
const DELEGATION_REFUSALS: Record<DelegationRefusal, string> = {
  actor_inactive: 'The employee who opened this session is no longer active.',
  actor_not_allowed: 'The employee who opened this session may no longer sign in as this user.',
};

/** Path of the token endpoint. */
export const TOKEN_PATH = '/identity/connect/token';
/** Path of the RFC 7009 revocation endpoint. */
export const REVOCATION_PATH = '/identity/connect/revocation';

/** Longest typed e-mail kept in an audit record. */
const AUDIT_EMAIL_CHARS = 120;

/** An OAuth error answer: `{error, error_description, ...extra}` with its HTTP status (400 unless said). */
class TokenError extends Error {
  constructor(
    readonly code: TokenErrorCode,
    readonly description: string = DESCRIPTIONS[code],
    readonly extra: Record<string, unknown> = {},
    readonly status = 400,
  ) {
    super(code);
  }
}

/** `locked_out` naming the lock's end (ISO) as its description and `lockedUntil`; `failures` set when this attempt locked. */
class LockedOut extends TokenError {
  constructor(
    lockedUntil: string,
    readonly failures: number | null,
  ) {
    super('locked_out', lockedUntil, { lockedUntil });
  }
}

/** A 429 answer naming the seconds to wait (`retry_after`, and the `Retry-After` header). */
function tooMany(seconds: number): TokenError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new TokenError('too_many_requests', DESCRIPTIONS.too_many_requests, { retry_after: wait }, 429);
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const v = body[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new TokenError('invalid_request', `${name} must be a single string`);
  return v;
}

function required(body: Record<string, unknown>, name: string): string {
  const v = field(body, name);
  if (v === undefined || v === '') throw new TokenError('invalid_request', `${name} is required`);
  return v;
}

/** The form body of a request, or `invalid_request`. */
function formBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new TokenError('invalid_request', 'expected a form-encoded body');
  return body as Record<string, unknown>;
}

/** Settings of {@link LoginThrottle}. */
export interface LoginThrottleOptions {
  /** Failed passwords from one IP, in a row, that lock that IP out of the account. */
  threshold: number;
  /** How long such a lock lasts (and how long a failure is remembered), in seconds. */
  lockoutSeconds: number;
  now?: () => number;
  /** Most (account, IP) pairs remembered; the oldest are forgotten first. */
  maxEntries?: number;
}

interface ThrottleEntry {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

/**
 * Failed-password lockout per (account, client IP), in memory: after `threshold` failures in a row from one IP,
 * that IP is locked out of that account for `lockoutSeconds`; the owner signing in from another IP is not affected,
 * so an attacker cannot lock the owner out. A success from an IP forgets that IP's failures.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, ThrottleEntry>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly opts: LoginThrottleOptions) {
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 100_000;
  }

  private static key(account: number, ip: string): string {
    return `${account}|${ip}`;
  }

  /** The live entry of a pair (forgetting it when its lock ended or its last failure is too old). */
  private live(key: string, now: number): ThrottleEntry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const window = this.opts.lockoutSeconds * 1000;
    const stale = e.lockedUntil ? e.lockedUntil <= now : now - e.lastFailure > window;
    if (stale) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Until when (ms since the epoch) `ip` is locked out of `account`; null when it is not. */
  lockedUntil(account: number, ip: string): number | null {
    const e = this.live(LoginThrottle.key(account, ip), this.now());
    return e && e.lockedUntil ? e.lockedUntil : null;
  }

  /** Counts a failed password of `ip` on `account`; answers the lock's end when this failure locked the pair. */
  fail(account: number, ip: string): { failures: number; lockedUntil: number | null } {
    const now = this.now();
    const key = LoginThrottle.key(account, ip);
    const e = this.live(key, now) ?? { failures: 0, lastFailure: now, lockedUntil: 0 };
    e.failures += 1;
    e.lastFailure = now;
    if (e.failures >= this.opts.threshold) e.lockedUntil = now + this.opts.lockoutSeconds * 1000;
    this.entries.delete(key);
    this.entries.set(key, e);
    this.bound();
    return { failures: e.failures, lockedUntil: e.lockedUntil || null };
  }

  /** A successful sign-in from `ip`: forgets that IP's failures on `account`. */
  succeed(account: number, ip: string): void {
    this.entries.delete(LoginThrottle.key(account, ip));
  }

  /** Forgets every failure and lock of an account (e.g. after its credentials were reset). */
  clearAccount(account: number): void {
    const prefix = `${account}|`;
    for (const k of [...this.entries.keys()]) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  /** Keeps the map bounded: drops the least recently failed pairs. */
  private bound(): void {
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
  }
}

/**
 * A fixed-window counter per key (in memory): at most `max` hits per `windowMs`. Used for the password attempts
 * per (account, address), which are refused over it, and per account from all addresses, which are slowed over it.
 */
export class RateWindow {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts a hit of `key`; answers 0 when allowed, else the seconds until the window ends. */
  hit(key: string): number {
    const now = this.now();
    let w = this.hits.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.hits.delete(key);
      w = { start: now, count: 0 };
      this.hits.set(key, w);
      for (const k of this.hits.keys()) {
        if (this.hits.size <= this.maxKeys) break;
        this.hits.delete(k);
      }
    }
    w.count += 1;
    return w.count > this.max ? (w.start + this.windowMs - now) / 1000 : 0;
  }
}

/**
 * At most `limit` async tasks at a time; the others wait in order. Password hashing goes through one, so that a
 * burst of sign-ins cannot take every thread of libuv's pool (4), which every request needs for JWT verification
 * (WebCrypto) and file access.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /** Runs `fn` when a slot is free. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** Resolves after `ms` milliseconds. */
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Password verifications running at once (libuv's pool has 4 threads; the host 2 cores). */
const HASHING_CONCURRENCY = 2;

/** Dependencies of {@link registerTokenEndpoint}. */
export interface TokenEndpointDeps {
  store: Store;
  tokens: TokenService;
  config: BackendConfig;
  audit: AuditLog;
  userHub: UserHub;
  now?: () => number;
  /** The lockout policy (default: one built from `config.lockoutThreshold` and `config.lockoutSeconds`). */
  throttle?: LoginThrottle;
}

/**
 * Registers `POST /identity/connect/token` (password, auto_login_token and refresh_token grants) and the RFC 7009
 * revocation endpoint `POST /identity/connect/revocation`.
 *
 * Limits: `config.limits.tokenPerIpPerMinute` requests per IP on the token endpoint, and
 * `config.limits.loginPerAccountPerMinute` password attempts per e-mail from one IP; both answer 429
 * `{error: 'too_many_requests', error_description, retry_after}` with a `Retry-After` header. Attempts on one e-mail
 * from all IPs together beyond `config.limits.loginPerAccountAllAddressesPerMinute` are slowed (each waits
 * `config.limits.loginSlowdownMs`), never refused: an attacker failing from other addresses cannot refuse the owner.
 * Failed passwords lock the (account, IP) pair out (see {@link LoginThrottle}). Every sign-in, failure, lockout,
 * auto-login, refresh-token replay and revocation is audited.
 */
export function registerTokenEndpoint(app: FastifyInstance, deps: TokenEndpointDeps): void {
  const { store, tokens, config, audit, userHub } = deps;
  const now = deps.now ?? Date.now;
  const throttle = deps.throttle ?? new LoginThrottle({ threshold: config.lockoutThreshold, lockoutSeconds: config.lockoutSeconds, now });
  const perAccountAddress = new RateWindow(config.limits.loginPerAccountPerMinute, 60_000, now);
  const perAccount = new RateWindow(config.limits.loginPerAccountAllAddressesPerMinute, 60_000, now);
  const hashing = new ConcurrencyLimit(HASHING_CONCURRENCY);
  const clients = oauthClients(config.clientSecrets);

  /** The calling client (its secret checked) and a valid scope, or `invalid_client` / `invalid_request`. */
  const checkClient = (body: Record<string, unknown>): OAuthClient => {
    const id = required(body, 'client_id');
    const secret = field(body, 'client_secret') ?? '';
    const client = clients.find((c) => c.clientId === id);
    if (!client || client.clientSecret !== secret) throw new TokenError('invalid_client');
    const scope = field(body, 'scope');
    if (scope) {
      const unknown = scope.split(/\s+/).filter((s) => s && !ALLOWED_SCOPES.includes(s));
      if (unknown.length) throw new TokenError('invalid_request', `unknown scope: ${unknown.join(' ')}`);
    }
    return client;
  };

  /** Refuses a user who may not sign in through `client`. */
  const admit = (user: User, client: OAuthClient) => {
    if (user.IsBlocked || user.IsArchived) throw new TokenError('user_deactivated');
    if (!user.EmailConfirmed) throw new TokenError('email_not_confirmed');
    if (client.employeesOnly && user.UserType !== UserType.Employee) throw new TokenError('user_not_employee');
  };

  type Origin = { ip: string; userAgent: string | null };

  /** Refuses a sign-in from an address outside the user's `IpWhitelist` (`ip_not_allowed`; see {@link ipAllowed}). */
  const checkAddress = (user: User, origin: Origin) => {
    if (!ipAllowed(user.IpWhitelist, origin.ip)) throw new TokenError('ip_not_allowed');
  };

  /** Audits a refused sign-in (and the lockout it caused) and rethrows. */
  const auditedFailure = async (e: unknown, origin: Origin, grant: string, typed: string, userId: number | null): Promise<never> => {
    if (e instanceof TokenError) {
      const email = typed.slice(0, AUDIT_EMAIL_CHARS);
      await audit.record({
        action: 'login.failure',
        outcome: 'failure',
        targetId: userId,
        ...origin,
        details: { grant, email, code: e.code },
      });
      if (e instanceof LockedOut && e.failures !== null) {
        const details = { email, lockedUntil: e.description, failures: e.failures };
        await audit.record({ action: 'login.lockout', outcome: 'denied', targetId: userId, ...origin, details });
      }
    }
    throw e;
  };

  /** A locked_out answer naming the lock's end; `justLocked` when this attempt caused the lock (it is audited). */
  const lockedOut = (until: number, justLocked?: { failures: number }) => {
    const iso = new Date(until).toISOString();
    return new LockedOut(iso, justLocked?.failures ?? null);
  };

  /**
   * The attempt limits of a password grant for `account` (the e-mail in lower case) from `ip`: 429 over the
   * per-(account, address) allowance; over the account's allowance from all addresses, a wait instead of a refusal.
   */
  const limitAttempt = async (account: string, ip: string) => {
    const wait = perAccountAddress.hit(`${account}|${ip}`);
    if (wait > 0) throw tooMany(wait);
    if (perAccount.hit(account) > 0) await delay(config.limits.loginSlowdownMs);
  };

  /**
   * Password grant. scrypt runs outside the store's write lock; the lock covers only the short re-read and update
   * of the failure counters. An unknown e-mail costs one scrypt too (against a dummy hash), so the answer time does
   * not tell whether an account exists.
   */
  const passwordGrant = async (body: Record<string, unknown>, client: OAuthClient, origin: Origin) => {
    const typed = field(body, 'email') ?? field(body, 'username') ?? '';
    let userId: number | null = null;
    try {
      const email = typed.trim();
      const password = field(body, 'password') ?? '';
      if (!isEmail(email)) throw new TokenError('email_invalid');
      await limitAttempt(normalizeEmail(email), origin.ip);
      const user = store.findByEmail(email);
      if (!user) {
        await hashing.run(() => verifyPassword(password, null));
        throw new TokenError('user_not_found');
      }
      userId = user.Id;
      // Before the password is checked: outside the whitelist, no answer tells whether a password is right.
      checkAddress(user, origin);
      const locked = throttle.lockedUntil(user.Id, origin.ip);
      if (locked) throw lockedOut(locked);
      const hash = store.secretsOf(user.Id)?.passwordHash ?? null;
      const ok = await hashing.run(() => verifyPassword(password, hash));
      const current = await store.exclusive(() => settleAttempt(user.Id, ok, hash, origin));
      admit(current, client);
      const answer = await tokens.issue(current, client.clientId);
      await audit.record({
        action: 'login.success',
        targetId: current.Id,
        ...origin,
        details: { grant: 'password', client_id: client.clientId },
      });
      return answer;
    } catch (e) {
      return auditedFailure(e, origin, 'password', typed, userId);
    }
  };

  /**
   * The locked part of a password attempt: re-reads the account (the password may have changed, or this IP been
   * locked by a parallel attempt, while scrypt ran), then counts the failure or clears the counters.
   */
  const settleAttempt = async (userId: number, ok: boolean, hash: string | null, origin: Origin): Promise<User> => {
    const secrets = store.secretsOf(userId);
    const locked = throttle.lockedUntil(userId, origin.ip);
    if (locked) throw lockedOut(locked);
    if (!ok || (secrets?.passwordHash ?? null) !== hash) {
      const r = throttle.fail(userId, origin.ip);
      if (r.lockedUntil) throw lockedOut(r.lockedUntil, { failures: r.failures });
      throw new TokenError('password_invalid');
    }
    throttle.succeed(userId, origin.ip);
    // Account-wide counters of earlier versions (users.failed_logins, locked_until) no longer lock anyone: clear them.
    if (secrets && (secrets.failedLogins > 0 || secrets.lockedUntil)) await store.setLoginState(userId, 0, null);
    const current = store.get(userId);
    if (!current) throw new TokenError('user_not_found');
    return current;
  };

  /**
   * The employee acting in a delegated session of `subjectId`: it must still exist, be neither blocked nor archived
   * and still hold `users.auto-login` on the user (not suspended), or the session it opened ends (`invalid_grant`,
   * after `onRefusal`). Null for a token made by nobody.
   */
  const actingEmployee = async (actorId: number | null, subjectId: number, onRefusal?: () => Promise<void>): Promise<Actor | null> => {
    if (actorId === null) return null;
    const refusal = delegationRefusal(store, actorId, subjectId);
    const actor = store.get(actorId);
    if (refusal !== null || !actor) {
      await onRefusal?.();
      throw new TokenError('invalid_grant', DELEGATION_REFUSALS[refusal ?? 'actor_inactive']);
    }
    return { Id: actor.Id, FullName: actor.FullName };
  };

  /** Auto-login grant: a single-use token made by CreateAutoLogin, sent as the password. */
  const autoLoginGrant = async (body: Record<string, unknown>, client: OAuthClient, origin: Origin) => {
    const typed = field(body, 'email') ?? '';
    let userId: number | null = null;
    try {
      const token = required(body, 'password');
      const grant = await tokens.consumeAutoLogin(token);
      if (grant === null) throw new TokenError('invalid_grant', 'Auto-login token is unknown, expired or already used.');
      userId = grant.userId;
      const user = store.get(userId);
      if (!user) throw new TokenError('user_not_found');
      if (typed && !sameEmailAddress(typed, user.Email)) {
        throw new TokenError('invalid_grant', 'Auto-login token belongs to another user.');
      }
      admit(user, client);
      checkAddress(user, origin);
      // The session is delegated: every token of it names the employee who created the link (the `act` claim).
      const actor = await actingEmployee(grant.createdBy, user.Id);
      const answer = await tokens.issue(user, client.clientId, actor);
      const details = { grant: 'auto_login_token', client_id: client.clientId, ActorId: actor?.Id ?? null };
      await audit.record({ action: 'autologin.used', actorId: actor?.Id ?? null, targetId: user.Id, ...origin, details });
      await audit.record({ action: 'login.success', targetId: user.Id, ...origin, details });
      return answer;
    } catch (e) {
      return auditedFailure(e, origin, 'auto_login_token', typed, userId);
    }
  };

  /** Refresh grant: rotates the family's refresh token (see {@link TokenService.rotate}). */
  const refreshGrant = async (body: Record<string, unknown>, client: OAuthClient, origin: Origin) => {
    const refresh = required(body, 'refresh_token');
    const r = await tokens.rotate(refresh, client.clientId);
    if ('error' in r) {
      if (r.reuse) {
        // A replayed token: its session may be in someone else's hands. The family is revoked; the hub sockets go too.
        const details = { client_id: client.clientId, family: r.reuse.familyId };
        await audit.record({ action: 'token.refresh_reuse', outcome: 'denied', targetId: r.reuse.userId, ...origin, details });
        userHub.closeConnectionsOf(r.reuse.userId, 'Session revoked');
      }
      throw new TokenError('invalid_grant', r.reason);
    }
    const user = store.get(r.userId);
    if (!user) throw new TokenError('invalid_grant', 'User no longer exists.');
    if (user.IsBlocked || user.IsArchived) {
      await tokens.revokeUser(user.Id, 'user_deactivated');
      throw new TokenError('user_deactivated');
    }
    if (client.employeesOnly && user.UserType !== UserType.Employee) throw new TokenError('user_not_employee');
    if (!ipAllowed(user.IpWhitelist, origin.ip)) {
      // The session ends: its client is told to sign in again (from an allowed address).
      await tokens.endSession(r.session.id, 'ip_not_allowed');
      const details = { grant: 'refresh_token', client_id: client.clientId, code: 'ip_not_allowed' };
      await audit.record({ action: 'login.failure', outcome: 'failure', targetId: user.Id, ...origin, details });
      throw new TokenError('invalid_grant', DESCRIPTIONS.ip_not_allowed);
    }
    const actor = await actingEmployee(r.actorId, user.Id, () => tokens.endSession(r.session.id, 'delegation_ended'));
    return tokens.responseFor(user, r.next, r.session, actor);
  };

  const send = (reply: FastifyReply, e: TokenError) => {
    reply.code(e.status).header('Cache-Control', 'no-store');
    if (e.code === 'too_many_requests') reply.header('Retry-After', String(e.extra['retry_after']));
    return reply.send({ error: e.code, error_description: e.description, ...e.extra });
  };

  const rateLimit = { max: config.limits.tokenPerIpPerMinute, timeWindow: 60_000, keyGenerator: perIp };

  app.post(TOKEN_PATH, { config: { rateLimit } }, async (req, reply) => {
    try {
      const b = formBody(req.body);
      const grant = required(b, 'grant_type');
      const client = checkClient(b);
      const origin = { ...requestOrigin(req), ip: req.ip };
      let result;
      if (grant === 'password') result = await passwordGrant(b, client, origin);
      else if (grant === 'auto_login_token') result = await autoLoginGrant(b, client, origin);
      else if (grant === 'refresh_token') result = await refreshGrant(b, client, origin);
      else throw new TokenError('unsupported_grant_type', `grant_type ${grant} is not supported`);
      return reply.header('Cache-Control', 'no-store').send(result);
    } catch (e) {
      if (e instanceof TokenError) return send(reply, e);
      throw e;
    }
  });

  /**
   * RFC 7009 revocation: revokes the whole session (family) of a refresh token of the calling client. Answers 200
   * `{}` whether or not the token was known (§2.2); a wrong client is 401 `invalid_client`.
   */
  app.post(REVOCATION_PATH, async (req, reply) => {
    try {
      const b = formBody(req.body);
      let client: OAuthClient;
      try {
        client = checkClient(b);
      } catch (e) {
        if (e instanceof TokenError && e.code === 'invalid_client') throw new TokenError('invalid_client', e.description, {}, 401);
        throw e;
      }
      const token = required(b, 'token');
      const hint = field(b, 'token_type_hint');
      const revoked = await tokens.revokeToken(token, client.clientId, 'signed_out');
      await audit.record({
        action: 'token.revoked',
        outcome: revoked ? 'success' : 'failure',
        actorId: revoked?.userId ?? null,
        targetId: revoked?.userId ?? null,
        ...requestOrigin(req),
        details: {
          client_id: client.clientId,
          known: revoked !== null,
          reason: 'signed_out',
          ...(hint ? { token_type_hint: hint.slice(0, 40) } : {}),
        },
      });
      return reply.header('Cache-Control', 'no-store').send({});
    } catch (e) {
      if (e instanceof TokenError) return send(reply, e);
      throw e;
    }
  });
}

export { TokenError };
