import { DEFAULT_RETRY_DELAYS } from './constants';
import type { RetryPolicy } from './types';

/**
 * A retry policy that waits `delays[n]` before attempt `n + 1` and stops after the last delay.
 * The default is 0, 2 s, 10 s, 30 s (SPEC §9).
 */
export function createRetryPolicy(delays: readonly number[] = DEFAULT_RETRY_DELAYS): RetryPolicy {
  const copy = [...delays];
  return {
    nextRetryDelayInMilliseconds: ({ previousRetryCount }) => copy[previousRetryCount] ?? null,
  };
}
