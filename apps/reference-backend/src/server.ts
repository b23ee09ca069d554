import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { principalOf, bearerOf } from './auth/principal';
import { registerTokenEndpoint } from './auth/token-endpoint';
import { TokenService } from './auth/tokens';
import type { BackendConfig } from './config';
import { Database } from './db/database';
import { seedDemoAccounts, seedGeneratedUsers } from './db/seed';
import { AuditLog } from './domain/audit';
import { Store } from './domain/store';
import { registerCors } from './http/cors';
import { registerErrorHandling } from './http/errors';
import { registerRateLimits } from './http/rate-limits';
import { registerResponseHeaders } from './http/response-headers';
import { SignalRHubServer, withConnectionQuota, type QuotaSpec } from './hub/signalr-server';
import { UserHub, type HubPrincipal } from './hub/user-hub';
import { Outbox } from './outbox';
import { createDemoAccount, registerAccountRoutes, seedDemoTradingAccounts } from './routes/accounts';
import { registerAuditRoutes } from './routes/audit';
import { registerBenchPushRoutes } from './routes/bench-push';
import { registerCommentRoutes } from './routes/comments';
import { registerContactRoutes } from './routes/contact';
import { registerDocumentRoutes } from './routes/documents';
import { registerEmployeeGroupRoutes } from './routes/employee-groups';
import { registerExportRoutes } from './routes/export';
import { registerPermissionRoutes } from './routes/permissions';
import { registerRegistrationRoutes } from './routes/registration';
import { registerSalesStatusRoutes } from './routes/sales-status';
import { registerUploadRoutes } from './routes/uploads';
import { registerUserRoutes } from './routes/users';

/** Path of the SignalR hub `user`. */
export const HUB_PATH = '/ws/user';

/** Error code of a hub subscription refused because its connection holds the most it may. */
export const TOO_MANY_SUBSCRIPTIONS = 'too_many_subscriptions';

/**
 * The cap of live subscriptions per hub connection: the subscribe methods are refused with
 * `{Status: 429, Errors: [{Code: 'too_many_subscriptions', Data: max}]}` once the connection holds `max`;
 * `Unsubscribe` gives one back.
 */
function subscriptionQuota(max: number): QuotaSpec {
  return {
    max,
    acquire: ['SubscribeToUserEvents', 'SubscribeToUserPermissionEvents'],
    release: ['Unsubscribe'],
    granted: (r) => typeof r === 'object' && r !== null && (r as { Status?: unknown }).Status === 200,
    refusal: (limit) => ({ Status: 429, Data: null, Errors: [{ Code: TOO_MANY_SUBSCRIPTIONS, Data: limit }] }),
  };
}

/** A running reference backend. */
export interface Backend {
  /** Base URL, e.g. `http://127.0.0.1:5100`. */
  url: string;
  port: number;
  app: FastifyInstance;
  store: Store;
  hub: SignalRHubServer<HubPrincipal>;
  userHub: UserHub;
  /** The audit trail. */
  audit: AuditLog;
  /** Closes hub connections (Close allowing reconnect), the HTTP server and the database. */
  close(): Promise<void>;
}

/** Opens the database (migrating and seeding it), builds the HTTP server and the hub, and listens. */
export async function startServer(config: BackendConfig, opts: { log?: (line: string) => void } = {}): Promise<Backend> {
  const log = opts.log ?? (() => undefined);
  mkdirSync(config.dataDir, { recursive: true });
  const db = await Database.open(config.dataDir);
  try {
    const store = await Store.load(db);
    // SEED=none (production): no demo accounts and no demo trading accounts; generated users only if SEED_USERS asks.
    if (config.seed !== 'none') {
      if (await seedDemoAccounts(db, store)) log('Seeded the demo accounts.');
      if (await seedDemoTradingAccounts(store)) log('Seeded the demo trading accounts.');
    }
    const added = await seedGeneratedUsers(db, store, config.seedUsers, (done, total) => {
      if (total >= 20000) log(`Seeding generated users: ${done}/${total}`);
    });
    if (added) log(`Seeded ${added} generated users.`);
    const tokens = await TokenService.create(db, config);
    let xsrf = await db.getSetting('xsrf_key');
    if (!xsrf) {
      xsrf = (await import('node:crypto')).randomBytes(32).toString('base64');
      await db.setSetting('xsrf_key', xsrf);
    }
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const outbox = new Outbox(path.join(config.dataDir, 'outbox'));

    const app = Fastify({
      logger: process.env['LOG_LEVEL'] ? { level: process.env['LOG_LEVEL'] } : false,
      bodyLimit: config.bodyLimit,
      routerOptions: { ignoreTrailingSlash: true },
      forceCloseConnections: true,
    });
    registerCors(app, config.corsOrigins);
    registerResponseHeaders(app);
    registerErrorHandling(app);
    await registerRateLimits(app);
    await app.register(formbody, { bodyLimit: config.bodyLimit });
    await app.register(multipart, {
      limits: { fileSize: config.avatarLimit, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    const audit = new AuditLog(db);
    const userHub = new UserHub(store);
    registerTokenEndpoint(app, { store, tokens, config, audit, userHub });
    registerUserRoutes(app, { store, tokens, config, outbox, uploadsDir, audit, userHub });
    registerEmployeeGroupRoutes(app, { store, tokens, config, audit });
    registerExportRoutes(app, { store, tokens, config, audit });
    const registration = registerRegistrationRoutes(app, { store, tokens, config, outbox, audit, userHub });
    // A demo registration opens a demo trading account with virtual funds.
    registration.onRegistered(async (kind, user) => {
      if (kind === 'demo') await createDemoAccount(user.Id, store.db.pg);
    });
    registerPermissionRoutes(app, { store, tokens, config, audit, userHub });
    registerAuditRoutes(app, { store, tokens, audit });
    registerSalesStatusRoutes(app, { store, tokens, config, audit });
    registerCommentRoutes(app, { store, tokens, audit });
    registerContactRoutes(app, { store, outbox, secret: Buffer.from(xsrf, 'base64'), config, audit });
    registerUploadRoutes(app, uploadsDir);
    registerDocumentRoutes(app, { store, tokens, config, audit, userHub });
    registerAccountRoutes(app, { store, tokens, config, audit });

    const hub = new SignalRHubServer<HubPrincipal>(
      HUB_PATH,
      async (req) => {
        // Browsers can only send the token in the query of a WebSocket (or of negotiate).
        const token = bearerOf({ headers: req.headers, url: req.url }, { allowQuery: true });
        const r = await principalOf(token, tokens, store);
        if ('reason' in r) return r;
        // The connection is closed (allowing reconnect with a fresh token) when its access token expires.
        return { principal: { userId: r.principal.user.Id }, expiresAt: r.expiresAt };
      },
      withConnectionQuota(userHub.definition(), subscriptionQuota(config.limits.hubSubscriptionsPerConnection)),
      {
        pingMs: config.hubPingMs,
        userKey: (p) => p.userId,
        limits: {
          maxMessageBytes: config.limits.hubMaxMessageBytes,
          invocationsPerSecond: config.limits.hubInvocationsPerSecond,
          connectionsPerUser: config.limits.hubConnectionsPerUser,
        },
      },
    );
    // The benchmarks' push-load extension: only when asked for (`BENCH_PUSH=1`), never by default.
    if (config.benchPush) registerBenchPushRoutes(app, { store, userHub });
    app.post(`${HUB_PATH}/negotiate`, async (req, reply) => {
      const v = Number((req.query as Record<string, unknown>)['negotiateVersion'] ?? 0);
      const r = await hub.negotiate(req.raw, Number.isFinite(v) ? v : 0);
      return reply.code(r.status).send(r.body);
    });
    app.server.on('upgrade', (req, socket, head) => {
      if (!hub.handleUpgrade(req, socket, head)) {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        socket.destroy();
      }
    });

    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${config.host}:${port}`,
      port,
      app,
      store,
      hub,
      userHub,
      audit,
      close: () =>
        (closing ??= (async () => {
          hub.closeAll('Server is shutting down', true);
          await new Promise((r) => setTimeout(r, 50));
          hub.terminateAll();
          await app.close();
          await db.close();
        })()),
    };
  } catch (e) {
    await db.close();
    throw e;
  }
}
