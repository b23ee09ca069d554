/** One service error: a code (see the error catalogue) and optional data. */
export interface EnvelopeError {
  Code: string;
  Data?: unknown;
}

/** The envelope of every users/permissions answer. */
export interface Envelope<T> {
  Status: number;
  Data: T;
  Errors?: EnvelopeError[] | null;
}

/** Statuses that mean success. */
export const SUCCESS_STATUSES: readonly number[] = Object.freeze([200, 201, 202]);

/** Whether an envelope status means success (200, 201 or 202). */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201 || status === 202;
}
