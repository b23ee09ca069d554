import { deferred, jsonResponse } from '@brokerfront/config/testing';
import type { FetchLike } from '../types';
import { fakeJwt } from './fake-jwt';

/** An account of the fake token server. */
export interface FakeAccount {
  id: number;
  email: string;
  password: string;
  name?: string;
  userType?: 'Individual' | 'Employee';
  /** Error code answered to a correct password (e.g. `user_deactivated`, `email_not_confirmed`). */
  error?: string;
}

/** Options of `createFakeTokenServer`. */
export interface FakeTokenServerOptions {
  accounts?: FakeAccount[];
  /** Access token lifetime in seconds (default 300). */
  accessTokenSeconds?: number;
  /** Current time in ms (default `Date.now`). */
  now?: () => number;
  /** Failed passwords in a row that lock an account (default 5) and for how long (default 15 min). */
  lockoutAttempts?: number;
  lockoutMs?: number;
}

/** A fake of the token endpoint with rotating refresh tokens, for tests. */
export interface FakeTokenServer {
  /** A `fetch` that answers `POST …/connect/token`. */
  fetch: FetchLike;
  /** Requests received, by grant type. */
  readonly calls: { grant_type: string; fields: Record<string, string> }[];
  /** Number of refresh requests received. */
  refreshCount(): number;
  /**
   * Makes an auto-login token (single use) for the account. With `actorId` ("Log in as client"), the
   * session it opens names that account as the acting party (the `act` claim), in every refreshed token too.
   */
  createAutoLoginToken(accountId: number, actorId?: number): string;
  /** Holds every answer until the returned function is called (to test concurrency). */
  hold(): () => void;
  /** Makes the next refresh answers fail with this error (until `null`). */
  failRefreshWith(error: string | null, description?: string): void;
  /**
   * Answers the next refresh requests, one each, with an outage instead of processing them (the refresh
   * token stays unused): an HTTP status (e.g. 503, 429, answered with an HTML body), `network` (fetch
   * rejects), `abort` (fetch rejects with an AbortError) or `hang` (no answer until the request's
   * signal aborts).
   */
  refreshOutage(...answers: (number | 'network' | 'abort' | 'hang')[]): void;
  /** Revocation requests received (`POST …/connect/revocation`, RFC 7009), with their form fields. */
  readonly revocations: Record<string, string>[];
  /** Makes revocation fail: an HTTP status, `network`, or `hang`; `null` answers 200 `{}` again. */
  failRevocationWith(answer: number | 'network' | 'hang' | null): void;
  /** `true` when this refresh token would still be accepted (issued, unused, family not revoked). */
  isRefreshTokenUsable(refreshToken: string): boolean;
}

/** A fetch rejection like the browser's for an aborted request. */
function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/** A promise that never settles unless the request's signal aborts. */
function hangUntilAborted(init: RequestInit | undefined): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(abortError());
    signal?.addEventListener('abort', () => reject(abortError()));
  });
}

const DEFAULT_ACCOUNTS: FakeAccount[] = [
  { id: 1, email: 'employee@example.com', password: 'Employee1', name: 'Erin Employee', userType: 'Employee' },
  { id: 2, email: 'client@example.com', password: 'Client1', name: 'Chris Client', userType: 'Individual' },
  { id: 3, email: 'blocked@example.com', password: 'Blocked1', error: 'user_deactivated' },
  { id: 4, email: 'unconfirmed@example.com', password: 'Unconfirmed1', error: 'email_not_confirmed' },
];

/**
 * Creates a fake token endpoint: password, `auto_login_token` and `refresh_token` grants; refresh
 * tokens rotate and reusing one revokes its whole family (`invalid_grant`), as in the reference backend.
 */
export function createFakeTokenServer(options: FakeTokenServerOptions = {}): FakeTokenServer {
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS;
  const lifetime = options.accessTokenSeconds ?? 300;
  const now = options.now ?? (() => Date.now());
  const lockoutAttempts = options.lockoutAttempts ?? 5;
  const lockoutMs = options.lockoutMs ?? 15 * 60 * 1000;
  const calls: { grant_type: string; fields: Record<string, string> }[] = [];
  const refreshTokens = new Map<string, { accountId: number; family: string; used: boolean; actorId?: number }>();
  const revokedFamilies = new Set<string>();
  const autoLoginTokens = new Map<string, { accountId: number; actorId?: number }>();
  const failures = new Map<number, { count: number; lockedUntil: number }>();
  let counter = 0;
  let gate: Promise<void> | null = null;
  let refreshFailure: { error: string; description: string } | null = null;
  const outages: (number | 'network' | 'abort' | 'hang')[] = [];
  const revocations: Record<string, string>[] = [];
  let revocationFailure: number | 'network' | 'hang' | null = null;

  const error = (code: string, description = code, extra: Record<string, unknown> = {}) =>
    jsonResponse(400, { error: code, error_description: description, ...extra });

  const issue = (account: FakeAccount, family = `f${++counter}`, actorId?: number) => {
    counter += 1;
    const iat = Math.floor(now() / 1000);
    const actor = actorId === undefined ? undefined : accounts.find((a) => a.id === actorId);
    const access_token = fakeJwt({
      sub: String(account.id),
      email: account.email,
      name: account.name ?? account.email,
      user_type: account.userType ?? 'Individual',
      ...(actor ? { act: { sub: String(actor.id), name: actor.name ?? actor.email } } : {}),
      iat,
      exp: iat + lifetime,
      jti: `j${counter}`,
    });
    const refresh_token = `r${counter}-${account.id}`;
    refreshTokens.set(refresh_token, { accountId: account.id, family, used: false, ...(actor ? { actorId: actor.id } : {}) });
    return jsonResponse(200, { access_token, refresh_token, expires_in: lifetime, token_type: 'Bearer' });
  };

  const answer = (fields: Record<string, string>): Response => {
    switch (fields['grant_type']) {
      case 'password': {
        const account = accounts.find((a) => a.email.toLowerCase() === (fields['email'] ?? '').toLowerCase());
        if (!account) return error('user_not_found');
        const state = failures.get(account.id) ?? { count: 0, lockedUntil: 0 };
        if (state.lockedUntil > now()) {
          const until = new Date(state.lockedUntil).toISOString();
          return error('locked_out', until, { lockedUntil: until });
        }
        if (account.password !== fields['password']) {
          state.count += 1;
          if (state.count >= lockoutAttempts) {
            state.count = 0;
            state.lockedUntil = now() + lockoutMs;
          }
          failures.set(account.id, state);
          return error('password_invalid');
        }
        failures.delete(account.id);
        if (account.error) return error(account.error);
        return issue(account);
      }
      case 'auto_login_token': {
        const grant = autoLoginTokens.get(fields['password'] ?? '');
        const account = accounts.find((a) => a.id === grant?.accountId);
        if (!account) return error('invalid_grant', 'The auto-login token is invalid or expired.');
        autoLoginTokens.delete(fields['password'] ?? '');
        return issue(account, undefined, grant?.actorId);
      }
      case 'refresh_token': {
        if (refreshFailure) return error(refreshFailure.error, refreshFailure.description);
        const record = refreshTokens.get(fields['refresh_token'] ?? '');
        if (!record || revokedFamilies.has(record.family)) return error('invalid_grant', 'The refresh token is invalid.');
        if (record.used) {
          revokedFamilies.add(record.family);
          return error('invalid_grant', 'The refresh token was already used.');
        }
        record.used = true;
        const account = accounts.find((a) => a.id === record.accountId) as FakeAccount;
        return issue(account, record.family, record.actorId);
      }
      default:
        return error('unsupported_grant_type');
    }
  };

  const revoke = (fields: Record<string, string>): Promise<Response> => {
    revocations.push(fields);
    if (revocationFailure === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof revocationFailure === 'number') return Promise.resolve(new Response('<html>error</html>', { status: revocationFailure }));
    const record = refreshTokens.get(fields['token'] ?? '');
    if (record) revokedFamilies.add(record.family);
    return Promise.resolve(jsonResponse(200, {}));
  };

  const outage = (kind: number | 'network' | 'abort' | 'hang', init: RequestInit | undefined): Promise<Response> => {
    if (kind === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (kind === 'abort') return Promise.reject(abortError());
    if (kind === 'hang') return hangUntilAborted(init);
    return Promise.resolve(new Response('<html>Service Unavailable</html>', { status: kind, headers: { 'Content-Type': 'text/html' } }));
  };

  return {
    calls,
    revocations,
    async fetch(input, init) {
      const url = String(input);
      if (init?.method === 'POST' && url.endsWith('/connect/revocation')) {
        const fields = Object.fromEntries(new URLSearchParams(String(init.body ?? '')));
        return revocationFailure === 'hang' ? (revocations.push(fields), hangUntilAborted(init)) : revoke(fields);
      }
      if (!url.endsWith('/connect/token') || init?.method !== 'POST') return jsonResponse(404, { error: 'not_found' });
      const fields = Object.fromEntries(new URLSearchParams(String(init.body ?? '')));
      calls.push({ grant_type: fields['grant_type'] ?? '', fields });
      if (gate) await gate;
      const kind = fields['grant_type'] === 'refresh_token' ? outages.shift() : undefined;
      if (kind !== undefined) return outage(kind, init);
      return answer(fields);
    },
    refreshCount: () => calls.filter((c) => c.grant_type === 'refresh_token').length,
    createAutoLoginToken(accountId, actorId) {
      counter += 1;
      const token = `auto-${counter}-${accountId}`;
      autoLoginTokens.set(token, { accountId, ...(actorId !== undefined ? { actorId } : {}) });
      return token;
    },
    hold() {
      const held = deferred();
      gate = held.promise;
      return () => {
        gate = null;
        held.resolve();
      };
    },
    failRefreshWith(code, description = code ?? '') {
      refreshFailure = code ? { error: code, description } : null;
    },
    refreshOutage(...answers) {
      outages.push(...answers);
    },
    failRevocationWith(answer) {
      revocationFailure = answer;
    },
    isRefreshTokenUsable(refreshToken) {
      const record = refreshTokens.get(refreshToken);
      return !!record && !record.used && !revokedFamilies.has(record.family);
    },
  };
}
