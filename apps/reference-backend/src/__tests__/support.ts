import { HubConnectionBuilder, LogLevel, type HubConnection, type IHttpConnectionOptions, type IRetryPolicy } from '@microsoft/signalr';
import WebSocket from 'ws';
import type { RunningBackend } from '../../../../tools/testing/backend';
import type { PermissionKey } from '../auth/authorize';
import type { AuditRecord } from '../domain/audit';

export type { PermissionKey } from '../auth/authorize';

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

/** An envelope's errors, `{Code, Data}` each. */
export const errorsOf = (a: ApiAnswer): Array<{ Code: string; Data: unknown }> =>
  a.body.Errors.map((e) => ({ Code: e.Code, Data: e.Data }));

/** Expects an error envelope with exactly one error, `{Code, Data}`, and HTTP `status`. */
export function expectRefusal(r: ApiAnswer, status: number, Code: string, Data: unknown): void {
  expect(r.status).toBe(status);
  expect(r.body).toEqual({ Status: status, Data: null, Errors: [{ Code, Data }] });
}

/** Signs `email` in and answers its access token and its id (as `GET GetCurrentUser` answers it). */
export async function signIn(url: string, email: string, password: string): Promise<{ token: string; id: number }> {
  const token = await accessToken(url, email, password);
  const id = (await api<{ Id: number }>(url, token, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
  return { token, id };
}

/** Signs in the seeded demo employee, who holds every permission: the administrator the specs act as. */
export const signInDemoEmployee = (url: string): Promise<{ token: string; id: number }> => signIn(url, 'employee@example.com', 'Employee1');

/** Stops a spec file's hub connections (whatever state they are in), then its backend (if it was started). */
export async function stopBackend(be: RunningBackend | undefined, connections: readonly HubConnection[] = []): Promise<void> {
  await Promise.allSettled(connections.map((c) => c.stop()));
  await be?.stop();
}

let uniqCounter = 0;
/** A string unique to the run of this spec file (each file has its own module state): the time in base 36 and a counter. */
export const uniq = (): string => `${Date.now().toString(36)}${++uniqCounter}`;
/** How many {@link uniq} strings this spec file has made so far. */
export const uniqCount = (): number => uniqCounter;

/** The key of a grant of permission `PermissionId` on the identity users (`ResourceId` 0: on every user), as `Modify` takes it. */
export const grantKey = (PermissionId: number, ResourceId = 0): PermissionKey => ({
  PermissionId,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId,
});

/** What a spec gives a user it creates: its names, its e-mail, and a password when it is to sign in. */
export interface NewUser {
  FirstName: string;
  LastName: string;
  Email: string;
  Password?: string;
}

/**
 * Creates a client (`POST CreateIndividual`) or an employee (`POST CreateEmployee`) as `admin`, expecting 201, and
 * grants it `grants` (`POST Modify`, expecting 200; no call for none). Answers the user as the create answered it.
 */
export async function createUser<T extends { Id: number } = { Id: number }>(
  url: string,
  admin: string,
  kind: 'client' | 'employee',
  user: NewUser,
  grants: readonly PermissionKey[] = [],
): Promise<T> {
  const r = await api<T>(url, admin, 'POST', `${USERS}/${kind === 'client' ? 'CreateIndividual' : 'CreateEmployee'}`, user);
  expect(r.status).toBe(201);
  if (grants.length)
    expect((await api(url, admin, 'POST', `${PERMISSIONS}/Modify`, { UserId: r.body.Data.Id, Grant: grants })).status).toBe(200);
  return r.body.Data;
}

/** {@link createUser}, then signs the new user in with its password: the user and its access token. */
export async function createSignedInUser<T extends { Id: number } = { Id: number }>(
  url: string,
  admin: string,
  kind: 'client' | 'employee',
  user: NewUser & { Password: string },
  grants: readonly PermissionKey[] = [],
): Promise<{ user: T; token: string }> {
  const created = await createUser<T>(url, admin, kind, user, grants);
  return { user: created, token: await accessToken(url, user.Email, user.Password) };
}

/** The audit records `GET users/Audit?{query}` answers `token` (newest first), e.g. `action=access.denied&actorId=7`. */
export async function searchAudit(url: string, token: string, query: string): Promise<AuditRecord[]> {
  return (await api<AuditRecord[]>(url, token, 'GET', `${USERS}/Audit?${query}`)).body.Data;
}

/** A SignalR client connection to the user hub (Node: `ws` as the WebSocket). */
export function hubConnection(url: string, token: () => string, retry?: IRetryPolicy): HubConnection {
  const builder = new HubConnectionBuilder()
    // Node has no global WebSocket: the client takes the `ws` constructor (an option its typings omit).
    .withUrl(`${url}/ws/user`, { accessTokenFactory: token, WebSocket } as IHttpConnectionOptions)
    .configureLogging(LogLevel.None);
  if (retry) builder.withAutomaticReconnect(retry);
  return builder.build();
}

/** Opens a hub connection for `token` and starts it; it joins `open`, the connections {@link stopBackend} stops. */
export async function openHub(url: string, token: string, open: HubConnection[], retry?: IRetryPolicy): Promise<HubConnection> {
  const c = hubConnection(url, () => token, retry);
  open.push(c);
  await c.start();
  return c;
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
