import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { errorMessages, type EnvelopeError } from '@brokerfront/identity-api';
import { envelopeErrorsOf, errorCodesOf, splitErrors, useServiceErrorText } from './service-errors';

const LANGUAGES = ['en', 'de', 'swe', 'esp', 'svn', 'ita'] as const;
const dir = resolve(__dirname, '../../../identity-api/src/i18n');
const files = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(resolve(dir, `${lang}.json`), 'utf8')) as Record<string, string>]),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

function textIn(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { errors: files[lang] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useServiceErrorText(), { wrapper }).result.current;
}

describe('the errors namespace', () => {
  it('holds the SPEC §8 messages in English exactly', () => {
    for (const [code, message] of Object.entries(errorMessages)) {
      if (message === null) expect(files.en[code]).toBeUndefined();
      else expect(files.en[code]).toBe(message);
    }
  });

  it('has a clear English text for every code the registration, password and phone routes answer', () => {
    for (const code of [
      'invalid_first_name',
      'invalid_last_name',
      'email_invalid',
      'email_already_taken',
      'invalid_phone_number',
      'phone_already_in_use',
      'phone_already_confirmed',
      'invalid_country',
      'password_short',
      'PasswordRequiresUpper',
      'password_invalid',
      'password_reset_error',
      'password_short_token_valid',
      'InvalidToken',
      'email_already_confirmed',
      'invalid_request',
      'unauthorized',
      'too_many_requests',
      'internal_error',
    ]) {
      expect(files.en[code]).toMatch(/^[A-Z].*\.$/);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('is translated into %s (not an English copy)', (lang) => {
    expect(Object.keys(files[lang]).sort()).toEqual(Object.keys(files.en).sort());
    const same = Object.keys(files.en).filter((code) => files[lang][code] === files.en[code]);
    expect(same).toEqual([]);
  });
});

describe('useServiceErrorText', () => {
  it('gives the text of a code in the interface language', () => {
    const de = textIn('de');
    expect(de({ Code: 'email_already_taken', Data: 'Email' })).toBe('E-Mail-Adresse wird bereits verwendet.');
    expect(textIn('ita')({ Code: 'InvalidToken' })).toBe('Codice di verifica non valido. Riprova.');
    expect(textIn('en')({ Code: 'password_short_token_valid' })).toBe('Password is to short. Token valid.');
  });

  it('takes the first error of a failed call, and says when the call never reached the service', () => {
    const en = textIn('en');
    expect(en({ status: 400, message: '', errors: [{ Code: 'email_already_taken' }, { Code: 'password_short' }] })).toBe(
      'Email already in use.',
    );
    expect(en({ status: 0, message: 'Failed to fetch', errors: [{ Code: 'client_error', Data: 'Failed to fetch' }] })).toBe(
      'The service cannot be reached. Check your connection and try again.',
    );
    expect(en({ status: 0, message: '', errors: [] })).toBe('The service cannot be reached. Check your connection and try again.');
    expect(en({ status: 500, message: '', errors: [] })).toBe('Something went wrong. Please try again.');
  });

  it('keeps the catalogue text of a code it does not know (SPEC §8 "Code: …, Data = …")', () => {
    const en = textIn('en');
    expect(en({ Code: 'something_new', Data: 'X' })).toBe('Code: something_new, Data = X');
    expect(en({ Code: 'already_exists' })).toBe('already_exists');
  });
});

describe('envelopeErrorsOf, errorCodesOf, splitErrors', () => {
  const errors: EnvelopeError[] = [
    { Code: 'email_already_taken', Data: 'Email' },
    { Code: 'password_short', Data: 'Password' },
    { Code: 'PasswordRequiresUpper', Data: 'Password' },
    { Code: 'too_many_requests' },
  ];
  it('reads the errors of a failed call', () => {
    expect(envelopeErrorsOf({ status: 400, message: '', errors })).toEqual(errors);
    expect(envelopeErrorsOf(undefined)).toEqual([]);
    expect(envelopeErrorsOf({ status: 400 })).toEqual([]);
    expect(errorCodesOf({ errors })).toEqual(['email_already_taken', 'password_short', 'PasswordRequiresUpper', 'too_many_requests']);
  });
  it('splits field errors (first per field) from the rest', () => {
    const fieldOf = (e: EnvelopeError) => (typeof e.Data === 'string' ? e.Data : undefined);
    expect(splitErrors(errors, fieldOf)).toEqual({
      fields: { Email: errors[0], Password: errors[1] },
      rest: [errors[3]],
    });
  });
});
