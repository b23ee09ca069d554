import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries unless its route set its own: `X-Content-Type-Options: nosniff` (a browser never
 * reads a JSON or error body as HTML or script) and `Cache-Control: no-store` (personal data, tokens and error
 * details stay out of browser and proxy caches; RFC 6749 §5.1 requires it of the token endpoint). Routes with a
 * policy of their own keep it: the public avatars (`public, max-age=3600`), file downloads (`private, no-store`).
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
