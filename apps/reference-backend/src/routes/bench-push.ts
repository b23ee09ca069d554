import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Store } from '../domain/store';
import { fullName, type User } from '../domain/types';
import { ApiError, ok } from '../http/envelope';
import { parse } from '../http/validation';
import type { UserHub } from '../hub/user-hub';

/**
 * The push-load extension for benchmarks (`npm run bench:live`), registered only when the backend runs
 * with `BENCH_PUSH=1` (`BackendConfig.benchPush`); otherwise its paths answer 404 like any
 * unknown path. It answers loopback callers only (403 otherwise), and takes no token.
 *
 * `POST /bench/push` pushes `UserUpdatedEvent`s for the given users through the hub, to every connection
 * subscribed to them, exactly as a committed update is pushed (`UserHub.publish`: the subscriptions'
 * filters and the permission check at push time, one frame per connection). The database and the store
 * are bypassed on purpose: nothing is written, so the events describe changes that never happened (the
 * store keeps the true records, and a refetch shows them again). Each event `i` (0-based) carries:
 * - the user `UserIds[i % UserIds.length]` as stored when the push started, with `LastName` `B<seq>`
 *   (`FullName` follows) where `seq = FirstSeq + i`: a number unique over the server's lifetime, so the
 *   value a page shows names the exact event it came from;
 * - `UpdatedAt`: the time it was sent; `SentAt`: the same, in milliseconds since the epoch with a
 *   fraction (`performance.timeOrigin + performance.now()`), taken just before the frame is built.
 *
 * Body: `{ userIds, ratePerSecond, seconds }` (paced: a timer keeps the average rate, sending what is due
 * at each tick) or `{ userIds, burst }` (as fast as the server sends, yielding to I/O every 1 000). The
 * answer comes when the last event has been sent: `{ Sent, FirstSeq, UserIds, SentAt: number[] }` (the
 * send time of each event, in order), `StartedAt` and `EndedAt`.
 *
 * `GET /bench/clock` answers `{ Now }`, the server's clock as `SentAt` reads it (to compare clocks).
 *
 * `GET /bench/connections` answers `{ Open }`: the WebSockets open on the hubs (`/ws/…`) right now, whoever
 * opened them (a browser's tabs sharing one hub connection count once). A socket counts from its upgrade
 * request to its close, so one the hub refuses counts only for that moment.
 */
export const BENCH_PUSH_PATH = '/bench/push';
/** The server's clock (see {@link BENCH_PUSH_PATH}). */
export const BENCH_CLOCK_PATH = '/bench/clock';

/** The hub WebSockets open right now (see {@link BENCH_PUSH_PATH}). */
export const BENCH_CONNECTIONS_PATH = '/bench/connections';

/** Where the hubs' WebSockets connect. */
const HUBS_PREFIX = '/ws/';

/** Most events one push may send. */
export const BENCH_PUSH_MAX_EVENTS = 1_000_000;

const userIds = z.array(z.number().int().positive()).min(1).max(10_000);
const pushSchema = z.union([
  z
    .object({
      userIds,
      ratePerSecond: z.number().positive().max(100_000),
      seconds: z.number().positive().max(600),
    })
    .strict(),
  z
    .object({
      userIds,
      burst: z.number().int().min(1).max(BENCH_PUSH_MAX_EVENTS),
    })
    .strict(),
]);

/** What a push answers. */
export interface BenchPushResult {
  Sent: number;
  /** The sequence number of the first event (event `i` has `FirstSeq + i`). */
  FirstSeq: number;
  UserIds: number[];
  /** Send time of each event, in order (ms since the epoch, with a fraction). */
  SentAt: number[];
  StartedAt: number;
  EndedAt: number;
}

/** Whether an address is the loopback interface (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

const now = () => performance.timeOrigin + performance.now();
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Registers `POST /bench/push` and `GET /bench/clock` (call only when `BackendConfig.benchPush` is on). */
export function registerBenchPushRoutes(app: FastifyInstance, deps: { store: Store; userHub: UserHub }): void {
  const { store, userHub } = deps;
  /** Sequence number of the next event, over the server's lifetime. */
  let nextSeq = 1;

  const loopbackOnly = (req: FastifyRequest) => {
    if (!isLoopback(req.socket.remoteAddress)) throw ApiError.forbidden('bench: loopback callers only');
  };

  // The hubs' sockets, counted at the HTTP server: from the upgrade request to the socket's close.
  let openSockets = 0;
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    if (!(req.url ?? '').startsWith(HUBS_PREFIX)) return;
    openSockets++;
    socket.once('close', () => openSockets--);
  });
  app.get(BENCH_CONNECTIONS_PATH, async (req, reply) => {
    loopbackOnly(req);
    return ok(reply, { Open: openSockets });
  });

  app.get(BENCH_CLOCK_PATH, async (req, reply) => {
    loopbackOnly(req);
    return ok(reply, { Now: now() });
  });

  app.post(BENCH_PUSH_PATH, async (req, reply) => {
    loopbackOnly(req);
    const body = parse(pushSchema, req.body);
    const total = 'burst' in body ? body.burst : Math.round(body.ratePerSecond * body.seconds);
    if (total < 1 || total > BENCH_PUSH_MAX_EVENTS) {
      throw ApiError.badRequest('invalid_request', `ratePerSecond × seconds: between 1 and ${BENCH_PUSH_MAX_EVENTS} events`);
    }
    const users: User[] = body.userIds.map((id) => {
      const user = store.get(id);
      if (!user) throw ApiError.notFound('user_not_found', id);
      return user;
    });

    const firstSeq = nextSeq;
    nextSeq += total;
    const sentAt: number[] = new Array<number>(total);
    let sent = 0;
    const send = (until: number) => {
      for (; sent < until; sent++) {
        const at = now();
        const base = users[sent % users.length] as User;
        const user: User & { SentAt: number } = {
          ...base,
          LastName: `B${firstSeq + sent}`,
          UpdatedAt: new Date(at).toISOString(),
          SentAt: at,
        };
        user.FullName = fullName(user);
        sentAt[sent] = at;
        // The path of a committed update: the hub's fan-out to the matching, permitted subscriptions.
        userHub.publish({ type: 'user', kind: 'Updated', user });
      }
    };
    // A caller that hangs up stops the push.
    const gone = () => req.raw.socket.destroyed;

    const startedAt = now();
    if ('burst' in body) {
      while (sent < total && !gone()) {
        send(Math.min(total, sent + 1000));
        await yieldToIo();
      }
    } else {
      const rate = body.ratePerSecond;
      while (sent < total && !gone()) {
        // What is due by now keeps the average rate, whatever the timer's resolution or a late tick.
        send(Math.min(total, Math.floor(((now() - startedAt) * rate) / 1000) + 1));
        if (sent < total) await tick();
      }
    }
    const result: BenchPushResult = {
      Sent: sent,
      FirstSeq: firstSeq,
      UserIds: body.userIds,
      SentAt: sentAt.slice(0, sent),
      StartedAt: startedAt,
      EndedAt: now(),
    };
    return ok(reply, result);
  });
}
