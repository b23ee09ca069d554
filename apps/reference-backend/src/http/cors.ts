import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-XSRF-TOKEN, X-Requested-With, X-SignalR-User-Agent';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS for the configured site origins: the Origin is echoed (never `*`) with credentials allowed, so the
 * hub's negotiate (sent with credentials by browsers) passes. Other origins get no CORS headers; their
 * preflights are refused with 403.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin) return;
    const isPreflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!allowed.has(origin)) {
      if (isPreflight) return reply.code(403).header('Vary', 'Origin').send();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    if (isPreflight) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });
}
