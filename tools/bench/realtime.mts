// Benchmark of the realtime stack: pushed events to store updates through @brokerfront/realtime
// (signalr client → feeds → Redux listeners → RTK Query cache), against a bare @microsoft/signalr client
// with an empty handler, both on the same hub server in the same run.
//
// Run: npm run bench:realtime   (BENCH_BURST=50000 BENCH_PACED_SECONDS=5 to change the sizes)
//
// The hub server (the reference backend's SignalR protocol implementation, with a hub that answers the
// subscribe calls and pushes `UserUpdatedEvent`s on command) runs in a child process, so that sending
// and receiving do not share an event loop. Each pushed user carries the time it was sent (`SentAt`).
// - throughput: a burst of events sent as fast as possible; events/s from the first to the last arrival;
// - latency: events paced at 1 000/s (and at 10 000/s); p50/p99 from send to arrival (bare client) or
//   to the end of the store update that carries it (whole stack: the `feedEventsReceived` dispatch and
//   every RTK Query cache write of its batch have returned).
// The whole stack runs as an employee's back office would: following every user, with the users list
// showing all the pushed users and one user's details open, so every event rewrites a row of a cached
// list (the heaviest case: an event for a user no screen shows writes nothing).
import { combineSlices, configureStore, createAction, createListenerMiddleware } from '@reduxjs/toolkit';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { IdentityServices, User } from '@brokerfront/identity-api';
import { makeTestUser } from '@brokerfront/identity-api/testing';
import { identityApi, identityApiWithWrites } from '@brokerfront/identity-api/redux';
import type { FeedEvent } from '@brokerfront/realtime';
import { addRealtimeListeners, currentUserSlice, realtimeSlice } from '@brokerfront/realtime/redux';
import { SignalRHubServer, invocationFrame } from '../../apps/reference-backend/src/hub/signalr-server.ts';

const BURST = Number(process.env.BENCH_BURST ?? 50_000);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const USER_IDS = 100;
const CURRENT_USER_ID = 1;

const now = () => performance.timeOrigin + performance.now();

/** A user as the bench pushes it (its last name gains `-{n}` with each push). */
const baseUser = (Id: number): User => makeTestUser(Id, { LastName: `User${Id}`, FullName: `F${Id} User${Id}` });

// ---------------------------------------------------------------------------------------------------
// Hub server (child process)

/** What the server is told to send, and to which connection. */
type Command = { cmd: 'burst'; count: number; target: string } | { cmd: 'paced'; rate: number; seconds: number; target: string };

async function serve(): Promise<void> {
  let subscriptions = 0;
  const answer = (Data: unknown) => ({ Status: 200, Data, Errors: [] });
  const hub = new SignalRHubServer<object>(
    '/ws/user',
    async () => ({ principal: {} }),
    {
      methods: {
        SubscribeToUserEvents: () => answer(`sub-${++subscriptions}`),
        SubscribeToUserPermissionEvents: () => answer(`sub-${++subscriptions}`),
        Unsubscribe: () => answer(true),
      },
    },
    { pingMs: 15_000 },
  );
  const server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/ws/user/negotiate') {
      const r = await hub.negotiate(req, Number(url.searchParams.get('negotiateVersion') ?? 0));
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
      return;
    }
    res.writeHead(404).end();
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let seq = 0;
  const frame = () => {
    const id = (seq++ % USER_IDS) + 1;
    return invocationFrame('UserUpdatedEvent', [
      {
        User: { ...baseUser(id), LastName: `User${id}-${seq}`, SentAt: now() },
      },
    ]);
  };
  let target = '';
  const broadcast = (text: string) => {
    for (const c of hub.all()) if (c.connectionId === target) c.sendRaw(text);
  };
  const yieldNow = () => new Promise((r) => setImmediate(r));

  process.on('message', async (message: Command) => {
    target = message.target;
    if (message.cmd === 'burst') {
      // Several records per WebSocket message (the protocol allows it), so the sender is not the limit.
      for (let sent = 0; sent < message.count; ) {
        let batch = '';
        for (let i = 0; i < 100 && sent < message.count; i++, sent++) batch += frame();
        broadcast(batch);
        if (sent % 2000 === 0) await yieldNow();
      }
    } else {
      const total = Math.round(message.rate * message.seconds);
      const start = now();
      let sent = 0;
      while (sent < total) {
        const due = Math.min(total, Math.floor(((now() - start) * message.rate) / 1000));
        for (; sent < due; sent++) broadcast(frame());
        await new Promise((r) => setTimeout(r, 1));
      }
    }
    process.send?.({ done: true });
  });
  process.send?.({ port });
}

// ---------------------------------------------------------------------------------------------------
// Clients (main process)

/**
 * Sending and arrival times of the events received, in preallocated arrays: recording a sample
 * allocates nothing, so the measuring adds no garbage (and no collector pauses) to either client.
 */
class Samples {
  private sent = new Float64Array(1 << 16);
  private at = new Float64Array(1 << 16);
  length = 0;
  push(sentAt: number, arrivedAt: number): void {
    if (this.length === this.sent.length) {
      const grow = (from: Float64Array) => {
        const to = new Float64Array(from.length * 2);
        to.set(from);
        return to;
      };
      this.sent = grow(this.sent);
      this.at = grow(this.at);
    }
    this.sent[this.length] = sentAt;
    this.at[this.length++] = arrivedAt;
  }
  clear(): void {
    this.length = 0;
  }
  arrivals(): number[] {
    return Array.from(this.at.subarray(0, this.length));
  }
  latencies(): number[] {
    return Array.from(this.at.subarray(0, this.length), (at, i) => at - (this.sent[i] as number));
  }
}

interface Receiver {
  name: string;
  /** The hub connection the server sends to. */
  connectionId: string;
  /** Sending and arrival time of each event. */
  samples: Samples;
  /** Throws when the receiver did not do its work (checked after the warm-up). */
  check?(): void;
  stop(): Promise<void>;
}

async function bareClient(url: string): Promise<Receiver> {
  const samples = new Samples();
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(url, {
      accessTokenFactory: () => 'bench',
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    } as never)
    .configureLogging(LogLevel.None)
    .build();
  connection.on('UserUpdatedEvent', (payload: { User: { SentAt: number } }) => {
    samples.push(payload.User.SentAt, now());
  });
  await connection.start();
  await connection.invoke('SubscribeToUserEvents', ['Created', 'Updated', 'Deleted'], []);
  return {
    name: 'bare @microsoft/signalr',
    connectionId: connection.connectionId ?? '',
    samples,
    stop: () => connection.stop(),
  };
}

/** What the employee's screens show while the events arrive: every pushed user, newest first. */
const SCREEN_QUERY = {
  PageNumber: 1,
  PageSize: USER_IDS,
  Filters: [],
  Sort: [{ Column: 'CreatedAt', Asc: false }],
};

async function stackClient(url: string): Promise<Receiver> {
  const samples = new Samples();
  const users = Array.from({ length: USER_IDS }, (_, i) => baseUser(i + 1));
  const identity = {
    users: {
      getCurrentUser: async () => baseUser(CURRENT_USER_ID),
      getUser: async (id: number) => baseUser(id),
      search: async () => ({ Items: users, TotalItems: users.length }),
    },
    permissions: { getUserPermissions: async () => [] },
    fullNames: {
      get: async () => '',
      peek: () => undefined,
      set: () => undefined,
      invalidate: () => undefined,
    },
  } as unknown as IdentityServices;
  // An event counts as applied when the batch that carries it has reached the store (`onApplied`: the
  // reducers, the app's listeners and every cache write are done); its record carries its sending time.
  const onApplied = (events: readonly FeedEvent[]) => {
    const at = now();
    for (let i = 0; i < events.length; i++) {
      const event = events[i] as FeedEvent;
      if (event.type === 'UserUpdatedEvent') samples.push((event.payload.User as User & { SentAt: number }).SentAt, at);
    }
  };
  const loggedIn = createAction('session/loggedIn');
  const loggedOut = createAction('session/loggedOut');
  const listener = createListenerMiddleware();
  const reducer = combineSlices(realtimeSlice, currentUserSlice, identityApiWithWrites);
  const store = configureStore({
    reducer,
    middleware: (gDM) =>
      gDM({
        thunk: { extraArgument: { identity } },
        serializableCheck: false,
        immutableCheck: false,
      })
        .prepend(listener.middleware)
        .concat(identityApiWithWrites.middleware),
  });
  const realtime = addRealtimeListeners(listener.startListening.withTypes<ReturnType<typeof reducer>, typeof store.dispatch>(), {
    hubUrl: url,
    getAccessToken: () => 'bench',
    hubOptions: { WebSocket },
    isLogin: loggedIn.match,
    isLogout: loggedOut.match,
    logout: () => store.dispatch(loggedOut()),
    watchAll: () => ({ users: true, permissions: true }),
    onApplied,
  });
  // The screens, subscribed as their components would be: the users list and one user's details.
  const screens = [
    store.dispatch(identityApi.endpoints.searchUsers.initiate(SCREEN_QUERY)),
    store.dispatch(identityApi.endpoints.getUser.initiate(2)),
  ];
  await Promise.all(screens);
  store.dispatch(loggedIn());
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('stack did not subscribe')), 20_000);
    const off = store.subscribe(() => {
      const feeds = Object.values(store.getState().realtime.feeds);
      if (feeds.length === 2 && feeds.every((f) => f.state === 'Subscribed')) {
        clearTimeout(timer);
        off();
        resolve();
      }
    });
  });
  let checked = false;
  return {
    name: 'whole stack (store)',
    connectionId: realtime.hub.getSnapshot().connectionId ?? '',
    samples,
    check() {
      // The stack did its work: the list shows the last record pushed for each user.
      if (checked) return;
      checked = true;
      const page = identityApi.endpoints.searchUsers.select(SCREEN_QUERY)(store.getState()).data;
      const stale = page?.Items.filter((u) => !u.LastName.includes('-')).length ?? USER_IDS;
      if (stale > 0) throw new Error(`whole stack: ${stale} users on the list were never updated`);
    },
    stop: async () => {
      for (const screen of screens) screen.unsubscribe();
      store.dispatch(loggedOut());
      await realtime.hub.stop();
      realtime.remove();
    },
  };
}

// ---------------------------------------------------------------------------------------------------

/** What a client process is asked (it answers each with one message). */
type ClientCommand = { cmd: 'clear' } | { cmd: 'wait'; expected: number } | { cmd: 'collect' } | { cmd: 'stop' };

/** A client process: one receiver, connected for the whole run. */
async function client(kind: string, url: string): Promise<void> {
  const receiver = kind === 'bare' ? await bareClient(url) : await stackClient(url);
  process.on('message', async (message: ClientCommand) => {
    try {
      if (message.cmd === 'clear') {
        receiver.samples.clear();
        process.send?.({ ok: true });
      } else if (message.cmd === 'wait') {
        const start = now();
        while (receiver.samples.length < message.expected) {
          if (now() - start > 120_000) throw new Error(`${receiver.name}: ${receiver.samples.length}/${message.expected} events after 120 s`);
          await new Promise((r) => setTimeout(r, 5));
        }
        receiver.check?.();
        process.send?.({ ok: true });
      } else if (message.cmd === 'collect') {
        process.send?.({
          latencies: receiver.samples.latencies(),
          arrivals: receiver.samples.arrivals(),
        });
      } else {
        await receiver.stop();
        process.send?.({ ok: true });
      }
    } catch (error) {
      process.send?.({ error: String(error) });
    }
  });
  process.send?.({ name: receiver.name, connectionId: receiver.connectionId });
}

/** Sends a message to a child process and resolves with its next answer. */
function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (answer: T & { error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
    child.send(message as object);
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const median = (xs: number[]) => pct(xs, 50);

interface Side {
  name: string;
  connectionId: string;
  child: ChildProcess;
}

async function main(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  // Every process runs as the built apps do: in production mode, without the development checks of
  // Redux Toolkit (serializability, immutability, action creators) and of the other libraries.
  const env = { ...process.env, NODE_ENV: 'production' };
  const spawn = (args: string[]) =>
    fork(self, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: process.execArgv,
      env,
    });
  const server = spawn(['--server']);
  const children: ChildProcess[] = [server];
  try {
    const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', resolve));
    const url = `http://127.0.0.1:${port}/ws/user`;
    // Each client runs in a process of its own, so neither one's heap, collector or compiled code
    // weighs on the other's figures; both stay connected and are measured in turns.
    const start = async (kind: string): Promise<Side> => {
      const child = spawn(['--client', kind, url]);
      children.push(child);
      const hello = await new Promise<{ name: string; connectionId: string }>((resolve) => child.once('message', resolve));
      return { ...hello, child };
    };
    const bare = await start('bare');
    const stack = await start('stack');
    const sides = [bare, stack];

    const run = async (side: Side, command: Omit<Command, 'target'> & { cmd: Command['cmd'] }, expected: number) => {
      await ask(side.child, { cmd: 'clear' });
      await new Promise<void>((resolve) => {
        server.once('message', () => resolve());
        server.send({ ...command, target: side.connectionId });
      });
      await ask(side.child, { cmd: 'wait', expected });
      return ask<{ latencies: number[]; arrivals: number[] }>(side.child, {
        cmd: 'collect',
      });
    };
    const paced = (side: Side, rate: number, seconds: number) => run(side, { cmd: 'paced', rate, seconds } as Command, Math.round(rate * seconds));

    console.log(
      `Realtime benchmark: burst ${BURST} events; ${ROUNDS} rounds of ${PACED_SECONDS} s at 1 000/s and at 10 000/s, ` +
        `taken in turns by each client (each in a process of its own, in production mode); ${USER_IDS} users.`,
    );
    // Warm-up: a burst, then a second at each pace.
    for (const side of sides) {
      await run(side, { cmd: 'burst', count: 5000 } as Command, 5000);
      await paced(side, 1000, 1);
      await paced(side, 10_000, 1);
    }
    const throughput = new Map<Side, number>();
    const throughputOf = (side: Side) => throughput.get(side) ?? NaN;
    for (const side of sides) {
      const { arrivals } = await run(side, { cmd: 'burst', count: BURST } as Command, BURST);
      throughput.set(side, (BURST - 1) / ((Math.max(...arrivals) - Math.min(...arrivals)) / 1000));
    }
    // Rounds in turns: drifts of the machine during the run weigh on both clients alike.
    type Key = 'p50' | 'p99' | 'p50At10k' | 'p99At10k';
    const rounds = new Map<Side, Record<Key, number[]>>(sides.map((side) => [side, { p50: [], p99: [], p50At10k: [], p99At10k: [] }]));
    const roundsOf = (side: Side, key: Key): number[] => rounds.get(side)?.[key] ?? [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const at1k = (await paced(side, 1000, PACED_SECONDS)).latencies;
        roundsOf(side, 'p50').push(pct(at1k, 50));
        roundsOf(side, 'p99').push(pct(at1k, 99));
        const at10k = (await paced(side, 10_000, PACED_SECONDS / 2)).latencies;
        roundsOf(side, 'p50At10k').push(pct(at10k, 50));
        roundsOf(side, 'p99At10k').push(pct(at10k, 99));
      }
    }
    for (const side of sides) await ask(side.child, { cmd: 'stop' });

    const f2 = (x: number) => x.toFixed(2);
    const of = (side: Side, key: Key) => median(roundsOf(side, key));
    // The ratio of each round's pair (the two clients measured one after the other), then the median
    // of those: the machine's drift between rounds cancels out within a pair.
    const pairs = (key: Key) => roundsOf(stack, key).map((x, i) => x / (roundsOf(bare, key)[i] as number));
    const ratio = (key: Key) => median(pairs(key));
    const spread = (xs: number[]) => `${f2(Math.min(...xs))}–${f2(Math.max(...xs))}`;
    const row = (label: string, key: Key): string[] => [label, f2(of(bare, key)), f2(of(stack, key)), f2(ratio(key)), spread(pairs(key))];
    const rows: string[][] = [
      [
        'throughput (events/s)',
        Math.round(throughputOf(bare)).toString(),
        Math.round(throughputOf(stack)).toString(),
        f2(throughputOf(stack) / throughputOf(bare)),
        '',
      ],
      row('p50 latency at 1 000/s (ms)', 'p50'),
      row('p99 latency at 1 000/s (ms)', 'p99'),
      row('p50 latency at 10 000/s (ms)', 'p50At10k'),
      row('p99 latency at 10 000/s (ms)', 'p99At10k'),
    ];
    const widths = [30, 12, 12, 7, 20];
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
    console.log(line(['', 'bare client', 'whole stack', 'ratio', 'ratio by round']));
    for (const r of rows) console.log(line(r));
    console.log("(latencies: median of the rounds; ratio: median of the rounds' ratios, lowest–highest round after it.)");
    const okThroughput = throughputOf(stack) >= 10_000;
    const okLatency = ratio('p50') < 1.5 && ratio('p99') < 1.5;
    console.log(`Target: >= 10 000 events/s sustained: ${okThroughput ? 'met' : 'NOT met'} (${Math.round(throughputOf(stack))}).`);
    console.log(`Target: p50 and p99 latency at 1 000/s under 1.5x the bare client's: ${okLatency ? 'met' : 'NOT met'}.`);
  } finally {
    for (const child of children) child.kill();
  }
}

if (process.argv.includes('--server')) void serve();
else if (process.argv.includes('--client')) {
  const at = process.argv.indexOf('--client');
  client(process.argv[at + 1] as string, process.argv[at + 2] as string).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
