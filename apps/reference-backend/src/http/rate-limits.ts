import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/** The error code of a refused request: HTTP 429, `Retry-After` in seconds in the header and in `Data.RetryAfter`. */
export const TOO_MANY_REQUESTS = 'too_many_requests';

/** A 429 in the envelope, with the seconds to wait. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, [{ Code: TOO_MANY_REQUESTS, Data: { RetryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) } }]);
}

/**
 * Registers `@fastify/rate-limit` with no global limit: a route opts in with its own `config.rateLimit`
 * (`{ max, timeWindow, keyGenerator }`). A refused request is a 429 envelope naming the seconds to wait
 * (the error handler renders it; the token endpoint answers `{error, error_description, retry_after}`),
 * with the `Retry-After` header.
 *
 * @example
 * app.post('/x', { config: { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (req) => req.ip } } }, handler);
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: { 'retry-after': true, 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.ttl / 1000),
  });
}

/** The key of per-IP limits. */
export function perIp(req: FastifyRequest): string {
  return req.ip;
}
