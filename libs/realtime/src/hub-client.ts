import { HubConnectionBuilder, NullLogger, type ILogger, LogLevel } from '@microsoft/signalr';
import { ConnectionState, DEFAULT_RETRY_DELAYS, KEEP_ALIVE_INTERVAL_MS, LONG_POLL_TIMEOUT_MS, SERVER_TIMEOUT_MS } from './constants';
import { Listeners } from './listeners';
import { createRetryPolicy } from './retry-policy';
import type { Clock, HubConnectionBuilderLike, HubConnectionLike, HubUrlOptions, RetryPolicy, Timers } from './types';

/** Options of {@link createHubClient}. */
export interface HubClientOptions {
  /** Absolute URL of the hub, e.g. `https://gateway.example.com/ws/user`. */
  url: string;
  /**
   * Returns the bearer access token. Called afresh at every connect and reconnect (each one
   * negotiates again), so give it a function that refreshes an expired token, e.g. a session's
   * `getAccessToken`.
   */
  accessTokenFactory: () => string | Promise<string>;
  /** Makes the connection builder; `new HubConnectionBuilder()` by default. */
  connectionBuilder?: () => HubConnectionBuilderLike;
  /** WebSocket constructor, for runtimes without a global one (Node: `WebSocket` from `ws`). */
  WebSocket?: unknown;
  /** Extra `withUrl` options (transport, headers, …). */
  httpOptions?: Omit<HubUrlOptions, 'accessTokenFactory' | 'WebSocket'>;
  /** Receives the client's and signalr's log messages; nothing is logged by default. */
  logger?: ILogger;
  /** Delays before each reconnect attempt; 0, 2 s, 10 s, 30 s then stop by default. */
  retryDelays?: readonly number[];
  /** A custom retry policy; wins over `retryDelays`. */
  reconnectPolicy?: RetryPolicy;
  /** Timer functions for the retry delays; the global ones by default. */
  timers?: Timers;
  /** Clock for the retry policy's elapsed time; `Date` by default. */
  clock?: Clock;
}

/** The client's connection state, with the last failure. */
export interface ConnectionSnapshot {
  state: ConnectionState;
  /** Id of the current connection (a new one after each reconnect); null unless connected. */
  connectionId: string | null;
  /** Why the connection was lost or could not be made; null once connected. */
  error: Error | null;
  /** Failed attempts since the connection was lost or the first start failed. */
  retryCount: number;
}

/** A hub connection that reconnects by itself. */
export interface HubClient {
  /** Current state. */
  readonly state: ConnectionState;
  /** Id of the current connection; null unless connected. */
  readonly connectionId: string | null;
  /** The current snapshot (a new object at each change). */
  getSnapshot(): ConnectionSnapshot;
  /** Calls `listener` at each state change; returns the function that removes it. */
  subscribe(listener: (snapshot: ConnectionSnapshot) => void): () => void;
  /**
   * Connects, retrying a failed first start with the retry policy like a dropped connection.
   * Resolves with `Connected`, or with `Disconnected` when the retries ran out or `stop()` was
   * called first; never rejects (the failure is in the snapshot's `error`).
   */
  start(): Promise<ConnectionState>;
  /**
   * Tries again now, outside the retry schedule: when `Disconnected` (the schedule ran out: the snapshot's `error`
   * says why) it connects with a new round of the schedule, like `start()`; while `Reconnecting` it skips the wait
   * before the next attempt; connected or connecting, nothing changes. Resolves like {@link HubClient.start}.
   */
  reconnect(): Promise<ConnectionState>;
  /** Disconnects and stops retrying. */
  stop(): Promise<void>;
  /** Invokes a hub method; rejects unless connected. */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Handles a method the server pushes; returns the function that removes the handler. */
  on(method: string, handler: (...args: unknown[]) => void): () => void;
}

/** Raised by {@link HubClient.invoke} when the client is not connected. */
export class NotConnectedError extends Error {
  constructor(method: string) {
    super(`Cannot invoke '${method}': the hub connection is not connected.`);
    this.name = 'NotConnectedError';
  }
}

const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const systemClock: Clock = { now: () => Date.now() };

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/**
 * Creates a {@link HubClient} over `@microsoft/signalr`: server timeout 30 s, keep-alive 15 s, HTTP
 * (long-poll) timeout 100 s, and reconnects after 0, 2, 10 and 30 seconds, then stops (SPEC §9).
 *
 * The client owns its reconnect loop (signalr's `withAutomaticReconnect` never retries a failed first
 * start): after a failure it moves to `Reconnecting`, waits the policy's delay with the injected timers
 * and starts the connection again — a new negotiate, so a fresh token and a new connection id. State is
 * checked again after every `await`, so a `stop()` at any moment wins.
 */
export function createHubClient(options: HubClientOptions): HubClient {
  const logger = options.logger ?? NullLogger.instance;
  const timers = options.timers ?? systemTimers;
  const clock = options.clock ?? systemClock;
  const policy = options.reconnectPolicy ?? createRetryPolicy(options.retryDelays ?? DEFAULT_RETRY_DELAYS);
  const builder = (options.connectionBuilder ?? (() => new HubConnectionBuilder() as unknown as HubConnectionBuilderLike))();
  const connection: HubConnectionLike = builder
    .withUrl(options.url, {
      timeout: LONG_POLL_TIMEOUT_MS,
      ...options.httpOptions,
      accessTokenFactory: options.accessTokenFactory,
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    })
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
    .configureLogging(logger)
    .build();

  const listeners = new Listeners<ConnectionSnapshot>();
  let snapshot: ConnectionSnapshot = { state: ConnectionState.Disconnected, connectionId: null, error: null, retryCount: 0 };
  /** Bumped at every start, stop and loss: an async step whose generation is gone stops there. */
  let generation = 0;
  let waiters: Array<(state: ConnectionState) => void> = [];
  let stopping: Promise<void> | null = null;
  let delay: { handle: unknown; wake: () => void } | null = null;

  function set(patch: Partial<ConnectionSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    logger.log(LogLevel.Debug, `Realtime connection ${snapshot.state}.`);
    listeners.emit(snapshot);
  }

  function settle(state: ConnectionState): void {
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve(state);
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        delay = null;
        resolve();
      };
      delay = { handle: timers.setTimeout(wake, ms), wake };
    });
  }

  function cancelDelay(): void {
    if (!delay) return;
    const { handle, wake } = delay;
    timers.clearTimeout(handle);
    wake();
  }

  /** Starts the connection, and after a failure retries as the policy says. */
  async function connect(gen: number, lost: Error | null): Promise<void> {
    const since = clock.now();
    let failure = lost;
    let retries = 0;
    for (;;) {
      if (failure) {
        const wait = policy.nextRetryDelayInMilliseconds({
          previousRetryCount: retries,
          elapsedMilliseconds: clock.now() - since,
          retryReason: failure,
        });
        if (wait === null) {
          logger.log(LogLevel.Warning, `Realtime connection gave up after ${retries} retries: ${failure.message}`);
          set({ state: ConnectionState.Disconnected, connectionId: null, error: failure, retryCount: retries });
          settle(ConnectionState.Disconnected);
          return;
        }
        if (snapshot.state !== ConnectionState.Reconnecting || snapshot.retryCount !== retries || snapshot.error !== failure) {
          set({ state: ConnectionState.Reconnecting, connectionId: null, error: failure, retryCount: retries });
        }
        await sleep(wait);
        if (gen !== generation) return;
      }
      try {
        await connection.start();
      } catch (e) {
        if (gen !== generation) return;
        if (failure) retries++;
        failure = asError(e);
        logger.log(LogLevel.Information, `Realtime connection attempt failed: ${failure.message}`);
        continue;
      }
      if (gen !== generation) return;
      set({ state: ConnectionState.Connected, connectionId: connection.connectionId, error: null, retryCount: 0 });
      settle(ConnectionState.Connected);
      return;
    }
  }

  connection.onclose((error) => {
    if (snapshot.state !== ConnectionState.Connected) return;
    const gen = ++generation;
    const lost = error ?? new Error('The server closed the connection.');
    logger.log(LogLevel.Information, `Realtime connection lost: ${lost.message}`);
    void connect(gen, lost);
  });

  /**
   * `start()` and `reconnect()`: a client that is `Disconnected` connects (a new round of the schedule); `now` also
   * skips the wait of a client that is `Reconnecting`. Resolves with `Connected` or `Disconnected`.
   */
  async function begin(now: boolean): Promise<ConnectionState> {
    if (stopping) await stopping;
    if (snapshot.state === ConnectionState.Connected) return ConnectionState.Connected;
    const result = new Promise<ConnectionState>((resolve) => waiters.push(resolve));
    if (snapshot.state === ConnectionState.Disconnected) {
      const gen = ++generation;
      set({ state: ConnectionState.Connecting, connectionId: null, error: null, retryCount: 0 });
      void connect(gen, null);
    } else if (now && snapshot.state === ConnectionState.Reconnecting) {
      logger.log(LogLevel.Information, 'Realtime connection: trying again now.');
      cancelDelay();
    }
    return result;
  }

  const client: HubClient = {
    get state() {
      return snapshot.state;
    },
    get connectionId() {
      return snapshot.connectionId;
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => listeners.add(listener),

    start: () => begin(false),
    reconnect: () => begin(true),

    stop() {
      if (stopping) return stopping;
      if (snapshot.state === ConnectionState.Disconnected) return Promise.resolve();
      const gen = ++generation;
      set({ state: ConnectionState.Disconnecting, connectionId: null });
      cancelDelay();
      const done = (async () => {
        try {
          await connection.stop();
        } catch (e) {
          logger.log(LogLevel.Warning, `Realtime connection stop failed: ${asError(e).message}`);
        }
        stopping = null;
        if (gen !== generation) return;
        set({ state: ConnectionState.Disconnected, connectionId: null, error: null, retryCount: 0 });
        settle(ConnectionState.Disconnected);
      })();
      stopping = done;
      return done;
    },

    invoke<T>(method: string, ...args: unknown[]): Promise<T> {
      if (snapshot.state !== ConnectionState.Connected) return Promise.reject(new NotConnectedError(method));
      return connection.invoke<T>(method, ...args);
    },

    on(method, handler) {
      const wrapped = (...args: unknown[]) => handler(...args);
      connection.on(method, wrapped);
      return () => connection.off(method, wrapped);
    },
  };
  return client;
}
