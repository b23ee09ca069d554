import { LogLevel } from '@microsoft/signalr';
import { ConnectionState, KEEP_ALIVE_INTERVAL_MS, LONG_POLL_TIMEOUT_MS, SERVER_TIMEOUT_MS } from './constants';
import { createHubClient, NotConnectedError, type ConnectionSnapshot, type HubClientOptions } from './hub-client';
import { FakeHubConnectionBuilder, RecordingLogger, type FakeHubConnection } from './testing';

/** Runs pending promise callbacks and timers that are due now (such as a 0 ms retry delay). */
const flush = async () => {
  for (let i = 0; i < 3; i++) await jest.advanceTimersByTimeAsync(0);
};

let logger: RecordingLogger;

function setup(extra: Partial<HubClientOptions> = {}) {
  const builder = new FakeHubConnectionBuilder();
  let tokenNumber = 0;
  const client = createHubClient({
    url: 'http://127.0.0.1:5100/ws/user',
    accessTokenFactory: async () => `token-${++tokenNumber}`,
    connectionBuilder: () => builder,
    logger,
    ...extra,
  });
  const states: ConnectionState[] = [];
  const snapshots: ConnectionSnapshot[] = [];
  client.subscribe((s) => {
    states.push(s.state);
    snapshots.push(s);
  });
  const connection = builder.connection as FakeHubConnection;
  return { client, builder, connection, states, snapshots };
}

beforeEach(() => {
  jest.useFakeTimers();
  logger = new RecordingLogger();
});

afterEach(() => {
  jest.useRealTimers();
  expect(logger.errors).toEqual([]);
});

describe('createHubClient configuration', () => {
  it('configures server timeout 30 s, keep-alive 15 s, HTTP/long-poll timeout 100 s and the token factory', () => {
    const WebSocketCtor = class {};
    const { builder } = setup({ WebSocket: WebSocketCtor });
    expect(builder.config.url).toBe('http://127.0.0.1:5100/ws/user');
    expect(builder.config.serverTimeoutInMilliseconds).toBe(SERVER_TIMEOUT_MS);
    expect(SERVER_TIMEOUT_MS).toBe(30000);
    expect(builder.config.keepAliveIntervalInMilliseconds).toBe(KEEP_ALIVE_INTERVAL_MS);
    expect(KEEP_ALIVE_INTERVAL_MS).toBe(15000);
    expect(builder.config.options?.timeout).toBe(LONG_POLL_TIMEOUT_MS);
    expect(LONG_POLL_TIMEOUT_MS).toBe(100000);
    expect(builder.config.options?.WebSocket).toBe(WebSocketCtor);
    expect(typeof builder.config.options?.accessTokenFactory).toBe('function');
    expect(builder.config.logger).toBe(logger);
  });

  it('starts Disconnected', () => {
    const { client } = setup();
    expect(client.state).toBe(ConnectionState.Disconnected);
    expect(client.connectionId).toBeNull();
  });
});

describe('connection state machine', () => {
  it('Disconnected → Connecting → Connected, with the connection id', async () => {
    const { client, connection, states } = setup();
    const started = client.start();
    expect(client.state).toBe(ConnectionState.Connecting);
    await flush();
    connection.completeStart();
    await expect(started).resolves.toBe(ConnectionState.Connected);
    expect(states).toEqual([ConnectionState.Connecting, ConnectionState.Connected]);
    expect(client.connectionId).toBe('conn-1');
  });

  it('start() while connecting or connected does not start twice', async () => {
    const { client, connection } = setup();
    const a = client.start();
    const b = client.start();
    await flush();
    connection.completeStart();
    await expect(Promise.all([a, b])).resolves.toEqual([ConnectionState.Connected, ConnectionState.Connected]);
    await expect(client.start()).resolves.toBe(ConnectionState.Connected);
    expect(connection.starts).toBe(1);
  });

  it('Connected → Disconnecting → Disconnected on stop()', async () => {
    const { client, connection, states } = setup();
    connection.autoStart = true;
    await client.start();
    const stopped = client.stop();
    expect(client.state).toBe(ConnectionState.Disconnecting);
    await stopped;
    expect(states).toEqual([
      ConnectionState.Connecting,
      ConnectionState.Connected,
      ConnectionState.Disconnecting,
      ConnectionState.Disconnected,
    ]);
    expect(connection.stops).toBe(1);
    expect(client.connectionId).toBeNull();
  });

  it('stop() when disconnected does nothing', async () => {
    const { client, connection, states } = setup();
    await client.stop();
    expect(states).toEqual([]);
    expect(connection.stops).toBe(0);
  });

  it('stop() during the first start ends Disconnected and start() resolves Disconnected', async () => {
    const { client, connection, states } = setup();
    const started = client.start();
    await flush();
    await client.stop();
    await expect(started).resolves.toBe(ConnectionState.Disconnected);
    expect(states).toEqual([ConnectionState.Connecting, ConnectionState.Disconnecting, ConnectionState.Disconnected]);
    await jest.advanceTimersByTimeAsync(60000);
    expect(connection.starts).toBe(1);
  });

  it('a failed first start is retried after 0, 2, 10, 30 s and then stops', async () => {
    const { client, connection, snapshots } = setup();
    connection.autoStart = new Error('ECONNREFUSED');
    const started = client.start();
    await flush();
    expect(connection.starts).toBe(2); // first start and the retry after 0 ms
    expect(client.state).toBe(ConnectionState.Reconnecting);
    await jest.advanceTimersByTimeAsync(1999);
    expect(connection.starts).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(connection.starts).toBe(3);
    await jest.advanceTimersByTimeAsync(9999);
    expect(connection.starts).toBe(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(connection.starts).toBe(4);
    await jest.advanceTimersByTimeAsync(29999);
    expect(connection.starts).toBe(4);
    await jest.advanceTimersByTimeAsync(1);
    expect(connection.starts).toBe(5);
    await expect(started).resolves.toBe(ConnectionState.Disconnected);
    expect(client.state).toBe(ConnectionState.Disconnected);
    expect(client.getSnapshot().error?.message).toBe('ECONNREFUSED');
    expect(snapshots.map((s) => `${s.state}:${s.retryCount}`)).toEqual([
      'Connecting:0',
      'Reconnecting:0',
      'Reconnecting:1',
      'Reconnecting:2',
      'Reconnecting:3',
      'Disconnected:4',
    ]);
    await jest.advanceTimersByTimeAsync(600000);
    expect(connection.starts).toBe(5);
  });

  it('a first start that fails and then succeeds ends Connected', async () => {
    const { client, connection, states } = setup();
    const started = client.start();
    await flush();
    connection.failStart();
    await flush();
    expect(client.state).toBe(ConnectionState.Reconnecting);
    connection.completeStart();
    await expect(started).resolves.toBe(ConnectionState.Connected);
    expect(states).toEqual([ConnectionState.Connecting, ConnectionState.Reconnecting, ConnectionState.Connected]);
  });

  it('Connected → Reconnecting on a drop, then Connected with a new connection id', async () => {
    const { client, connection, states } = setup();
    connection.autoStart = true;
    await client.start();
    expect(client.connectionId).toBe('conn-1');
    connection.autoStart = null;
    connection.drop();
    expect(client.state).toBe(ConnectionState.Reconnecting);
    expect(client.connectionId).toBeNull();
    expect(client.getSnapshot().error?.message).toContain('1006');
    await flush();
    connection.completeStart();
    await flush();
    expect(client.state).toBe(ConnectionState.Connected);
    expect(client.connectionId).toBe('conn-2');
    expect(states).toEqual([
      ConnectionState.Connecting,
      ConnectionState.Connected,
      ConnectionState.Reconnecting,
      ConnectionState.Connected,
    ]);
  });

  it('a clean close from the server (no error) also reconnects', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    await connection.stop(); // the fake closes without an error, as a server Close frame does
    await flush();
    expect(client.state).toBe(ConnectionState.Connected);
    expect(client.connectionId).toBe('conn-2');
  });

  it('reconnect retries use the delays and give up to Disconnected', async () => {
    const { client, connection, snapshots } = setup();
    connection.autoStart = true;
    await client.start();
    connection.autoStart = new Error('down');
    connection.drop();
    await flush();
    expect(connection.starts).toBe(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(connection.starts).toBe(3);
    await jest.advanceTimersByTimeAsync(10000);
    expect(connection.starts).toBe(4);
    await jest.advanceTimersByTimeAsync(30000);
    expect(connection.starts).toBe(5);
    expect(client.state).toBe(ConnectionState.Disconnected);
    expect(snapshots.at(-1)?.error?.message).toBe('down');
    // A later start() begins a new cycle.
    connection.autoStart = true;
    await expect(client.start()).resolves.toBe(ConnectionState.Connected);
  });

  it('reconnect() after the schedule ran out starts a new round at once, with the schedule again', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    connection.autoStart = new Error('down');
    connection.drop();
    await jest.advanceTimersByTimeAsync(42000);
    expect(client.state).toBe(ConnectionState.Disconnected);
    const starts = connection.starts;
    // Nothing happens by itself after the schedule.
    await jest.advanceTimersByTimeAsync(600000);
    expect(connection.starts).toBe(starts);
    const result = client.reconnect();
    await flush();
    // An attempt at once, and the schedule's first retry (0 ms) after it failed.
    expect(connection.starts).toBe(starts + 2);
    expect(client.state).toBe(ConnectionState.Reconnecting);
    connection.autoStart = true;
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe(ConnectionState.Connected);
    expect(client.getSnapshot()).toMatchObject({ state: ConnectionState.Connected, error: null, retryCount: 0 });
  });

  it('reconnect() while waiting between attempts skips the wait; connected, it changes nothing', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    connection.autoStart = new Error('down');
    connection.drop();
    await jest.advanceTimersByTimeAsync(2000);
    expect(connection.starts).toBe(3);
    expect(client.state).toBe(ConnectionState.Reconnecting);
    connection.autoStart = true;
    const result = client.reconnect();
    await flush();
    expect(connection.starts).toBe(4); // the 10 s wait was skipped
    await expect(result).resolves.toBe(ConnectionState.Connected);
    await expect(client.reconnect()).resolves.toBe(ConnectionState.Connected);
    expect(connection.starts).toBe(4);
  });

  it('the retry count restarts after a successful reconnect', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    connection.autoStart = new Error('down');
    connection.drop();
    await jest.advanceTimersByTimeAsync(2000);
    connection.autoStart = true;
    await jest.advanceTimersByTimeAsync(10000);
    expect(client.state).toBe(ConnectionState.Connected);
    const before = connection.starts;
    connection.autoStart = null;
    connection.drop();
    await flush();
    expect(connection.starts).toBe(before + 1); // the first retry is immediate again
  });

  it('stop() while waiting for a retry cancels it', async () => {
    const { client, connection, states } = setup();
    connection.autoStart = true;
    await client.start();
    connection.autoStart = new Error('down');
    connection.drop();
    await flush();
    expect(client.state).toBe(ConnectionState.Reconnecting);
    await client.stop();
    expect(client.state).toBe(ConnectionState.Disconnected);
    const starts = connection.starts;
    await jest.advanceTimersByTimeAsync(100000);
    expect(connection.starts).toBe(starts);
    expect(states.slice(-2)).toEqual([ConnectionState.Disconnecting, ConnectionState.Disconnected]);
  });

  it('stop() during a reconnect attempt wins over its late success', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    connection.autoStart = null;
    connection.drop();
    await flush();
    expect(connection.isStarting).toBe(true);
    const stopped = client.stop();
    await stopped;
    await flush();
    expect(client.state).toBe(ConnectionState.Disconnected);
  });

  it('start() during stop() waits for the stop, then connects again', async () => {
    const { client, connection, states } = setup();
    connection.autoStart = true;
    await client.start();
    void client.stop();
    await expect(client.start()).resolves.toBe(ConnectionState.Connected);
    expect(states).toEqual([
      ConnectionState.Connecting,
      ConnectionState.Connected,
      ConnectionState.Disconnecting,
      ConnectionState.Disconnected,
      ConnectionState.Connecting,
      ConnectionState.Connected,
    ]);
  });

  it('a custom retry policy decides the delays and sees the elapsed time and the reason', async () => {
    let now = 1000;
    const seen: string[] = [];
    const { client, connection } = setup({
      clock: { now: () => now },
      reconnectPolicy: {
        nextRetryDelayInMilliseconds: (ctx) => {
          seen.push(`${ctx.previousRetryCount}/${ctx.elapsedMilliseconds}/${ctx.retryReason.message}`);
          return ctx.previousRetryCount < 1 ? 5 : null;
        },
      },
    });
    connection.autoStart = new Error('nope');
    const started = client.start();
    await flush();
    now += 5;
    await jest.advanceTimersByTimeAsync(5);
    await expect(started).resolves.toBe(ConnectionState.Disconnected);
    expect(seen).toEqual(['0/0/nope', '1/5/nope']);
  });

  it('fetches the token afresh at every (re)connect', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    connection.drop();
    await flush();
    connection.drop();
    await flush();
    expect(connection.tokens).toEqual(['token-1', 'token-2', 'token-3']);
  });

  it('invoke() rejects unless connected and passes through when connected', async () => {
    const { client, connection } = setup();
    await expect(client.invoke('Unsubscribe', 'x')).rejects.toBeInstanceOf(NotConnectedError);
    connection.autoStart = true;
    connection.respond = (method, args) => ({ method, args });
    await client.start();
    await expect(client.invoke('Unsubscribe', 'x')).resolves.toEqual({ method: 'Unsubscribe', args: ['x'] });
  });

  it('on() registers a handler and returns its removal', async () => {
    const { client, connection } = setup();
    const seen: unknown[] = [];
    const off = client.on('UserUpdatedEvent', (p) => seen.push(p));
    connection.autoStart = true;
    await client.start();
    connection.push('UserUpdatedEvent', { User: { Id: 1 } });
    off();
    connection.push('UserUpdatedEvent', { User: { Id: 2 } });
    expect(seen).toEqual([{ User: { Id: 1 } }]);
    expect(connection.handlerCount('UserUpdatedEvent')).toBe(0);
  });

  it('logs through the injected logger', async () => {
    const { client, connection } = setup();
    connection.autoStart = true;
    await client.start();
    expect(logger.messages.some((m) => m.level === LogLevel.Debug && m.message.includes('Connected'))).toBe(true);
  });
});
