import type { UserHub } from '../hub/user-hub';
import type { AuditLog } from '../domain/audit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BackendConfig } from '../config';
import type { Store } from '../domain/store';
import { UserType, type User } from '../domain/types';
import { isEmail } from '../http/validation';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';

/** An OAuth client allowed at the token endpoint. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Only employees may sign in through this client (others get `user_not_employee`). */
  employeesOnly: boolean;
}

/** The clients known to the reference backend. */
export const OAUTH_CLIENTS: readonly OAuthClient[] = [
  { clientId: 'brokerfront-web', clientSecret: 'brokerfront-web-secret', employeesOnly: false },
  { clientId: 'brokerfront-backoffice', clientSecret: 'brokerfront-backoffice-secret', employeesOnly: true },
];

/** Scopes a client may ask for. */
export const ALLOWED_SCOPES = ['openid', 'profile', 'offline_access', 'identity', 'gateway'];

/** Every error code the token endpoint answers. */
export type TokenErrorCode =
  | 'user_not_found'
  | 'user_not_employee'
  | 'email_invalid'
  | 'email_not_confirmed'
  | 'password_invalid'
  | 'user_deactivated'
  | 'locked_out'
  | 'invalid_grant'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_request';

const DESCRIPTIONS: Record<TokenErrorCode, string> = {
  user_not_found: 'Invalid user.',
  user_not_employee: 'User in not an employee',
  email_invalid: 'Email not found.',
  email_not_confirmed: 'Email address has not been confirmed, please check your email inbox.',
  password_invalid: 'Invalid password.',
  user_deactivated: 'Credentials are deactivated.',
  locked_out: 'You have been temporarily blocked due to too many failed attempts.',
  invalid_grant: 'The grant is invalid, expired or already used.',
  invalid_client: 'Unknown client or wrong client secret.',
  unsupported_grant_type: 'Grant type is not supported.',
  invalid_request: 'The request is malformed.',
};

class TokenError extends Error {
  constructor(
    readonly code: TokenErrorCode,
    readonly description: string = DESCRIPTIONS[code],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
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

/** Registers `POST /identity/connect/token` (password, auto_login_token and refresh_token grants). */
export function registerTokenEndpoint(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog; userHub: UserHub; now?: () => number },
): void {
  const { store, tokens, config } = deps;
  const now = deps.now ?? Date.now;

  const checkClient = (body: Record<string, unknown>): OAuthClient => {
    const id = required(body, 'client_id');
    const secret = field(body, 'client_secret') ?? '';
    const client = OAUTH_CLIENTS.find((c) => c.clientId === id);
    if (!client || client.clientSecret !== secret) throw new TokenError('invalid_client');
    const scope = field(body, 'scope');
    if (scope) {
      const unknown = scope.split(/\s+/).filter((s) => s && !ALLOWED_SCOPES.includes(s));
      if (unknown.length) throw new TokenError('invalid_request', `unknown scope: ${unknown.join(' ')}`);
    }
    return client;
  };

  const admit = (user: User, client: OAuthClient) => {
    if (user.IsBlocked || user.IsArchived) throw new TokenError('user_deactivated');
    if (!user.EmailConfirmed) throw new TokenError('email_not_confirmed');
    if (client.employeesOnly && user.UserType !== UserType.Employee) throw new TokenError('user_not_employee');
  };

  const passwordGrant = async (body: Record<string, unknown>, client: OAuthClient) => {
    const email = (field(body, 'email') ?? field(body, 'username') ?? '').trim();
    const password = field(body, 'password') ?? '';
    if (!isEmail(email)) throw new TokenError('email_invalid');
    const user = store.findByEmail(email);
    if (!user) throw new TokenError('user_not_found');
    return store.exclusive(async () => {
      const secrets = store.secretsOf(user.Id);
      const lockedUntil = secrets?.lockedUntil ? Date.parse(secrets.lockedUntil) : 0;
      if (lockedUntil > now()) {
        const until = new Date(lockedUntil).toISOString();
        throw new TokenError('locked_out', until, { lockedUntil: until });
      }
      if (!(await verifyPassword(password, secrets?.passwordHash ?? null))) {
        const failures = (lockedUntil ? 0 : (secrets?.failedLogins ?? 0)) + 1;
        if (failures >= config.lockoutThreshold) {
          const until = new Date(now() + config.lockoutSeconds * 1000).toISOString();
          await store.setLoginState(user.Id, 0, until);
          throw new TokenError('locked_out', until, { lockedUntil: until });
        }
        await store.setLoginState(user.Id, failures, null);
        throw new TokenError('password_invalid');
      }
      if (secrets && (secrets.failedLogins > 0 || secrets.lockedUntil)) await store.setLoginState(user.Id, 0, null);
      const current = store.get(user.Id);
      if (!current) throw new TokenError('user_not_found');
      admit(current, client);
      return tokens.issue(current);
    });
  };

  const autoLoginGrant = async (body: Record<string, unknown>, client: OAuthClient) => {
    const token = required(body, 'password');
    const userId = await tokens.consumeAutoLogin(token);
    if (userId === null) throw new TokenError('invalid_grant', 'Auto-login token is unknown, expired or already used.');
    const user = store.get(userId);
    if (!user) throw new TokenError('user_not_found');
    const email = field(body, 'email');
    if (email && email.trim().toLowerCase() !== user.Email.toLowerCase()) {
      throw new TokenError('invalid_grant', 'Auto-login token belongs to another user.');
    }
    admit(user, client);
    return tokens.issue(user);
  };

  const refreshGrant = async (body: Record<string, unknown>, client: OAuthClient) => {
    const refresh = required(body, 'refresh_token');
    const r = await tokens.rotate(refresh);
    if ('error' in r) throw new TokenError('invalid_grant', r.reason);
    const user = store.get(r.userId);
    if (!user) throw new TokenError('invalid_grant', 'User no longer exists.');
    if (user.IsBlocked || user.IsArchived) {
      await tokens.revokeUser(user.Id);
      throw new TokenError('user_deactivated');
    }
    if (client.employeesOnly && user.UserType !== UserType.Employee) throw new TokenError('user_not_employee');
    return tokens.responseFor(user, r.next);
  };

  const send = (reply: FastifyReply, e: TokenError) =>
    reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .send({ error: e.code, error_description: e.description, ...e.extra });

  app.post('/identity/connect/token', async (req, reply) => {
    try {
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new TokenError('invalid_request', 'expected a form-encoded body');
      }
      const b = body as Record<string, unknown>;
      const grant = required(b, 'grant_type');
      const client = checkClient(b);
      let result;
      if (grant === 'password') result = await passwordGrant(b, client);
      else if (grant === 'auto_login_token') result = await autoLoginGrant(b, client);
      else if (grant === 'refresh_token') result = await refreshGrant(b, client);
      else throw new TokenError('unsupported_grant_type', `grant_type ${grant} is not supported`);
      return reply.header('Cache-Control', 'no-store').send(result);
    } catch (e) {
      if (e instanceof TokenError) return send(reply, e);
      throw e;
    }
  });
}

export { TokenError };
