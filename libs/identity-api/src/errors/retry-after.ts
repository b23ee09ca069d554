/** The wait, in seconds, when a "slow down" answer does not say how long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** What a failed call carries, as the client's `ServiceError` and RTK Query's `IdentityApiError` both do. */
export interface FailureShape {
  status?: unknown;
  errors?: unknown;
}

/**
 * How long a "slow down" answer asks to wait before the same call is sent again, in seconds: its
 * `too_many_requests` error's `Data.RetryAfter`, or {@link DEFAULT_RETRY_AFTER_SECONDS} when it names none.
 * Null when the failure is not a "slow down" (neither HTTP 429 nor a `too_many_requests` error).
 *
 * @example
 * const seconds = retryAfterSeconds(error);
 * if (seconds !== null) await sleep(seconds * 1000);
 */
export function retryAfterSeconds(failure: unknown): number | null {
  const shape = (failure && typeof failure === 'object' ? failure : {}) as FailureShape;
  const errors = Array.isArray(shape.errors) ? (shape.errors as Array<{ Code?: unknown; Data?: unknown } | null>) : [];
  const throttle = errors.find((e) => e?.Code === 'too_many_requests');
  if (shape.status !== 429 && !throttle) return null;
  const seconds = Number((throttle?.Data as { RetryAfter?: unknown } | null | undefined)?.RetryAfter ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}
