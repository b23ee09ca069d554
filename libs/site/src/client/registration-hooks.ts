import { useMemo, useState } from 'react';
import type { EnvelopeError } from '@brokerfront/identity-api';
import { useResendConfirmationMutation } from '@brokerfront/identity-api/redux';
import { emailFieldOf, errorTextsByField } from './registration-errors';
import { envelopeErrorsOf, useServiceErrorText } from './service-errors';

/** A refused call's texts: beside the fields, and for the form. */
export interface Failure<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string[];
}

/**
 * The texts of a failed call (RTK Query's `error`, or null) in the interface language: every envelope
 * error beside its field (`fieldOf`, a stable function) or for the form; a call without envelope errors
 * (it never reached the service) says so. A new object for each failure or language.
 */
export function useFailure<F extends string>(error: unknown, fieldOf: (error: EnvelopeError) => F | undefined): Failure<F> | null {
  const text = useServiceErrorText();
  return useMemo(() => {
    if (error === null || error === undefined) return null;
    const errors = envelopeErrorsOf(error);
    if (errors.length === 0) return { fields: {}, form: [text(error)] };
    return errorTextsByField(errors, fieldOf, text);
  }, [error, fieldOf, text]);
}

/** "Send the link again" after sign-up or on `/confirm-email`: the neutral `ResendConfirmation`. */
export function useResendLink() {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const failure = useFailure(error, emailFieldOf);
  const onResend = async (email: string) => {
    setError(null);
    setSentTo(null);
    const result = await resend(email);
    if ('error' in result) setError(result.error);
    else setSentTo(email);
  };
  return {
    onResend: (email: string) => void onResend(email),
    busy: isLoading,
    sentTo,
    emailError: failure?.fields.email ?? null,
    formErrors: failure?.form ?? [],
  };
}
