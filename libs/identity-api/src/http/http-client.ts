import { isSuccessStatus, type Envelope, type EnvelopeError } from '../entities/envelope';
import { HTTP_ERROR_CODE, NETWORK_ERROR_CODE, ServiceError } from '../errors/service-error';
import { apiUrl, isRelativeUrl, serverUrl, type ServicePieces } from './service-url';
import { readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/** Gives the current access token (the auth lib provides it); nothing means "send no token". */
export type AccessTokenFactory = () => string | null | undefined | Promise<string | null | undefined>;

/** The pop-up-blocked notice (SPEC §8). */
export const POPUP_BLOCKED_MESSAGE = 'Please disable your Pop-up blocker and try again.';

/** Effects and settings of the HTTP client. Every effect has a browser default. */
export interface HttpClientOptions {
  /** Host pieces of the identity service (protocol, host, port, root). */
  service: ServicePieces;
  /** Default API version; `v1`. */
  version?: string;
  accessTokenFactory?: AccessTokenFactory;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Reads a cookie by name; defaults to `document.cookie` when there is a document. */
  readCookie?: (name: string) => string | null | undefined;
  /** Opens a URL in a new window; returns null when blocked. Defaults to `window.open(url, '_blank')`. */
  openWindow?: (url: string) => unknown;
  /** Tells the user something (the pop-up-blocked notice). Defaults to `console.warn`. */
  notify?: (message: string) => void;
  /** Turns a blob into a URL for {@link openWindow}; defaults to `URL.createObjectURL`. */
  createObjectUrl?: (blob: Blob) => string;
  /**
   * Releases a URL made by {@link createObjectUrl}: at once when the window was blocked, else after
   * {@link OBJECT_URL_LIFETIME_MS} (the new window has read the file by then). Defaults to `URL.revokeObjectURL`.
   */
  revokeObjectUrl?: (url: string) => void;
}

/** How long a downloaded file's object URL stays valid after its window opened. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** Per-call options. */
export interface RequestOptions {
  /** API version of this call, overriding the client's. */
  version?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Per-call options of a file download ({@link HttpClient.postFile}). */
export interface FileRequestOptions extends RequestOptions {
  /**
   * Called instead of the client's `notify` when the browser refuses the file's window (pop-ups blocked), so the
   * screen that asked for the file can say so beside its control.
   */
  onPopupBlocked?: () => void;
}

/** A request to any URL (used for paths outside `{root}/api/{version}`, e.g. the permissions gateway). */
export interface RawRequest extends Omit<RequestOptions, 'version'> {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON-serialised unless it is a FormData, Blob, URLSearchParams or string. */
  body?: unknown;
}

/** The generic envelope client of SPEC §7 "Other". */
export interface HttpClient {
  /** `{server}` of the service (`''` for same origin). */
  readonly server: string;
  /** The URL of an API path. */
  url(path: string, version?: string): string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * POSTs and receives a file: opens it in a new window (or tells the user to allow pop-ups) and
   * resolves with the blob.
   */
  postFile(path: string, body?: unknown, options?: FileRequestOptions): Promise<Blob>;
  /**
   * GETs a file and resolves with its bytes (nothing is opened); an error envelope or a failed status
   * rejects with a {@link ServiceError} like every other call.
   */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
  /** Any request; answers are read as envelopes. */
  request<T>(request: RawRequest): Promise<T>;
}

function defaultOpenWindow(url: string): unknown {
  return typeof window !== 'undefined' ? window.open(url, '_blank') : null;
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

function asErrors(value: unknown): EnvelopeError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e) => e && typeof e === 'object' && typeof (e as EnvelopeError).Code === 'string')
    .map((e) => ({ Code: (e as EnvelopeError).Code, Data: (e as EnvelopeError).Data }));
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return !!value && typeof value === 'object' && typeof (value as Envelope<unknown>).Status === 'number';
}

/** Reads an answer as an envelope: its Data on success, a {@link ServiceError} otherwise. */
async function readEnvelope<T>(response: Response): Promise<T> {
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ServiceError(response.status, [{ Code: HTTP_ERROR_CODE, Data: response.status }]);
    }
  }
  if (isEnvelope(parsed)) {
    if (isSuccessStatus(parsed.Status)) return parsed.Data as T;
    const errors = asErrors(parsed.Errors);
    throw new ServiceError(parsed.Status, errors.length ? errors : [{ Code: HTTP_ERROR_CODE, Data: parsed.Status }]);
  }
  if (response.ok) return parsed as T;
  throw new ServiceError(response.status, [{ Code: HTTP_ERROR_CODE, Data: response.status }]);
}

/** Reads a file answer as a blob; a failed status or an error envelope becomes a {@link ServiceError}. */
async function readFile(response: Response): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok)
    await readEnvelope<unknown>(response.clone()).then(() => {
      throw new ServiceError(response.status, [{ Code: HTTP_ERROR_CODE, Data: response.status }]);
    });
  if (type.includes('json')) {
    // A service may answer 200 with an error envelope.
    const parsed: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (isEnvelope(parsed) && !isSuccessStatus(parsed.Status)) await readEnvelope<unknown>(response);
  }
  return response.blob();
}

/**
 * Creates the envelope client: bearer token from `accessTokenFactory`, anti-forgery header on
 * relative non-GET/HEAD requests (cookie `XSRF-TOKEN` → header `X-XSRF-TOKEN`), answers read as
 * `{Status, Data, Errors}` (200/201/202 succeed; errors become a {@link ServiceError}).
 *
 * @example
 * const http = createHttpClient({
 *   service: { protocol: 'https', host: 'api.example.com', port: 443, root: 'identity' },
 *   accessTokenFactory: () => session.getAccessToken(),
 * });
 * const me = await http.get<User>('users/GetCurrentUser');
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const version = options.version ?? 'v1';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const readCookie = options.readCookie ?? ((name: string) => readDocumentCookie(name));
  const openWindow = options.openWindow ?? defaultOpenWindow;
  const notify = options.notify ?? ((message: string) => console.warn(message));
  const createObjectUrl = options.createObjectUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeObjectUrl = options.revokeObjectUrl ?? ((href: string) => URL.revokeObjectURL?.(href));

  async function send(req: RawRequest): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    const token = options.accessTokenFactory ? await options.accessTokenFactory() : null;
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (req.body !== undefined) {
      if (isBodyInit(req.body)) body = req.body;
      else {
        body = JSON.stringify(req.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && isRelativeUrl(req.url)) {
      const xsrf = readCookie(XSRF_COOKIE);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    try {
      return await doFetch(req.url, { method: req.method, headers, body, signal: req.signal });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ServiceError(0, [{ Code: NETWORK_ERROR_CODE, Data: (e as Error)?.message ?? String(e) }]);
    }
  }

  const url = (path: string, v?: string) => apiUrl(options.service, path, v ?? version);

  return {
    server: serverUrl(options.service),
    url,
    request: async <T>(req: RawRequest) => readEnvelope<T>(await send(req)),
    get: async <T>(path: string, o: RequestOptions = {}) => readEnvelope<T>(await send({ ...o, method: 'GET', url: url(path, o.version) })),
    post: async <T>(path: string, body?: unknown, o: RequestOptions = {}) =>
      readEnvelope<T>(await send({ ...o, method: 'POST', url: url(path, o.version), body })),
    delete: async <T>(path: string, o: RequestOptions = {}) =>
      readEnvelope<T>(await send({ ...o, method: 'DELETE', url: url(path, o.version) })),
    postFile: async (path: string, body?: unknown, options: FileRequestOptions = {}) => {
      const { onPopupBlocked, ...o } = options;
      const response = await send({ ...o, method: 'POST', url: url(path, o.version), body, headers: { Accept: '*/*', ...o.headers } });
      const blob = await readFile(response);
      const href = createObjectUrl(blob);
      const opened = openWindow(href);
      if (!opened) {
        revokeObjectUrl(href);
        if (onPopupBlocked) onPopupBlocked();
        else notify(POPUP_BLOCKED_MESSAGE);
      } else {
        const timer = setTimeout(() => revokeObjectUrl(href), OBJECT_URL_LIFETIME_MS);
        (timer as { unref?: () => void }).unref?.();
      }
      return blob;
    },
    getBlob: async (path: string, o: RequestOptions = {}) =>
      readFile(await send({ ...o, method: 'GET', url: url(path, o.version), headers: { Accept: '*/*', ...o.headers } })),
  };
}
