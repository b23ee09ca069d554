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
 * Several error texts as one (SPEC §8: "multiple errors joined by commas"), each text once: two codes
 * with one message (`phone_already_in_use`, `phone_already_confirmed`) say it once.
 */
export function joinErrorTexts(texts: readonly string[]): string {
  return [...new Set(texts)].join(', ');
}

/**
 * Splits a failed call's errors into field errors and the rest: `fieldOf` names the form field an error
 * code belongs to (or `undefined` for a form-level error). Each field keeps every error it has, in order.
 */
export function splitErrors<F extends string>(
  errors: readonly EnvelopeError[],
  fieldOf: (error: EnvelopeError) => F | undefined,
): { fields: Partial<Record<F, EnvelopeError[]>>; rest: EnvelopeError[] } {
  const fields: Partial<Record<F, EnvelopeError[]>> = {};
  const rest: EnvelopeError[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    if (field === undefined) rest.push(error);
    else (fields[field] ??= []).push(error);
  }
  return { fields, rest };
}

const isEnvelopeError = (value: unknown): value is EnvelopeError =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'Code' in value;

/**
 * The words of service errors in the interface language: the `errors` namespace holds the SPEC §8
 * messages (and words for the codes §8 lists without one, and the documented extensions) in every
 * language; a code it does not know keeps the catalogue's text (`Code: …, Data = …`). Given one error,
 * its text; given a list or a failed call (RTK Query's `error`), the text of every error, joined by
 * commas ({@link joinErrorTexts}); a call that never reached the service says so.
 */
export function useServiceErrorText(): (error: EnvelopeError | readonly EnvelopeError[] | unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (value: EnvelopeError | readonly EnvelopeError[] | unknown) => {
      const textOf = (envelope: EnvelopeError) => {
        const code = envelope.Code === 'client_error' ? 'network_error' : envelope.Code;
        // A code without words of its own is not a missing translation: §8 says how it reads.
        return i18n.exists(code, { ns: 'errors' }) ? t(code) : formatError(envelope);
      };
      if (isEnvelopeError(value)) return textOf(value);
      const errors: readonly EnvelopeError[] = Array.isArray(value) ? value : envelopeErrorsOf(value);
      if (errors.length > 0) return joinErrorTexts(errors.map(textOf));
      return textOf({ Code: (value as Partial<IdentityApiError> | null)?.status === 0 ? 'network_error' : 'unknown' });
    },
    [t, i18n],
  );
}
