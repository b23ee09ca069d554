import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, fail } from './envelope';
import { TOO_MANY_REQUESTS } from './rate-limits';

const TOKEN_PATH = '/identity/connect/token';

/** Messages of the multipart parser (busboy) for a malformed body: the client's fault, not the server's. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file|multipart data)|Malformed (part|urlencoded) |Multipart: |Malformed content type)/i;

/** A 4xx the error describes itself (fastify and its plugins set `statusCode`; http-errors style `status`). */
function ownStatus(err: FastifyError): number | undefined {
  const raw = (err as { statusCode?: unknown; status?: unknown }).statusCode ?? (err as { status?: unknown }).status;
  return typeof raw === 'number' && raw >= 400 && raw < 500 ? raw : undefined;
}

/**
 * Maps framework and parse errors (bad JSON, wrong content type, oversized or malformed body or upload, bad
 * percent-encoding) to a 4xx naming the problem; null for anything else, which is a bug (500).
 */
function classify(err: FastifyError): { status: number; code: string; data: string } | null {
  if (err === null || typeof err !== 'object') return null;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, code: 'payload_too_large', data: err.message };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, code: 'unsupported_media_type', data: err.message };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'invalid_request', data: 'body: empty JSON body' };
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, code: 'invalid_request', data: `body: malformed JSON (${err.message})` };
  }
  if (err instanceof URIError) return { status: 400, code: 'invalid_request', data: 'malformed percent-encoding' };
  if (typeof err.message === 'string' && MALFORMED_MULTIPART.test(err.message)) {
    return { status: 400, code: 'invalid_request', data: `body: malformed multipart (${err.message})` };
  }
  const status = ownStatus(err);
  if (status !== undefined) return { status, code: 'invalid_request', data: err.message };
  return null;
}

/** Installs the error and not-found handlers: every failure is an envelope (the token endpoint: `{error, error_description}`). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const isTokenPath = req.url.split('?')[0]?.replace(/\/+$/, '') === TOKEN_PATH;
    if (err instanceof ApiError && err.status === 429 && isTokenPath) {
      const data = err.errors[0]?.Data as { RetryAfter?: number } | null;
      return reply.code(429).send({
        error: TOO_MANY_REQUESTS,
        error_description: 'Too many requests, try again later.',
        retry_after: data?.RetryAfter ?? 60,
      });
    }
    if (err instanceof ApiError) return fail(reply, err.status, err.errors);
    const known = classify(err);
    const isToken = req.url.split('?')[0]?.replace(/\/+$/, '') === TOKEN_PATH;
    if (!known) {
      req.log.error(err);
      if (!process.env['JEST_WORKER_ID']) console.error(err);
      if (isToken) return reply.code(500).send({ error: 'server_error', error_description: 'Something failed, try again.' });
      return fail(reply, 500, [{ Code: 'internal_error', Data: null }]);
    }
    if (isToken) {
      return reply.code(known.status === 413 ? 413 : 400).send({ error: 'invalid_request', error_description: known.data });
    }
    return fail(reply, known.status, [{ Code: known.code, Data: known.data }]);
  });
  app.setNotFoundHandler((req, reply) => fail(reply, 404, [{ Code: 'not_found', Data: `${req.method} ${req.url.split('?')[0]}` }]));
}
