import type { ILogger } from '@microsoft/signalr';
import { deferred, type Deferred } from '@brokerfront/config/testing';
import type { HubConnectionBuilderLike, HubConnectionLike, HubUrlOptions } from '../types';

/** An invocation the fake connection received; answer it with `resolve` or `reject`. */
export interface FakeInvocation {
  method: string;
  args: unknown[];
  /** The connection id it was sent on. */
  connectionId: string | null;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Answers invocations as they arrive; return undefined to leave one pending. */
export type FakeHubResponder = (method: string, args: unknown[]) => unknown;

/**
 * A hand-written stand-in for signalr's `HubConnection`: every `start()` waits until the test calls
 * `completeStart()` or `failStart()` (unless `autoStart` is set), invocations wait for an answer (or are
 * answered by `respond`), `push()` delivers a server invocation and `drop()` closes the connection as a
 * network failure would. Each successful start gets a new connection id.
 */
export class FakeHubConnection implements HubConnectionLike {
  connectionId: string | null = null;
  /** Invocations not answered yet. */
  readonly pending: FakeInvocation[] = [];
  /** Every invocation received, answered or not. */
  readonly invocations: FakeInvocation[] = [];
  /** Number of `start()` calls. */
  starts = 0;
  /** Number of `stop()` calls. */
  stops = 0;
  /** Answers invocations automatically when set. */
  respond: FakeHubResponder | null = null;
  /** When set, `start()` succeeds (true) or fails (an Error) at once. */
  autoStart: true | Error | null = null;
  /** Tokens obtained from the access token factory, one per start (as negotiate does). */
  readonly tokens: string[] = [];

  private readonly handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  private readonly closeCallbacks: Array<(error?: Error) => void> = [];
  private starting: Deferred<void> | null = null;
  private connected = false;
  private nextId = 1;

  constructor(readonly accessTokenFactory: (() => string | Promise<string>) | null = null) {}

  async start(): Promise<void> {
    this.starts++;
    if (this.accessTokenFactory) this.tokens.push(await this.accessTokenFactory());
    const start = deferred<void>();
    this.starting = start;
    if (this.autoStart === true) this.completeStart();
    else if (this.autoStart instanceof Error) this.failStart(this.autoStart);
    await start.promise;
  }

  /** Whether a `start()` waits for the test. */
  get isStarting(): boolean {
    return this.starting !== null;
  }

  /** Whether the fake is connected. */
  get isConnected(): boolean {
    return this.connected;
  }

  /** Lets the pending `start()` succeed with a new connection id. */
  completeStart(): void {
    const start = this.take();
    this.connectionId = `conn-${this.nextId++}`;
    this.connected = true;
    start.resolve();
  }

  /** Lets the pending `start()` fail. */
  failStart(error: Error = new Error('Failed to complete negotiation with the server: Error: connect ECONNREFUSED')): void {
    this.take().reject(error);
  }

  async stop(): Promise<void> {
    this.stops++;
    if (this.starting) {
      this.take().reject(new Error('The connection was stopped during negotiation.'));
      return;
    }
    if (!this.connected) return;
    this.close(undefined);
  }

  /** Closes the connection as a network failure would: pending invocations fail, then `onclose` runs. */
  drop(error: Error = new Error('WebSocket closed with status code: 1006 ().')): void {
    if (!this.connected) throw new Error('FakeHubConnection.drop: not connected');
    this.close(error);
  }

  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    if (!this.connected) return Promise.reject(new Error("Cannot send data if the connection is not in the 'Connected' State."));
    const d = deferred<unknown>();
    const invocation: FakeInvocation = {
      method,
      args,
      connectionId: this.connectionId,
      resolve: (v) => {
        this.forget(invocation);
        d.resolve(v);
      },
      reject: (e) => {
        this.forget(invocation);
        d.reject(e);
      },
    };
    this.invocations.push(invocation);
    this.pending.push(invocation);
    if (this.respond) {
      const answer = this.respond(method, args);
      if (answer !== undefined) invocation.resolve(answer);
    }
    return d.promise as Promise<T>;
  }

  on(method: string, handler: (...args: unknown[]) => void): void {
    let set = this.handlers.get(method.toLowerCase());
    if (!set) this.handlers.set(method.toLowerCase(), (set = new Set()));
    set.add(handler);
  }

  off(method: string, handler: (...args: unknown[]) => void): void {
    this.handlers.get(method.toLowerCase())?.delete(handler);
  }

  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }

  /** Delivers a server invocation to the handlers of `method`, as the server pushing it would. */
  push(method: string, ...args: unknown[]): void {
    if (!this.connected) throw new Error('FakeHubConnection.push: not connected');
    for (const handler of [...(this.handlers.get(method.toLowerCase()) ?? [])]) handler(...args);
  }

  /** Number of handlers registered for `method`. */
  handlerCount(method: string): number {
    return this.handlers.get(method.toLowerCase())?.size ?? 0;
  }

  /** Pending invocations of `method`. */
  pendingOf(method: string): FakeInvocation[] {
    return this.pending.filter((i) => i.method === method);
  }

  private take(): Deferred<void> {
    const start = this.starting;
    if (!start) throw new Error('FakeHubConnection: no start() is waiting');
    this.starting = null;
    return start;
  }

  private forget(invocation: FakeInvocation): void {
    const index = this.pending.indexOf(invocation);
    if (index >= 0) this.pending.splice(index, 1);
  }

  private close(error: Error | undefined): void {
    this.connected = false;
    this.connectionId = null;
    for (const invocation of [...this.pending]) {
      invocation.reject(new Error(`Invocation canceled due to the underlying connection being closed.`));
    }
    for (const callback of this.closeCallbacks) callback(error);
  }
}

/** What a {@link FakeHubConnectionBuilder} was configured with. */
export interface FakeBuilderConfig {
  url?: string;
  options?: HubUrlOptions;
  serverTimeoutInMilliseconds?: number;
  keepAliveIntervalInMilliseconds?: number;
  logger?: ILogger;
}

/**
 * A connection builder that records its configuration and builds a {@link FakeHubConnection}
 * (available as `builder.connection` after `build()`).
 */
export class FakeHubConnectionBuilder implements HubConnectionBuilderLike {
  readonly config: FakeBuilderConfig = {};
  connection: FakeHubConnection | null = null;

  withUrl(url: string, options: HubUrlOptions): this {
    this.config.url = url;
    this.config.options = options;
    return this;
  }
  withServerTimeout(milliseconds: number): this {
    this.config.serverTimeoutInMilliseconds = milliseconds;
    return this;
  }
  withKeepAliveInterval(milliseconds: number): this {
    this.config.keepAliveIntervalInMilliseconds = milliseconds;
    return this;
  }
  configureLogging(logger: ILogger): this {
    this.config.logger = logger;
    return this;
  }
  build(): FakeHubConnection {
    this.connection = new FakeHubConnection(this.config.options?.accessTokenFactory ?? null);
    return this.connection;
  }
}

/** A fake hub server answer: success with a subscription id. */
export const subscribed = (id: string) => ({ Status: 200, Data: id, Errors: [] });
/** A fake hub server answer: refusal. */
export const refused = (Status = 403, Code = 'forbidden') => ({ Status, Data: null, Errors: [{ Code, Data: null }] });
