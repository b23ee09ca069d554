import type { ILogger, IHttpConnectionOptions } from '@microsoft/signalr';

/** Wall clock in milliseconds. */
export interface Clock {
  now(): number;
}

/** Timer functions; the global ones by default. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the client needs of a `@microsoft/signalr` `HubConnection`. */
export interface HubConnectionLike {
  readonly connectionId: string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke<T = unknown>(methodName: string, ...args: unknown[]): Promise<T>;
  on(methodName: string, handler: (...args: unknown[]) => void): void;
  off(methodName: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

/** Options given to `withUrl`: signalr's own plus the `WebSocket` constructor it accepts. */
export type HubUrlOptions = IHttpConnectionOptions & { WebSocket?: unknown };

/** What the client needs of a `@microsoft/signalr` `HubConnectionBuilder`. */
export interface HubConnectionBuilderLike {
  withUrl(url: string, options: HubUrlOptions): HubConnectionBuilderLike;
  withServerTimeout(milliseconds: number): HubConnectionBuilderLike;
  withKeepAliveInterval(milliseconds: number): HubConnectionBuilderLike;
  configureLogging(logger: ILogger): HubConnectionBuilderLike;
  build(): HubConnectionLike;
}

/** What a retry policy is told before each reconnect attempt (as signalr's `RetryContext`). */
export interface RetryContext {
  /** Failed attempts since the connection was lost (or since the first start failed). */
  previousRetryCount: number;
  /** Milliseconds since the connection was lost (or since the first start failed). */
  elapsedMilliseconds: number;
  /** Why the last attempt failed, or why the connection closed. */
  retryReason: Error;
}

/** Decides the delay before the next attempt; `null` stops retrying (as signalr's `IRetryPolicy`). */
export interface RetryPolicy {
  nextRetryDelayInMilliseconds(context: RetryContext): number | null;
}
