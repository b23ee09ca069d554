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
import { Gender, UserType, type IdentityServices, type User } from '@brokerfront/identity-api';
import { identityApi } from '@brokerfront/identity-api/redux';
import { listenToFeeds } from '@brokerfront/realtime';
import { addRealtimeListeners, currentUserSlice, realtimeSlice } from '@brokerfront/realtime/redux';
import { SignalRHubServer, invocationFrame } from '../../apps/reference-backend/src/hub/signalr-server.ts';

const BURST = Number(process.env.BENCH_BURST ?? 50_000);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 5);
const USER_IDS = 100;
const CURRENT_USER_ID = 1;

const now = () => performance.timeOrigin + performance.now();

const baseUser = (Id: number): User => ({
  Id,
  FirstName: 'Bench',
  LastName: `User${Id}`,
  Email: `bench${Id}@example.com`,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  CreatedAt: '2024-01-01T00:00:00Z',
  UpdatedAt: '2024-01-01T00:00:00Z',
  FullName: `Bench User${Id}`,
});

// ---------------------------------------------------------------------------------------------------
// Hub server (child process)

type Command = { cmd: 'burst'; count: number } | { cmd: 'paced'; rate: number; seconds: number };

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
    return invocationFrame('UserUpdatedEvent', [{ User: { ...baseUser(id), LastName: `User${id}-${seq}`, SentAt: now() } }]);
  };
  const broadcast = (text: string) => {
    for (const c of hub.all()) c.sendRaw(text);
  };
  const yieldNow = () => new Promise((r) => setImmediate(r));

  process.on('message', async (message: Command) => {
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

interface Receiver {
  name: string;
  /** Arrival of each event: [sentAt, arrivedAt]. */
  samples: Array<[number, number]>;
  /** Throws when the receiver did not do its work (checked after the warm-up). */
  check?(): void;
  stop(): Promise<void>;
}

async function bareClient(url: string): Promise<Receiver> {
  const samples: Array<[number, number]> = [];
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: () => 'bench', WebSocket: WebSocket as unknown as typeof globalThis.WebSocket } as never)
    .configureLogging(LogLevel.None)
    .build();
  connection.on('UserUpdatedEvent', (payload: { User: { SentAt: number } }) => {
    samples.push([payload.User.SentAt, now()]);
  });
  await connection.start();
  await connection.invoke('SubscribeToUserEvents', ['Created', 'Updated', 'Deleted'], []);
  return { name: 'bare @microsoft/signalr', samples, stop: () => connection.stop() };
}

/** What the employee's screens show while the events arrive: every pushed user, newest first. */
const SCREEN_QUERY = { PageNumber: 1, PageSize: USER_IDS, Filters: [], Sort: [{ Column: 'CreatedAt', Asc: false }] };

async function stackClient(url: string): Promise<Receiver> {
  const samples: Array<[number, number]> = [];
  const users = Array.from({ length: USER_IDS }, (_, i) => baseUser(i + 1));
  const identity = {
    users: {
      getCurrentUser: async () => baseUser(CURRENT_USER_ID),
      getUser: async (id: number) => baseUser(id),
      search: async () => ({ Items: users, TotalItems: users.length }),
    },
    permissions: { getUserPermissions: async () => [] },
    fullNames: { get: async () => '', peek: () => undefined, set: () => undefined, invalidate: () => undefined },
  } as unknown as IdentityServices;
  // Events since the last flush, by arrival: an event counts as applied when the flush that carries
  // it has returned, i.e. once the reducers, the app's listeners and every cache write are done.
  let arrived: number[] = [];
  const schedule = (flush: () => void) =>
    queueMicrotask(() => {
      flush();
      const at = now();
      for (const sentAt of arrived) samples.push([sentAt, at]);
      arrived = [];
    });
  const loggedIn = createAction('session/loggedIn');
  const loggedOut = createAction('session/loggedOut');
  const listener = createListenerMiddleware();
  const reducer = combineSlices(realtimeSlice, currentUserSlice, identityApi);
  const store = configureStore({
    reducer,
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { identity } }, serializableCheck: false, immutableCheck: false })
        .prepend(listener.middleware)
        .concat(identityApi.middleware),
  });
  const realtime = addRealtimeListeners(listener.startListening.withTypes<ReturnType<typeof reducer>, typeof store.dispatch>(), {
    hubUrl: url,
    getAccessToken: () => 'bench',
    hubOptions: { WebSocket },
    isLogin: loggedIn.match,
    isLogout: loggedOut.match,
    logout: () => store.dispatch(loggedOut()),
    watchAll: () => ({ users: true, permissions: true }),
    schedule,
  });
  listenToFeeds(realtime.hub, (event) => {
    if (event.type === 'UserUpdatedEvent') arrived.push((event.payload.User as User & { SentAt: number }).SentAt);
  });
  // The screens, subscribed as their components would be: the users list and one user's details.
  const screens = [store.dispatch(identityApi.endpoints.searchUsers.initiate(SCREEN_QUERY)), store.dispatch(identityApi.endpoints.getUser.initiate(2))];
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

function command(child: ChildProcess, message: Command): Promise<void> {
  return new Promise((resolve) => {
    const on = (m: { done?: boolean }) => {
      if (m.done) {
        child.off('message', on);
        resolve();
      }
    };
    child.on('message', on);
    child.send(message);
  });
}

async function arrivals(receiver: Receiver, expected: number, timeoutMs = 120_000): Promise<void> {
  const start = now();
  while (receiver.samples.length < expected) {
    if (now() - start > timeoutMs) throw new Error(`${receiver.name}: ${receiver.samples.length}/${expected} events after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

interface Figures {
  throughput: number;
  p50: number;
  p99: number;
  p50At10k: number;
  p99At10k: number;
}

async function measure(child: ChildProcess, connect: () => Promise<Receiver>): Promise<Figures> {
  const receiver = await connect();
  // Warm-up.
  await command(child, { cmd: 'burst', count: 5000 });
  await arrivals(receiver, 5000);
  receiver.check?.();
  receiver.samples.length = 0;

  await command(child, { cmd: 'burst', count: BURST });
  await arrivals(receiver, BURST);
  const arrived = receiver.samples.map(([, at]) => at);
  const throughput = (BURST - 1) / ((Math.max(...arrived) - Math.min(...arrived)) / 1000);
  receiver.samples.length = 0;

  const paced = async (rate: number) => {
    const total = Math.round(rate * PACED_SECONDS);
    await command(child, { cmd: 'paced', rate, seconds: PACED_SECONDS });
    await arrivals(receiver, total);
    const latencies = receiver.samples.map(([sent, at]) => at - sent);
    receiver.samples.length = 0;
    return latencies;
  };
  const at1k = await paced(1000);
  const at10k = await paced(10_000);
  await receiver.stop();
  return { throughput, p50: pct(at1k, 50), p99: pct(at1k, 99), p50At10k: pct(at10k, 50), p99At10k: pct(at10k, 99) };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: process.execArgv });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const url = `http://127.0.0.1:${port}/ws/user`;
  try {
    console.log(`Realtime benchmark: burst ${BURST} events, paced ${PACED_SECONDS} s at 1 000/s and 10 000/s, ${USER_IDS} users.`);
    const bare = await measure(child, () => bareClient(url));
    const stack = await measure(child, () => stackClient(url));
    const f1 = (x: number) => x.toFixed(1);
    const f2 = (x: number) => x.toFixed(2);
    const rows: Array<[string, string, string, string]> = [
      ['throughput (events/s)', Math.round(bare.throughput).toString(), Math.round(stack.throughput).toString(), f2(stack.throughput / bare.throughput)],
      ['p50 latency at 1 000/s (ms)', f2(bare.p50), f2(stack.p50), f2(stack.p50 / bare.p50)],
      ['p99 latency at 1 000/s (ms)', f2(bare.p99), f2(stack.p99), f2(stack.p99 / bare.p99)],
      ['p50 latency at 10 000/s (ms)', f2(bare.p50At10k), f2(stack.p50At10k), f2(stack.p50At10k / bare.p50At10k)],
      ['p99 latency at 10 000/s (ms)', f2(bare.p99At10k), f2(stack.p99At10k), f2(stack.p99At10k / bare.p99At10k)],
    ];
    const widths = [30, 14, 14, 8];
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(['', 'bare client', 'whole stack', 'ratio']));
    for (const r of rows) console.log(line(r));
    const okThroughput = stack.throughput >= 10_000;
    const okLatency = stack.p50 / bare.p50 < 1.5 && stack.p99 / bare.p99 < 1.5;
    console.log(`Target: >= 10 000 events/s sustained: ${okThroughput ? 'met' : 'NOT met'} (${f1(stack.throughput)}).`);
    console.log(`Target: latency at 1 000/s under 1.5x the bare client's: ${okLatency ? 'met' : 'NOT met'}.`);
  } finally {
    child.kill();
  }
}

if (process.argv.includes('--server')) void serve();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
