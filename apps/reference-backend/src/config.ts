import * as path from 'node:path';

/**
 * Which seed runs when the data directory is empty: `demo` and `minimal` both create the demo accounts (published
 * passwords) and generated users (password `Password1`), 3 000 or 40 of them; `none` creates nothing (an empty
 * database, for production).
 */
export type SeedMode = 'demo' | 'minimal' | 'none';

/** The seeds {@link readConfig} accepts. */
export const SEED_MODES: readonly SeedMode[] = ['demo', 'minimal', 'none'];

/** Runtime settings of the reference backend, read from the environment. */
export interface BackendConfig {
  /** Loopback host the server binds to. */
  host: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Directory of the embedded database, the uploads and the outbox. */
  dataDir: string;
  /** Lifetime of access tokens in seconds. */
  accessTokenSeconds: number;
  /** Lifetime of refresh tokens in seconds. */
  refreshTokenSeconds: number;
  /** Lifetime of auto-login tokens in seconds. */
  autoLoginSeconds: number;
  /**
   * Absolute lifetime of a delegated session ("Log in as client"), in seconds from the auto-login: its refresh and
   * access tokens never outlive it (`DELEGATED_SESSION_SECONDS`, default 3600).
   */
  delegatedSessionSeconds: number;
  /** Failed passwords in a row before the account is locked. */
  lockoutThreshold: number;
  /** How long a lockout lasts, in seconds. */
  lockoutSeconds: number;
  /** Origins allowed by CORS (credentials allowed, the Origin is echoed). */
  corsOrigins: string[];
  /** Whether {@link DEFAULT_CORS_ORIGINS} (the local dev and preview ports) are allowed (`DEV_CORS`, on unless `0`). */
  devCors: boolean;
  /** Secrets of the two OAuth clients (`OAUTH_WEB_CLIENT_SECRET`, `OAUTH_BACKOFFICE_CLIENT_SECRET`). */
  clientSecrets: ClientSecrets;
  /** Seed used on first start. */
  seed: SeedMode;
  /** Generated users wanted in the database (tops up an existing database). */
  seedUsers: number;
  /** Page of the site that consumes auto-login tokens; the token is appended as `?token=`. */
  autoLoginUrl: string;
  /** Largest JSON or form body in bytes. */
  bodyLimit: number;
  /** Largest avatar upload in bytes. */
  avatarLimit: number;
  /** Interval of hub keep-alive pings in milliseconds. */
  hubPingMs: number;
  /**
   * Whether the benchmark extension `POST /bench/push` is on (`BENCH_PUSH=1`; off unless asked for):
   * it pushes made-up user updates through the hub, so it must never be on outside a benchmark.
   */
  benchPush: boolean;
  /** Sessions: the grace window of a just-rotated refresh token, the absolute lifetime and the idle limit. */
  session: SessionLimits;
  /** `iss` and `aud` of every access token, checked on every request and hub connection. */
  jwtIssuer: string;
  jwtAudience: string;
  /** Rate limits, hub caps and query caps. */
  limits: Limits;
  /** reCAPTCHA secret; when set, the contact endpoint verifies each token with `recaptchaVerifyUrl`. */
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;
}

/** The client secrets of the OAuth clients `brokerfront-web` and `brokerfront-backoffice`. */
export interface ClientSecrets {
  web: string;
  backoffice: string;
}

/** The development client secrets (published in the README and in the apps' configuration): used when unset. */
export const DEV_CLIENT_SECRETS: Readonly<ClientSecrets> = {
  web: 'brokerfront-web-secret',
  backoffice: 'brokerfront-backoffice-secret',
};

/** Server-side session rules (see docs/security.md). */
export interface SessionLimits {
  /** Seconds in which a just-used refresh token answers the same successor instead of revoking its family. */
  refreshGraceSeconds: number;
  /** Seconds after sign-in after which a session ends, however active (absolute lifetime). */
  absoluteSeconds: number;
  /** Seconds without a refresh after which a session ends (server-side idle limit). */
  idleSeconds: number;
}

/** Request and connection limits (see docs/security.md). */
export interface Limits {
  /** Token endpoint: requests per IP per minute. */
  tokenPerIpPerMinute: number;
  /** Token endpoint: password attempts per account from one address per minute (429 over). */
  loginPerAccountPerMinute: number;
  /**
   * Token endpoint: password attempts per account from all addresses together per minute; over it every attempt is
   * slowed by {@link Limits.loginSlowdownMs}, never refused, so that nobody can lock the owner out from elsewhere.
   */
  loginPerAccountAllAddressesPerMinute: number;
  /** Token endpoint: the wait, in milliseconds, of a password attempt over the all-addresses cap. */
  loginSlowdownMs: number;
  /** Contact endpoint: messages per IP per hour. */
  contactPerIpPerHour: number;
  /** Write routes (POST/DELETE of the users and permissions APIs): requests per user per minute. */
  writesPerUserPerMinute: number;
  /** Hub: open connections per user. */
  hubConnectionsPerUser: number;
  /** Hub: live subscriptions per connection. */
  hubSubscriptionsPerConnection: number;
  /** Hub: invocations per connection per second (a burst of twice as many is allowed). */
  hubInvocationsPerSecond: number;
  /** Hub: largest record or unterminated frame buffer, in bytes. */
  hubMaxMessageBytes: number;
}

/** The ports brand apps serve on locally: development 4200–4299, preview and browser tests 4300–4399. */
const DEFAULT_PORTS = Array.from({ length: 200 }, (_, i) => (i < 100 ? 4200 + i : 4300 + i - 100));

/**
 * The default site origins: the dev (4200–4299) and preview (4300–4399) ports on localhost and 127.0.0.1, so a brand
 * app made by the generator (ports 4204/4304 on) signs in locally without configuring anything.
 */
export const DEFAULT_CORS_ORIGINS = DEFAULT_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return n;
}

/** Reads the configuration from environment variables (see the README for the list). */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): BackendConfig {
  const seed = (env['SEED'] || 'demo') as SeedMode;
  if (!SEED_MODES.includes(seed)) throw new Error(`SEED must be "demo", "minimal" or "none", got "${seed}"`);
  const devCorsRaw = env['DEV_CORS'] ?? '';
  if (devCorsRaw !== '' && devCorsRaw !== '0' && devCorsRaw !== '1') throw new Error(`DEV_CORS must be "0" or "1", got "${devCorsRaw}"`);
  const devCors = devCorsRaw !== '0';
  const extraOrigins = (env['CORS_ORIGINS'] ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const loginPerAccount = int(env, 'LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE', 10, 1);
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port: int(env, 'PORT', 5100),
    dataDir: path.resolve(cwd, env['DATA_DIR'] ?? 'apps/reference-backend/.data'),
    accessTokenSeconds: int(env, 'ACCESS_TOKEN_SECONDS', 300, 1),
    refreshTokenSeconds: int(env, 'REFRESH_TOKEN_SECONDS', 14 * 24 * 3600, 1),
    autoLoginSeconds: int(env, 'AUTO_LOGIN_SECONDS', 300, 1),
    delegatedSessionSeconds: int(env, 'DELEGATED_SESSION_SECONDS', 3600, 1),
    lockoutThreshold: int(env, 'LOCKOUT_THRESHOLD', 5, 1),
    lockoutSeconds: int(env, 'LOCKOUT_SECONDS', 15 * 60, 1),
    corsOrigins: [...new Set([...(devCors ? DEFAULT_CORS_ORIGINS : []), ...extraOrigins])],
    devCors,
    clientSecrets: {
      web: env['OAUTH_WEB_CLIENT_SECRET'] || DEV_CLIENT_SECRETS.web,
      backoffice: env['OAUTH_BACKOFFICE_CLIENT_SECRET'] || DEV_CLIENT_SECRETS.backoffice,
    },
    seed,
    seedUsers: int(env, 'SEED_USERS', seed === 'demo' ? 3000 : seed === 'minimal' ? 40 : 0),
    autoLoginUrl: env['AUTO_LOGIN_URL'] ?? 'http://localhost:4200/auto-login',
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    avatarLimit: int(env, 'AVATAR_LIMIT_BYTES', 2 * 1024 * 1024, 1024),
    hubPingMs: int(env, 'HUB_PING_MS', 15000, 10),
    benchPush: env['BENCH_PUSH'] === '1',
    session: {
      refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 30),
      absoluteSeconds: int(env, 'SESSION_ABSOLUTE_SECONDS', 30 * 24 * 3600, 1),
      idleSeconds: int(env, 'SESSION_IDLE_SECONDS', 7 * 24 * 3600, 1),
    },
    jwtIssuer: env['JWT_ISSUER'] ?? 'brokerfront-reference-identity',
    jwtAudience: env['JWT_AUDIENCE'] ?? 'brokerfront',
    limits: {
      tokenPerIpPerMinute: int(env, 'LIMIT_TOKEN_PER_IP_PER_MINUTE', 60, 1),
      loginPerAccountPerMinute: loginPerAccount,
      loginPerAccountAllAddressesPerMinute: int(env, 'LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES_PER_MINUTE', 5 * loginPerAccount, 1),
      loginSlowdownMs: int(env, 'LOGIN_SLOWDOWN_MS', 1000),
      contactPerIpPerHour: int(env, 'LIMIT_CONTACT_PER_IP_PER_HOUR', 10, 1),
      writesPerUserPerMinute: int(env, 'LIMIT_WRITES_PER_USER_PER_MINUTE', 300, 1),
      hubConnectionsPerUser: int(env, 'HUB_CONNECTIONS_PER_USER', 20, 1),
      hubSubscriptionsPerConnection: int(env, 'HUB_SUBSCRIPTIONS_PER_CONNECTION', 50, 1),
      hubInvocationsPerSecond: int(env, 'HUB_INVOCATIONS_PER_SECOND', 20, 1),
      hubMaxMessageBytes: int(env, 'HUB_MAX_MESSAGE_BYTES', 64 * 1024, 1024),
    },
    recaptchaSecret: env['RECAPTCHA_SECRET'] || null,
    recaptchaVerifyUrl: env['RECAPTCHA_VERIFY_URL'] ?? 'https://www.google.com/recaptcha/api/siteverify',
  };
}
