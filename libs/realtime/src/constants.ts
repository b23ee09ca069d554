/** States of the hub connection (SPEC §4). */
export const ConnectionState = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
} as const;
export type ConnectionState = (typeof ConnectionState)[keyof typeof ConnectionState];

/** States of one hub subscription (SPEC §4). */
export const SubscriptionState = {
  None: 'None',
  Subscribing: 'Subscribing',
  Subscribed: 'Subscribed',
  Error: 'Error',
  NetworkError: 'NetworkError',
} as const;
export type SubscriptionState = (typeof SubscriptionState)[keyof typeof SubscriptionState];

/** Shown for a subscription the service refused (SPEC §8). */
export const SUBSCRIBE_FAILED_MESSAGE = 'Failed to subscribe';
/** Shown for a subscription lost with the connection (SPEC §8). */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/** Reconnect delays in milliseconds: 0, 2 s, 10 s, 30 s, then stop (SPEC §9). */
export const DEFAULT_RETRY_DELAYS: readonly number[] = Object.freeze([0, 2000, 10000, 30000]);
/**
 * After the reconnect delays ran out, a signed-in page keeps trying on a slow schedule: a new round of the delays
 * about every minute ({@link RECOVERY_JITTER} either way, so many clients cut at once do not come back at once), and
 * at once when the browser is back online or the page becomes visible (see `keepReconnecting`).
 */
export const RECOVERY_INTERVAL_MS = 60_000;
/** Share of {@link RECOVERY_INTERVAL_MS} drawn at random either way: 0.2 spreads the attempts over 48–72 s. */
export const RECOVERY_JITTER = 0.2;
/** The client closes the connection after this long without a message from the server (SPEC §9). */
export const SERVER_TIMEOUT_MS = 30_000;
/** The client pings the server at this interval (SPEC §9). */
export const KEEP_ALIVE_INTERVAL_MS = 15_000;
/**
 * Negotiate redirects followed before giving up (SPEC §9). `@microsoft/signalr` enforces it itself:
 * `HttpConnection._startInternal` follows negotiate `url` redirects while `redirects < MAX_REDIRECTS`
 * (`MAX_REDIRECTS = 100` in `HttpConnection.ts`) and then fails with "Negotiate redirection limit exceeded."
 * It is not configurable; the constant documents the value the client relies on.
 */
export const NEGOTIATE_REDIRECT_LIMIT = 100;
/**
 * Long-poll timeout (SPEC §9). Given to `withUrl` as the HTTP `timeout` (negotiate and sends); the
 * long-polling transport's own poll request uses the same 100 000 ms (`LongPollingTransport.connect`).
 */
export const LONG_POLL_TIMEOUT_MS = 100_000;

/** Hub methods the client invokes (SPEC §7). */
export const HubMethod = {
  SubscribeToUserEvents: 'SubscribeToUserEvents',
  SubscribeToUserPermissionEvents: 'SubscribeToUserPermissionEvents',
  Unsubscribe: 'Unsubscribe',
} as const;
export type HubMethod = (typeof HubMethod)[keyof typeof HubMethod];
