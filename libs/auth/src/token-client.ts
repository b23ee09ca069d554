import type { ConnectSettings, FetchLike, IdentityEndpoint } from './types';

/** Grant type of auto-login (SPEC §9). */
export const AUTO_LOGIN_GRANT = 'auto_login_token';
/** Grant type of refresh (SPEC §9). */
export const REFRESH_GRANT = 'refresh_token';

/** Answer of the token endpoint. */
export type TokenResponse =
  | { ok: true; access_token: string; refresh_token: string }
  | { ok: false; error: string; error_description: string; lockedUntil?: Date };

/** `{protocol}://{host}[:{port}]/{root}/connect/token` (SPEC §7 "Authentication"). */
export function tokenEndpointUrl(endpoint: IdentityEndpoint, connect: Pick<ConnectSettings, 'root'>): string {
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
  constructor(
    private readonly fetchFn: FetchLike,
    private readonly endpoint: IdentityEndpoint,
    private readonly connect: ConnectSettings,
  ) {}

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

  private async post(fields: Record<string, string>): Promise<TokenResponse> {
    let response: Response;
    try {
      response = await this.fetchFn(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(fields).toString(),
      });
    } catch (error) {
      return { ok: false, error: 'network_error', error_description: error instanceof Error ? error.message : String(error) };
    }
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
    return { ok: false, error, error_description: description, ...(lockedUntil ? { lockedUntil } : {}) };
  }
}
