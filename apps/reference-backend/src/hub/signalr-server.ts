import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

/** Record separator that ends every message of the SignalR JSON protocol. */
export const RS = '\x1e';

/** Message types of the SignalR hub protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A hub connection as seen by hub methods. */
export interface HubConnection<P> {
  readonly connectionId: string;
  /** Who opened the connection (from its bearer token). */
  readonly principal: P;
  /** Sends a raw, already framed message (used to fan one serialized event out to many connections). */
  sendRaw(frame: string): void;
  /** Invokes a client method. */
  send(target: string, ...args: unknown[]): void;
  /** Sends a Close message and closes the socket. */
  close(error?: string, allowReconnect?: boolean): void;
}

/** A hub method: its answer (or a promise of it) becomes the Completion's result. */
export type HubMethod<P> = (conn: HubConnection<P>, args: unknown[]) => unknown;

/** What a hub does: its methods and the clean-up when a connection goes. */
export interface HubDefinition<P> {
  methods: Record<string, HubMethod<P>>;
  onConnected?(conn: HubConnection<P>): void;
  onDisconnected?(conn: HubConnection<P>): void;
}

/**
 * Authenticates a negotiate or WebSocket request: the principal and when its credential expires (epoch ms;
 * the connection is closed then, allowing reconnect with a fresh token), or a reason to refuse with 401.
 */
export type HubAuthenticator<P> = (req: IncomingMessage) => Promise<{ principal: P; expiresAt?: number } | { reason: string }>;

/** Limits that keep one client from exhausting the hub (see docs/security.md). */
export interface HubLimits {
  /** Largest record, and largest unterminated tail of records, in bytes; exceeded → Close with an error, no reconnect. */
  maxMessageBytes: number;
  /** Invocations per connection per second (token bucket, bursts of twice as many). */
  invocationsPerSecond: number;
  /** Open connections per user (by {@link HubOptions.userKey}); over → negotiate and connect refused with 429. */
  connectionsPerUser: number;
}

/** Options of {@link SignalRHubServer}. */
export interface HubOptions<P> {
  /** Interval of keep-alive pings. */
  pingMs: number;
  /** A connection that sent nothing for this long is closed (default 60 s). */
  clientTimeoutMs?: number;
  /** Limits; default {@link DEFAULT_HUB_LIMITS}. */
  limits?: HubLimits;
  /** Who a principal is, for the connections-per-user cap (default: one key for everyone). */
  userKey?: (principal: P) => string | number;
}

/** The limits used when none are given (the defaults of the configuration). */
export const DEFAULT_HUB_LIMITS: HubLimits = Object.freeze({
  maxMessageBytes: 64 * 1024,
  invocationsPerSecond: 20,
  connectionsPerUser: 20,
});

/** Close reasons (the `error` of a Close message) the server sends on its own. */
export const CloseReason = {
  MessageTooLarge: 'Message too large',
  TooManyInvocations: 'Too many invocations',
  TooManyConnections: 'Too many connections',
  TokenExpired: 'Access token expired',
  ClientTimeout: 'Client timeout',
} as const;

/** The Completion error of an invocation refused by the rate limit. */
export const RATE_LIMITED_ERROR = 'Too many invocations: slow down';

/**
 * Most WebSocket messages one record may be split into. A client sends each record in one message (the
 * SignalR clients do); a flood of tiny unterminated messages is closed after this many.
 */
export const MAX_RECORD_CHUNKS = 1024;

/** Longest delay `setTimeout` takes (about 24.8 days); longer ones are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Serializes one invocation of a client method as a framed message. */
export function invocationFrame(target: string, args: unknown[]): string {
  return JSON.stringify({ type: MessageType.Invocation, target, arguments: args }) + RS;
}

interface Pending {
  connectionId: string;
  expires: number;
  /** The user who negotiated it. */
  user: string | number;
}

/**
 * A token bucket: holds up to `capacity` tokens, refilled at `perSecond`. {@link take} spends one if there
 * is one. Time is read from `now` (milliseconds).
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  /** Spends one token; false when the bucket is empty. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.at) / 1000) * this.perSecond);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Splits a byte stream into records ended by the record separator in time linear in the bytes: each chunk
 * is scanned once, and the unterminated tail is kept as a list of chunks (never joined and re-scanned until
 * its separator arrives). The separator (0x1e) never occurs inside a multi-byte UTF-8 sequence, so records
 * are cut on bytes and decoded whole.
 */
export class RecordReader {
  private tail: Buffer[] = [];
  private tailBytes = 0;

  constructor(
    private readonly maxBytes: number,
    /** Most chunks (WebSocket messages) one record may arrive in: clients send a record in one message. */
    private readonly maxChunks = MAX_RECORD_CHUNKS,
  ) {}

  /** Bytes held of the unterminated record. */
  get pendingBytes(): number {
    return this.tailBytes;
  }

  /**
   * Adds a chunk; calls `onRecord` with each record it completes (stopping when that answers false) and
   * answers false when a record or the unterminated tail exceeds the maximum.
   */
  push(chunk: Buffer, onRecord: (record: string) => boolean): boolean {
    let start = 0;
    for (let i = chunk.indexOf(0x1e); i >= 0; i = chunk.indexOf(0x1e, start)) {
      const bytes = this.tailBytes + i - start;
      if (bytes > this.maxBytes) return false;
      const part = chunk.subarray(start, i);
      const record = this.tail.length ? Buffer.concat([...this.tail, part], bytes) : part;
      this.tail = [];
      this.tailBytes = 0;
      start = i + 1;
      if (!onRecord(record.toString('utf8'))) return true;
    }
    if (start < chunk.length) {
      this.tailBytes += chunk.length - start;
      if (this.tailBytes > this.maxBytes || this.tail.length >= this.maxChunks) return false;
      // A copy: `ws` may reuse the memory of the chunk it handed over.
      this.tail.push(Buffer.from(chunk.subarray(start)));
    }
    return true;
  }
}

/** One chunk of a WebSocket message as a Buffer. */
function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/** What counts against a per-connection quota: {@link withConnectionQuota}. */
export interface QuotaSpec {
  /** Units one connection may hold. */
  max: number;
  /** Hub methods that take one unit when {@link granted}. */
  acquire: readonly string[];
  /** Hub methods that give one unit back when {@link granted}. */
  release: readonly string[];
  /** Whether a method's answer granted (or released) a unit. */
  granted(result: unknown): boolean;
  /** The answer of an `acquire` method when the connection holds `max` units (the method is not called). */
  refusal(max: number): unknown;
}

/**
 * Wraps a hub definition with a per-connection counter: an `acquire` method is refused (answering
 * `refusal(max)`) once the connection holds `max` units; a granted `acquire` takes a unit, a granted
 * `release` gives one back, and the counter goes with the connection. Used to cap the subscriptions of
 * a connection without the hub knowing.
 *
 * @example
 * withConnectionQuota(userHub.definition(), {
 *   max: 50, acquire: ['SubscribeToUserEvents'], release: ['Unsubscribe'],
 *   granted: (r) => (r as { Status?: number })?.Status === 200, refusal: (max) => ({ Status: 429, Data: max }),
 * });
 */
export function withConnectionQuota<P>(hub: HubDefinition<P>, spec: QuotaSpec): HubDefinition<P> {
  const held = new Map<string, number>();
  const count = (conn: HubConnection<P>) => held.get(conn.connectionId) ?? 0;
  const methods: HubDefinition<P>['methods'] = { ...hub.methods };
  const take = (conn: HubConnection<P>, units: number) => held.set(conn.connectionId, Math.max(0, count(conn) + units));
  /** Calls a method and then `settle` with its answer (at once when the method answers at once, so that order is kept). */
  const call = (inner: HubMethod<P>, conn: HubConnection<P>, args: unknown[], settle: (r: unknown) => void, failed: () => void) => {
    let result: unknown;
    try {
      result = inner(conn, args);
    } catch (e) {
      failed();
      throw e;
    }
    if (!(result instanceof Promise)) {
      settle(result);
      return result;
    }
    return result.then(
      (r: unknown) => {
        settle(r);
        return r;
      },
      (e: unknown) => {
        failed();
        throw e;
      },
    );
  };
  for (const name of spec.acquire) {
    const inner = hub.methods[name];
    if (!inner) continue;
    methods[name] = (conn, args) => {
      if (count(conn) >= spec.max) return spec.refusal(spec.max);
      // Reserved before the call, so that concurrent invocations cannot overshoot.
      take(conn, 1);
      const giveBack = () => take(conn, -1);
      return call(inner, conn, args, (r) => spec.granted(r) || giveBack(), giveBack);
    };
  }
  for (const name of spec.release) {
    const inner = hub.methods[name];
    if (!inner) continue;
    methods[name] = (conn, args) =>
      call(
        inner,
        conn,
        args,
        (r) => spec.granted(r) && take(conn, -1),
        () => undefined,
      );
  }
  return {
    methods,
    onConnected: hub.onConnected?.bind(hub),
    onDisconnected: (conn) => {
      held.delete(conn.connectionId);
      hub.onDisconnected?.(conn);
    },
  };
}

/**
 * A server of the ASP.NET Core SignalR JSON hub protocol over WebSockets (negotiate v0 and v1, handshake,
 * invocations with completions, pings, Close with allowReconnect). Only the WebSockets transport is offered.
 */
export class SignalRHubServer<P> {
  private readonly wss: WebSocketServer;
  private readonly pending = new Map<string, Pending>();
  private readonly connections = new Map<string, Conn<P>>();
  /** Open connections by user key. */
  private readonly perUser = new Map<string | number, number>();
  private readonly limits: HubLimits;
  private readonly userKey: (principal: P) => string | number;

  constructor(
    /** Path of the hub, e.g. `/ws/user`. */
    readonly path: string,
    private readonly authenticate: HubAuthenticator<P>,
    private readonly hub: HubDefinition<P>,
    private readonly options: HubOptions<P>,
  ) {
    this.limits = options.limits ?? DEFAULT_HUB_LIMITS;
    this.userKey = options.userKey ?? (() => '');
    // A WebSocket message may carry several records; one larger than this is dropped by `ws` (close 1009).
    this.wss = new WebSocketServer({ noServer: true, maxPayload: 4 * this.limits.maxMessageBytes });
  }

  /** Open connections of the user of `principal`. */
  connectionsOf(principal: P): number {
    return this.perUser.get(this.userKey(principal)) ?? 0;
  }

  /** Open connections. */
  get size(): number {
    return this.connections.size;
  }

  /** Every open connection. */
  all(): IterableIterator<HubConnection<P>> {
    return this.connections.values();
  }

  /** Answers `POST {path}/negotiate`. Returns the status and the JSON body. */
  async negotiate(req: IncomingMessage, negotiateVersion: number): Promise<{ status: number; body: unknown }> {
    const auth = await this.authenticate(req);
    if ('reason' in auth) return { status: 401, body: { error: auth.reason } };
    this.sweep();
    const user = this.userKey(auth.principal);
    // Negotiated but unused connection tokens count too, so that negotiating cannot fill the memory either.
    let negotiated = 0;
    for (const p of this.pending.values()) if (p.user === user) negotiated++;
    const cap = this.limits.connectionsPerUser;
    if (this.connectionsOf(auth.principal) >= cap || negotiated >= cap) {
      return { status: 429, body: { error: CloseReason.TooManyConnections } };
    }
    const connectionId = randomBytes(16).toString('base64url');
    const transports = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];
    if (negotiateVersion >= 1) {
      const connectionToken = randomBytes(24).toString('base64url');
      this.pending.set(connectionToken, { connectionId, expires: Date.now() + 60_000, user });
      return { status: 200, body: { negotiateVersion: 1, connectionId, connectionToken, availableTransports: transports } };
    }
    this.pending.set(connectionId, { connectionId, expires: Date.now() + 60_000, user });
    return { status: 200, body: { connectionId, availableTransports: transports } };
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, v] of this.pending) if (v.expires < now) this.pending.delete(k);
  }

  /** Handles an HTTP upgrade; returns false when the URL is not this hub's. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== this.path) return false;
    const refuse = (status: number, text: string) => {
      socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    const id = url.searchParams.get('id');
    let connectionId: string;
    if (id) {
      const p = this.pending.get(id);
      if (!p || p.expires < Date.now()) {
        refuse(404, 'Not Found');
        return true;
      }
      this.pending.delete(id);
      connectionId = p.connectionId;
    } else {
      connectionId = randomBytes(16).toString('base64url');
    }
    this.authenticate(req).then(
      (auth) => {
        if ('reason' in auth) return refuse(401, 'Unauthorized');
        if (this.connectionsOf(auth.principal) >= this.limits.connectionsPerUser) return refuse(429, 'Too Many Requests');
        this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, connectionId, auth.principal, auth.expiresAt));
      },
      () => refuse(500, 'Internal Server Error'),
    );
    return true;
  }

  private accept(ws: WebSocket, connectionId: string, principal: P, expiresAt: number | undefined): void {
    const user = this.userKey(principal);
    const open = this.perUser.get(user) ?? 0;
    if (open >= this.limits.connectionsPerUser) {
      // Upgrades authenticated at the same time all passed the first check: the extra ones go now.
      ws.close(1008, CloseReason.TooManyConnections);
      return;
    }
    this.perUser.set(user, open + 1);
    const conn = new Conn<P>(ws, connectionId, principal, this.hub, {
      pingMs: this.options.pingMs,
      clientTimeoutMs: this.options.clientTimeoutMs ?? 60_000,
      limits: this.limits,
      expiresAt,
    });
    this.connections.set(connectionId, conn);
    this.hub.onConnected?.(conn);
    ws.on('close', () => {
      conn.dispose();
      const left = (this.perUser.get(user) ?? 1) - 1;
      if (left > 0) this.perUser.set(user, left);
      else this.perUser.delete(user);
      if (this.connections.get(connectionId) === conn) {
        this.connections.delete(connectionId);
        this.hub.onDisconnected?.(conn);
      }
    });
  }

  /** Drops every socket at once (after {@link closeAll} had its chance). */
  terminateAll(): void {
    for (const c of this.wss.clients) c.terminate();
  }

  /** Sends Close (allowing reconnect or not) to every connection and closes them. */
  closeAll(error?: string, allowReconnect = true): void {
    for (const c of this.connections.values()) c.close(error, allowReconnect);
  }
}

/** What a connection is given by its server. */
interface ConnOptions {
  pingMs: number;
  clientTimeoutMs: number;
  limits: HubLimits;
  /** When the credential of the connection expires (epoch ms). */
  expiresAt: number | undefined;
}

/** Refused invocations, in seconds' worth of the rate, after which a connection is closed. */
const ABUSE_SECONDS = 5;

class Conn<P> implements HubConnection<P> {
  private readonly reader: RecordReader;
  private handshakeDone = false;
  private readonly pinger: NodeJS.Timeout;
  private expiry: NodeJS.Timeout | undefined;
  private lastSeen = Date.now();
  private closed = false;
  /** Invocations allowed: the rate, bursts of twice as many. */
  private readonly invocations: TokenBucket;
  /** Refused invocations, drained at the rate: a connection that keeps overrunning it fills this up and is closed. */
  private readonly overruns: TokenBucket;

  constructor(
    private readonly ws: WebSocket,
    readonly connectionId: string,
    readonly principal: P,
    private readonly hub: HubDefinition<P>,
    options: ConnOptions,
  ) {
    const { limits } = options;
    this.reader = new RecordReader(limits.maxMessageBytes);
    this.invocations = new TokenBucket(limits.invocationsPerSecond, 2 * limits.invocationsPerSecond);
    this.overruns = new TokenBucket(limits.invocationsPerSecond, ABUSE_SECONDS * limits.invocationsPerSecond);
    this.pinger = setInterval(() => {
      if (Date.now() - this.lastSeen > options.clientTimeoutMs) this.close(CloseReason.ClientTimeout, true);
      else if (this.handshakeDone) this.sendRaw(JSON.stringify({ type: MessageType.Ping }) + RS);
    }, options.pingMs);
    this.pinger.unref();
    if (options.expiresAt !== undefined) this.closeAt(options.expiresAt);
    ws.on('message', (data: RawData) => this.onData(data));
    ws.on('error', () => ws.terminate());
  }

  /** Closes the connection (allowing reconnect: the client comes back with a fresh token) when its token expires. */
  private closeAt(expiresAt: number): void {
    const delay = expiresAt - Date.now();
    if (delay <= 0) {
      // Sent once the socket is open (this runs while it is being accepted).
      setImmediate(() => this.close(CloseReason.TokenExpired, true));
      return;
    }
    this.expiry = setTimeout(() => this.closeAt(expiresAt), Math.min(delay, MAX_TIMER_MS));
    this.expiry.unref();
  }

  private pending = '';
  private flushScheduled = false;

  sendRaw(frame: string): void {
    if (this.closed || !this.handshakeDone || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(frame);
  }

  /**
   * Sends an invocation. Invocations made in the same turn of the event loop leave together, as one
   * WebSocket message of several records (the protocol separates records, not messages): a burst of
   * pushes costs the client one message event, not one per record.
   */
  send(target: string, ...args: unknown[]): void {
    this.pending += invocationFrame(target, args);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Sends the invocations gathered since the last flush. */
  flush(): void {
    this.flushScheduled = false;
    const frames = this.pending;
    this.pending = '';
    if (frames) this.sendRaw(frames);
  }

  close(error?: string, allowReconnect = false): void {
    if (this.closed) return;
    if (this.ws.readyState === this.ws.OPEN) {
      const msg: Record<string, unknown> = { type: MessageType.Close, allowReconnect };
      if (error) msg['error'] = error;
      this.ws.send(JSON.stringify(msg) + RS);
      this.ws.close(1000);
    }
    this.closed = true;
    this.dispose();
  }

  dispose(): void {
    clearInterval(this.pinger);
    clearTimeout(this.expiry);
  }

  private onData(data: RawData): void {
    if (this.closed) return;
    this.lastSeen = Date.now();
    const within = this.reader.push(toBuffer(data), (record) => {
      if (!this.handshakeDone) this.onHandshake(record);
      else this.onMessage(record);
      return !this.closed;
    });
    if (!within && !this.closed) this.fail(CloseReason.MessageTooLarge);
  }

  private fail(error: string): void {
    if (!this.handshakeDone) {
      this.ws.send(JSON.stringify({ error }) + RS);
      this.ws.close(1002);
      this.closed = true;
      this.dispose();
      return;
    }
    this.close(error, false);
  }

  private onHandshake(record: string): void {
    let req: { protocol?: unknown; version?: unknown };
    try {
      req = JSON.parse(record);
    } catch {
      return this.fail('Handshake request is not valid JSON');
    }
    if (!req || typeof req !== 'object') return this.fail('Handshake request must be an object');
    if (req.protocol !== 'json') return this.fail(`The protocol '${String(req.protocol).slice(0, 64)}' is not supported.`);
    if (req.version !== 1)
      return this.fail(`The server does not support version ${String(req.version).slice(0, 64)} of the 'json' protocol.`);
    this.handshakeDone = true;
    this.ws.send('{}' + RS);
  }

  private onMessage(record: string): void {
    let msg: { type?: unknown; invocationId?: unknown; target?: unknown; arguments?: unknown };
    try {
      msg = JSON.parse(record);
    } catch {
      return this.fail('Message is not valid JSON');
    }
    if (!msg || typeof msg !== 'object') return this.fail('Message must be an object');
    switch (msg.type) {
      case MessageType.Ping:
      case MessageType.CancelInvocation:
        return;
      case MessageType.Close:
        this.closed = true;
        this.dispose();
        this.ws.close(1000);
        return;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        if (!this.invocations.take()) return this.overrun(msg.invocationId);
        if (msg.type === MessageType.Invocation) return this.onInvocation(msg);
        if (typeof msg.invocationId === 'string') this.completion(msg.invocationId, { error: 'Streaming is not supported.' });
        return;
      default:
        return this.fail(`Unknown message type ${String(msg.type).slice(0, 64)}`);
    }
  }

  /** An invocation over the rate: a Completion error for it, and Close when the client keeps it up. */
  private overrun(invocationId: unknown): void {
    if (!this.overruns.take()) return this.close(CloseReason.TooManyInvocations, false);
    if (typeof invocationId === 'string') this.completion(invocationId, { error: RATE_LIMITED_ERROR });
  }

  /** Sends the Completion of an invocation. */
  private completion(invocationId: string, body: { result?: unknown; error?: string }): void {
    const out: Record<string, unknown> = { type: MessageType.Completion, invocationId };
    if (body.error !== undefined) out['error'] = body.error;
    else out['result'] = body.result ?? null;
    let frame: string;
    try {
      frame = JSON.stringify(out);
    } catch {
      frame = JSON.stringify({ type: MessageType.Completion, invocationId, error: 'The result cannot be serialized.' });
    }
    this.sendRaw(frame + RS);
  }

  private onInvocation(msg: { invocationId?: unknown; target?: unknown; arguments?: unknown }): void {
    const id = typeof msg.invocationId === 'string' ? msg.invocationId : undefined;
    const complete = (body: { result?: unknown; error?: string }) => {
      if (id !== undefined) this.completion(id, body);
    };
    const target = typeof msg.target === 'string' ? msg.target : '';
    const method = Object.prototype.hasOwnProperty.call(this.hub.methods, target) ? this.hub.methods[target] : undefined;
    if (!method) return complete({ error: `Unknown hub method '${target.slice(0, 64)}'` });
    const args = Array.isArray(msg.arguments) ? msg.arguments : [];
    Promise.resolve()
      .then(() => method(this, args))
      .then(
        (result) => complete({ result }),
        (e: unknown) => complete({ error: e instanceof Error ? e.message : 'Hub method failed' }),
      );
  }
}
