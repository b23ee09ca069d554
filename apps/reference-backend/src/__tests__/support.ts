import { HubConnectionBuilder, LogLevel, type HubConnection, type IHttpConnectionOptions, type IRetryPolicy } from '@microsoft/signalr';
import WebSocket from 'ws';

export const CLIENT = {
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
};

export const USERS = '/identity/api/v1/users';
export const PERMISSIONS = '/permissions/UserPermissions';

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Posts a form to the token endpoint. */
export async function tokenRequest(url: string, form: Record<string, string>): Promise<TokenAnswer> {
  const res = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Password login with the web client. */
export function passwordLogin(url: string, email: string, password: string, extra: Record<string, string> = {}): Promise<TokenAnswer> {
  return tokenRequest(url, { ...CLIENT, grant_type: 'password', email, password, ...extra });
}

/** Logs in and answers the access token (throws when refused). */
export async function accessToken(url: string, email: string, password: string): Promise<string> {
  const r = await passwordLogin(url, email, password);
  if (r.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(r.body)}`);
  return r.body['access_token'] as string;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { Status: number; Data: T; Errors: Array<{ Code: string; Data: unknown }> };
}

/** Calls the API with a bearer token and a JSON body. */
export async function api<T = unknown>(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const h: Record<string, string> = { ...headers };
  if (token) h['authorization'] = `Bearer ${token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    h['content-type'] ??= 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const res = await fetch(`${url}${path}`, { method, headers: h, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The codes of an envelope's errors. */
export const codes = (a: ApiAnswer): string[] => (a.body?.Errors ?? []).map((e) => e.Code);

/** A SignalR client connection to the user hub (Node: `ws` as the WebSocket). */
export function hubConnection(url: string, token: () => string, retry?: IRetryPolicy): HubConnection {
  const builder = new HubConnectionBuilder()
    // Node has no global WebSocket: the client takes the `ws` constructor (an option its typings omit).
    .withUrl(`${url}/ws/user`, { accessTokenFactory: token, WebSocket } as IHttpConnectionOptions)
    .configureLogging(LogLevel.None);
  if (retry) builder.withAutomaticReconnect(retry);
  return builder.build();
}

/** Resolves with the next `count` arguments pushed to `method`. */
export function nextEvents<T = unknown>(conn: HubConnection, method: string, count = 1): Promise<T[]> {
  return new Promise((resolve) => {
    const got: T[] = [];
    const handler = (arg: T) => {
      got.push(arg);
      if (got.length === count) {
        conn.off(method, handler);
        resolve(got);
      }
    };
    conn.on(method, handler);
  });
}

/** Collects everything pushed to `method`. */
export function collect<T = unknown>(conn: HubConnection, method: string): T[] {
  const got: T[] = [];
  conn.on(method, (arg: T) => got.push(arg));
  return got;
}

/** A deferred promise. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
