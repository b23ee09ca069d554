import { useCallback } from 'react';
import { formatError, type EnvelopeError } from '@brokerfront/identity-api';
import type { IdentityApiError } from '@brokerfront/identity-api/redux';
import { useTranslation } from '@brokerfront/i18n/react';

/** The envelope errors of a failed call (RTK Query's `error`), or none. */
export function envelopeErrorsOf(error: unknown): EnvelopeError[] {
  const errors = (error as Partial<IdentityApiError> | null | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** The error codes of a failed call, in order. */
export function errorCodesOf(error: unknown): string[] {
  return envelopeErrorsOf(error).map((e) => e.Code);
}

/**
 * Splits a failed call's errors into field errors and the rest: `fieldOf` names the form field an error
 * code belongs to (or `undefined` for a form-level error). Each field keeps its first error.
 */
export function splitErrors<F extends string>(
  errors: readonly EnvelopeError[],
  fieldOf: (error: EnvelopeError) => F | undefined,
): { fields: Partial<Record<F, EnvelopeError>>; rest: EnvelopeError[] } {
  const fields: Partial<Record<F, EnvelopeError>> = {};
  const rest: EnvelopeError[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    if (field === undefined) rest.push(error);
    else fields[field] ??= error;
  }
  return { fields, rest };
}

/**
 * The text of a service error in the interface language: the `errors` namespace holds the SPEC §8
 * messages (and the documented extensions) in every language; a code it does not know keeps the
 * catalogue's text (`Code: …, Data = …`). A call that never reached the service says so.
 */
export function useServiceErrorText(): (error: EnvelopeError | unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (value: EnvelopeError | unknown) => {
      const envelope =
        value && typeof value === 'object' && 'Code' in value
          ? (value as EnvelopeError)
          : (envelopeErrorsOf(value)[0] ?? {
              Code: (value as Partial<IdentityApiError> | null)?.status === 0 ? 'network_error' : 'unknown',
            });
      const code = envelope.Code === 'client_error' ? 'network_error' : envelope.Code;
      return t(code, { defaultValue: formatError(envelope) });
    },
    [t],
  );
}
