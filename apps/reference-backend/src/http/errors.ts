import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, fail } from './envelope';
import { TOO_MANY_REQUESTS } from './rate-limits';

const TOKEN_PATH = '/identity/connect/token';

/** How much of an oversized body is still read (and thrown away) before answering 413, and for how long. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Reads and discards what is left of a request body, so a client still sending gets the 413 instead of a reset
 * connection (a "lingering close", as nginx does). Bounded in bytes and time: past either, the connection closes.
 */
function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (): void => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.on('end', finish);
    raw.on('error', finish);
    raw.on('close', finish);
    raw.resume();
  });
}

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
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
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
    if (known.status === 413) await drainRequest(req.raw);
    if (isToken) {
      return reply.code(known.status === 413 ? 413 : 400).send({ error: 'invalid_request', error_description: known.data });
    }
    return fail(reply, known.status, [{ Code: known.code, Data: known.data }]);
  });
  app.setNotFoundHandler((req, reply) => fail(reply, 404, [{ Code: 'not_found', Data: `${req.method} ${req.url.split('?')[0]}` }]));
}
