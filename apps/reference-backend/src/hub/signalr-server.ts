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

/** What a hub does: its methods and the clean-up when a connection goes. */
export interface HubDefinition<P> {
  methods: Record<string, (conn: HubConnection<P>, args: unknown[]) => unknown>;
  onConnected?(conn: HubConnection<P>): void;
  onDisconnected?(conn: HubConnection<P>): void;
}

/** Authenticates a negotiate or WebSocket request: the principal, or a reason to refuse with 401. */
export type HubAuthenticator<P> = (req: IncomingMessage) => Promise<{ principal: P } | { reason: string }>;

/** Serializes one invocation of a client method as a framed message. */
export function invocationFrame(target: string, args: unknown[]): string {
  return JSON.stringify({ type: MessageType.Invocation, target, arguments: args }) + RS;
}

interface Pending {
  connectionId: string;
  expires: number;
}

/**
 * A server of the ASP.NET Core SignalR JSON hub protocol over WebSockets (negotiate v0 and v1, handshake,
 * invocations with completions, pings, Close with allowReconnect). Only the WebSockets transport is offered.
 */
export class SignalRHubServer<P> {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly pending = new Map<string, Pending>();
  private readonly connections = new Map<string, Conn<P>>();

  constructor(
    /** Path of the hub, e.g. `/ws/user`. */
    readonly path: string,
    private readonly authenticate: HubAuthenticator<P>,
    private readonly hub: HubDefinition<P>,
    private readonly options: { pingMs: number; clientTimeoutMs?: number },
  ) {}

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
    const connectionId = randomBytes(16).toString('base64url');
    const transports = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];
    this.sweep();
    if (negotiateVersion >= 1) {
      const connectionToken = randomBytes(24).toString('base64url');
      this.pending.set(connectionToken, { connectionId, expires: Date.now() + 60_000 });
      return { status: 200, body: { negotiateVersion: 1, connectionId, connectionToken, availableTransports: transports } };
    }
    this.pending.set(connectionId, { connectionId, expires: Date.now() + 60_000 });
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
        this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, connectionId, auth.principal));
      },
      () => refuse(500, 'Internal Server Error'),
    );
    return true;
  }

  private accept(ws: WebSocket, connectionId: string, principal: P): void {
    const conn = new Conn<P>(ws, connectionId, principal, this.hub, this.options);
    this.connections.set(connectionId, conn);
    this.hub.onConnected?.(conn);
    ws.on('close', () => {
      conn.dispose();
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

class Conn<P> implements HubConnection<P> {
  private buffer = '';
  private handshakeDone = false;
  private readonly pinger: NodeJS.Timeout;
  private lastSeen = Date.now();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    readonly connectionId: string,
    readonly principal: P,
    private readonly hub: HubDefinition<P>,
    options: { pingMs: number; clientTimeoutMs?: number },
  ) {
    const timeout = options.clientTimeoutMs ?? 60_000;
    this.pinger = setInterval(() => {
      if (Date.now() - this.lastSeen > timeout) this.close('Client timeout', true);
      else if (this.handshakeDone) this.sendRaw(JSON.stringify({ type: MessageType.Ping }) + RS);
    }, options.pingMs);
    this.pinger.unref();
    ws.on('message', (data: RawData) => this.onData(data));
    ws.on('error', () => ws.terminate());
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
  }

  private onData(data: RawData): void {
    this.lastSeen = Date.now();
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    this.buffer += text;
    if (this.buffer.length > 1024 * 1024) return this.fail('Message too large');
    let i: number;
    while ((i = this.buffer.indexOf(RS)) >= 0) {
      const record = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 1);
      if (!this.handshakeDone) this.onHandshake(record);
      else this.onMessage(record);
      if (this.closed) return;
    }
  }

  private fail(error: string): void {
    if (!this.handshakeDone) {
      this.ws.send(JSON.stringify({ error }) + RS);
      this.ws.close(1002);
      this.closed = true;
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
    if (req.protocol !== 'json') return this.fail(`The protocol '${String(req.protocol)}' is not supported.`);
    if (req.version !== 1) return this.fail(`The server does not support version ${String(req.version)} of the 'json' protocol.`);
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
        this.ws.close(1000);
        return;
      case MessageType.Invocation:
        return this.onInvocation(msg);
      case MessageType.StreamInvocation:
        if (typeof msg.invocationId === 'string') {
          this.sendRaw(
            JSON.stringify({ type: MessageType.Completion, invocationId: msg.invocationId, error: 'Streaming is not supported.' }) + RS,
          );
        }
        return;
      default:
        return this.fail(`Unknown message type ${String(msg.type)}`);
    }
  }

  private onInvocation(msg: { invocationId?: unknown; target?: unknown; arguments?: unknown }): void {
    const id = typeof msg.invocationId === 'string' ? msg.invocationId : undefined;
    const complete = (body: { result?: unknown; error?: string }) => {
      if (id === undefined) return;
      const out: Record<string, unknown> = { type: MessageType.Completion, invocationId: id };
      if (body.error !== undefined) out['error'] = body.error;
      else out['result'] = body.result ?? null;
      this.sendRaw(JSON.stringify(out) + RS);
    };
    const target = typeof msg.target === 'string' ? msg.target : '';
    const method = Object.prototype.hasOwnProperty.call(this.hub.methods, target) ? this.hub.methods[target] : undefined;
    if (!method) return complete({ error: `Unknown hub method '${target}'` });
    const args = Array.isArray(msg.arguments) ? msg.arguments : [];
    Promise.resolve()
      .then(() => method(this, args))
      .then(
        (result) => complete({ result }),
        (e: unknown) => complete({ error: e instanceof Error ? e.message : 'Hub method failed' }),
      );
  }
}
