import type { ConnectSettings, FetchLike, IdentityEndpoint, Timers } from './types';

/** Grant type of auto-login (SPEC §9). */
export const AUTO_LOGIN_GRANT = 'auto_login_token';
/** Grant type of refresh (SPEC §9). */
export const REFRESH_GRANT = 'refresh_token';

/** Answer of the token endpoint. */
export type TokenResponse =
  | { ok: true; access_token: string; refresh_token: string }
  | {
      ok: false;
      error: string;
      error_description: string;
      lockedUntil?: Date;
      /** HTTP status of the answer; absent when no answer came (network error, timeout, abort). */
      status?: number;
    };

/**
 * Error codes that end a session when the token endpoint answers a refresh with them (HTTP 400/401):
 * the grant is gone for good. Anything else (network error, timeout, abort, 5xx, 429, unreadable
 * answer) is transient and the session keeps its tokens.
 */
export const SESSION_ENDING_ERRORS: readonly string[] = Object.freeze([
  'invalid_grant',
  'invalid_client',
  'user_deactivated',
  'user_not_found',
]);

/** Error codes of requests that got no answer. */
export const NO_ANSWER_ERRORS = Object.freeze({ network: 'network_error', timeout: 'timeout', aborted: 'aborted' });

/** Default time a token-endpoint request may take before it is aborted (ms). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/** `true` when a failed refresh answer is authoritative: the server refused the grant and the session must end. */
export function isSessionEnding(response: TokenResponse): boolean {
  if (response.ok) return false;
  return (response.status === 400 || response.status === 401) && SESSION_ENDING_ERRORS.includes(response.error);
}

/** `{protocol}://{host}[:{port}]/{root}/connect/revocation` (RFC 7009). */
export function revocationEndpointUrl(endpoint: IdentityEndpoint, connect: Pick<ConnectSettings, 'root'>): string {
  return tokenEndpointUrl(endpoint, connect).replace(/\/connect\/token$/, '/connect/revocation');
}

/** Options of the {@link TokenClient}: timers for the request timeout. */
export interface TokenClientOptions {
  timers?: Timers;
  /** Abort a request after this many ms (default 15 000; 0 = never). */
  timeoutMs?: number;
}

/** `{protocol}://{host}[:{port}]/{root}/connect/token` (SPEC §7 "Authentication"). */
export function tokenEndpointUrl(endpoint: IdentityEndpoint, connect: { root?: ConnectSettings['root'] }): string {
  const port = endpoint.port === undefined || endpoint.port === null || endpoint.port === '' ? '' : `:${endpoint.port}`;
  const protocol = endpoint.protocol.replace(/:?\/*$/, '');
  const root = (connect.root ?? endpoint.root).replace(/^\/+|\/+$/g, '');
  return `${protocol}://${endpoint.host}${port}/${root ? `${root}/` : ''}connect/token`;
}

function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Calls the token endpoint with form-encoded bodies (SPEC §3 login and refresh form fields). */
export class TokenClient {
  private readonly timers: Timers | null;
  private readonly timeoutMs: number;

  constructor(
    private readonly fetchFn: FetchLike,
    private readonly endpoint: IdentityEndpoint,
    private readonly connect: ConnectSettings,
    options: TokenClientOptions = {},
  ) {
    this.timers = options.timers ?? null;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  /** URL of the token endpoint. */
  get url(): string {
    return tokenEndpointUrl(this.endpoint, this.connect);
  }

  /** Password grant: email, client_id, client_secret, scope, grant_type, password. */
  passwordLogin(email: string, password: string): Promise<TokenResponse> {
    return this.post({
      email,
      client_id: this.connect.client_id,
      client_secret: this.connect.client_secret,
      scope: this.connect.scope,
      grant_type: this.connect.grant_type,
      password,
    });
  }

  /** Auto-login: the same fields with grant type `auto_login_token` and the token as the password. */
  autoLogin(token: string, email = ''): Promise<TokenResponse> {
    return this.post({
      email,
      client_id: this.connect.client_id,
      client_secret: this.connect.client_secret,
      scope: this.connect.scope,
      grant_type: AUTO_LOGIN_GRANT,
      password: token,
    });
  }

  /** Refresh: refresh_token, client_id, client_secret, grant_type `refresh_token`. */
  refresh(refreshToken: string): Promise<TokenResponse> {
    return this.post({
      refresh_token: refreshToken,
      client_id: this.connect.client_id,
      client_secret: this.connect.client_secret,
      grant_type: REFRESH_GRANT,
    });
  }

  /**
   * Revokes a refresh token (RFC 7009): token, token_type_hint `refresh_token`, client_id, client_secret.
   * Resolves `true` on a 2xx answer, `false` on anything else (never throws). `timeoutMs` overrides the
   * request timeout (sign-out does not wait long).
   */
  async revoke(refreshToken: string, timeoutMs?: number): Promise<boolean> {
    const fields = {
      token: refreshToken,
      token_type_hint: 'refresh_token',
      client_id: this.connect.client_id,
      client_secret: this.connect.client_secret,
    };
    const url = revocationEndpointUrl(this.endpoint, this.connect);
    const outcome = await this.send(url, fields, timeoutMs ?? this.timeoutMs, true);
    return 'response' in outcome && outcome.response.ok;
  }

  /** Posts a form with a timeout (AbortController); never throws. */
  private async send(
    url: string,
    fields: Record<string, string>,
    timeoutMs: number,
    keepalive = false,
  ): Promise<{ response: Response } | { error: string; description: string }> {
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    let timedOut = false;
    const timer =
      controller && this.timers && timeoutMs > 0
        ? this.timers.setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : null;
    try {
      const response = await this.fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(fields).toString(),
        ...(controller ? { signal: controller.signal } : {}),
        ...(keepalive ? { keepalive: true } : {}),
      });
      return { response };
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      if (timedOut) return { error: NO_ANSWER_ERRORS.timeout, description: `No answer within ${timeoutMs} ms.` };
      const aborted = error instanceof Error && error.name === 'AbortError';
      return { error: aborted ? NO_ANSWER_ERRORS.aborted : NO_ANSWER_ERRORS.network, description };
    } finally {
      if (timer !== null) this.timers?.clearTimeout(timer);
    }
  }

  private async post(fields: Record<string, string>): Promise<TokenResponse> {
    const outcome = await this.send(this.url, fields, this.timeoutMs);
    if (!('response' in outcome)) return { ok: false, error: outcome.error, error_description: outcome.description };
    const response = outcome.response;
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = await response.json();
      if (parsed !== null && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: handled below.
    }
    if (response.ok && typeof body['access_token'] === 'string' && typeof body['refresh_token'] === 'string') {
      return { ok: true, access_token: body['access_token'], refresh_token: body['refresh_token'] };
    }
    const error = typeof body['error'] === 'string' ? body['error'] : response.ok ? 'invalid_response' : `http_${response.status}`;
    const description = typeof body['error_description'] === 'string' ? body['error_description'] : '';
    const lockedUntil = error === 'locked_out' ? (parseDate(body['lockedUntil']) ?? parseDate(description)) : undefined;
    return { ok: false, error, error_description: description, status: response.status, ...(lockedUntil ? { lockedUntil } : {}) };
  }
}
