import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { errorMessages, type EnvelopeError } from '@brokerfront/identity-api';
import { envelopeErrorsOf, errorCodesOf, joinErrorTexts, splitErrors, useServiceErrorText } from './service-errors';

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
  it('holds the SPEC §8 messages in English exactly, and words for the codes §8 gives no message', () => {
    for (const [code, message] of Object.entries(errorMessages)) {
      if (message === null) expect(files.en[code]).toMatch(/^[A-Z].*\.$/);
      else expect(files.en[code]).toBe(message);
    }
    expect([files.en.already_exists, files.en.invalid_close_at_profit_rate, files.en.invalid_close_at_loss_rate]).toEqual([
      'This already exists.',
      'Invalid take-profit rate.',
      'Invalid stop-loss rate.',
    ]);
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

  it('says every error of a failed call, joined by commas (SPEC §8), and when the call never reached the service', () => {
    const en = textIn('en');
    expect(en({ status: 400, message: '', errors: [{ Code: 'email_already_taken' }, { Code: 'password_short' }] })).toBe(
      'Email already in use., Password should have at least 6 characters.',
    );
    expect(
      en({
        status: 400,
        message: '',
        errors: [{ Code: 'invalid_amount' }, { Code: 'brand_new_rule', Data: 7 }, { Code: 'invalid_close_at_loss_rate', Data: 'StopLoss' }],
      }),
    ).toBe('Invalid amount., Code: brand_new_rule, Data = 7, Invalid stop-loss rate.');
    // A list of errors reads the same; two codes with one message say it once.
    expect(en([{ Code: 'phone_already_in_use' }, { Code: 'phone_already_confirmed' }, { Code: 'already_exists' }])).toBe(
      'Phone number already in use., This already exists.',
    );
    expect(textIn('de')({ status: 409, message: '', errors: [{ Code: 'already_archived' }, { Code: 'already_exists' }] })).toBe(
      'Der Benutzer ist bereits archiviert., Das existiert bereits.',
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
    expect(en({ Code: 'something_new', Data: { Field: 'Amount' } })).toBe('Code: something_new, Data = {"Field":"Amount"}');
  });

  it('gives the codes §8 lists without a message words in every language, never the bare code', () => {
    for (const lang of LANGUAGES) {
      const text = textIn(lang);
      for (const code of ['already_exists', 'invalid_close_at_profit_rate', 'invalid_close_at_loss_rate']) {
        expect(text({ Code: code, Data: 'x' })).toBe(files[lang][code]);
        expect(text({ Code: code, Data: 'x' })).not.toContain(code);
      }
    }
    expect(textIn('ita')({ Code: 'invalid_close_at_profit_rate' })).toBe('Tasso di take profit non valido.');
  });
});

describe('envelopeErrorsOf, errorCodesOf, splitErrors, joinErrorTexts', () => {
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
  it('splits field errors (every one of a field, in order) from the rest', () => {
    const fieldOf = (e: EnvelopeError) => (typeof e.Data === 'string' ? e.Data : undefined);
    expect(splitErrors(errors, fieldOf)).toEqual({
      fields: { Email: [errors[0]], Password: [errors[1], errors[2]] },
      rest: [errors[3]],
    });
  });
  it('joins texts by commas, each once', () => {
    expect(joinErrorTexts(['Invalid amount.', 'Market closed.', 'Invalid amount.'])).toBe('Invalid amount., Market closed.');
    expect(joinErrorTexts([])).toBe('');
  });
});
