import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isServiceError, type EnvelopeError, type IdentityServices } from '../index';

/** What the store's thunk extra argument carries for this api. */
export interface IdentityApiExtra {
  identity: IdentityServices;
}

/** The serialisable error of every endpoint. */
export interface IdentityApiError {
  /** Envelope or HTTP status; 0 when the service was unreachable. */
  status: number;
  /** Text built from the error catalogue. */
  message: string;
  errors: EnvelopeError[];
}

/** One call on the identity services. */
export type IdentityCall<T = unknown> = (services: IdentityServices) => Promise<T>;

/** Turns anything thrown by a call into an {@link IdentityApiError}. */
export function toIdentityApiError(error: unknown): IdentityApiError {
  if (isServiceError(error)) return { status: error.status, message: error.message, errors: [...error.errors] };
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, message, errors: [{ Code: 'client_error', Data: message }] };
}

function servicesOf(extra: unknown): IdentityServices {
  const services = (extra as Partial<IdentityApiExtra> | undefined)?.identity;
  if (!services) {
    throw new Error(
      'identityApi needs the identity services in the thunk extra argument: ' +
        'configureStore({ middleware: (gDM) => gDM({ thunk: { extraArgument: { identity } } }) })',
    );
  }
  return services;
}

/**
 * The base query of {@link identityApi}: runs a call on the {@link IdentityServices} found in the
 * thunk extra argument (`{ identity }`) and maps failures to {@link IdentityApiError}.
 */
export const identityBaseQuery: BaseQueryFn<IdentityCall, unknown, IdentityApiError> = async (call, api) => {
  try {
    return { data: await call(servicesOf(api.extra)) };
  } catch (error) {
    return { error: toIdentityApiError(error) };
  }
};

/** The services of a store's extra argument (for thunks). */
export { servicesOf as identityServicesOf };
