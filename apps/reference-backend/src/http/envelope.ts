import type { FastifyReply } from 'fastify';

/** One error of an envelope. */
export interface EnvelopeError {
  Code: string;
  Data?: unknown;
}

/** The answer of every users and permissions route. */
export interface Envelope<T = unknown> {
  Status: number;
  Data: T | null;
  Errors: EnvelopeError[];
}

/** A failure a route raises; turned into an envelope with its HTTP status by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: EnvelopeError[],
  ) {
    super(errors.map((e) => e.Code).join(', '));
  }

  /** 400 with §8 codes or `invalid_request`. */
  static badRequest(code: string, data?: unknown): ApiError {
    return new ApiError(400, [{ Code: code, Data: data ?? null }]);
  }

  /** 400 with several codes. */
  static validation(errors: EnvelopeError[]): ApiError {
    return new ApiError(
      400,
      errors.map((e) => ({ Code: e.Code, Data: e.Data ?? null })),
    );
  }

  /** 401 `unauthorized`. */
  static unauthorized(data?: unknown): ApiError {
    return new ApiError(401, [{ Code: 'unauthorized', Data: data ?? null }]);
  }

  /** 403 `forbidden`. */
  static forbidden(data?: unknown): ApiError {
    return new ApiError(403, [{ Code: 'forbidden', Data: data ?? null }]);
  }

  /** 404 with `user_not_found` or `not_found`. */
  static notFound(code = 'not_found', data?: unknown): ApiError {
    return new ApiError(404, [{ Code: code, Data: data ?? null }]);
  }
}

/** Sends a successful envelope. */
export function ok<T>(reply: FastifyReply, data: T, status: 200 | 201 | 202 = 200): FastifyReply {
  return reply.code(status).send({ Status: status, Data: data, Errors: [] } satisfies Envelope<T>);
}

/** Sends an error envelope. */
export function fail(reply: FastifyReply, status: number, errors: EnvelopeError[]): FastifyReply {
  return reply
    .code(status)
    .send({ Status: status, Data: null, Errors: errors.map((e) => ({ Code: e.Code, Data: e.Data ?? null })) } satisfies Envelope);
}
