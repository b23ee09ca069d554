/** @jest-environment node */
import { ServiceError } from './service-error';
import { DEFAULT_RETRY_AFTER_SECONDS, retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads RetryAfter of a too_many_requests error, from a ServiceError or an RTK Query error', () => {
    expect(retryAfterSeconds(new ServiceError(429, [{ Code: 'too_many_requests', Data: { RetryAfter: 12 } }]))).toBe(12);
    expect(retryAfterSeconds({ status: 429, message: 'x', errors: [{ Code: 'too_many_requests', Data: { RetryAfter: 0 } }] })).toBe(0);
    // The code alone marks a slow-down, whatever the envelope's status.
    expect(
      retryAfterSeconds({ status: 400, errors: [{ Code: 'invalid_email' }, { Code: 'too_many_requests', Data: { RetryAfter: 3 } }] }),
    ).toBe(3);
  });

  it('waits the default when the answer names no time, or an unusable one', () => {
    expect(DEFAULT_RETRY_AFTER_SECONDS).toBe(5);
    expect(retryAfterSeconds({ status: 429, errors: [] })).toBe(5);
    expect(retryAfterSeconds(new ServiceError(429, [{ Code: 'too_many_requests', Data: null }]))).toBe(5);
    expect(retryAfterSeconds({ status: 429, errors: [{ Code: 'too_many_requests', Data: { RetryAfter: 'soon' } }] })).toBe(5);
    expect(retryAfterSeconds({ status: 429, errors: [{ Code: 'too_many_requests', Data: { RetryAfter: -1 } }] })).toBe(5);
  });

  it('is null for any other failure', () => {
    expect(retryAfterSeconds(new ServiceError(403, [{ Code: 'forbidden' }]))).toBeNull();
    expect(retryAfterSeconds({ status: 0, errors: [{ Code: 'network_error' }] })).toBeNull();
    expect(retryAfterSeconds(new Error('boom'))).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
