import type { EnvelopeError } from '../entities/envelope';
import { formatErrors } from './error-catalogue';

/** Error code used when the service could not be reached. */
export const NETWORK_ERROR_CODE = 'network_error';
/** Error code used when an answer is not an envelope (its Data is the HTTP status). */
export const HTTP_ERROR_CODE = 'http_error';

/**
 * A failed call: the envelope (or HTTP) status, the service errors and a message built from the
 * error catalogue.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  /** Envelope status (or HTTP status when the answer was not an envelope; 0 when unreachable). */
  readonly status: number;
  readonly errors: readonly EnvelopeError[];

  constructor(status: number, errors: readonly EnvelopeError[]) {
    super(formatErrors(errors));
    this.status = status;
    this.errors = errors;
  }

  /** The error codes, in order. */
  get codes(): string[] {
    return this.errors.map((e) => e.Code);
  }

  /** Whether one of the errors has `code`. */
  hasCode(code: string): boolean {
    return this.errors.some((e) => e.Code === code);
  }
}

/** Whether `value` is a {@link ServiceError}. */
export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}
