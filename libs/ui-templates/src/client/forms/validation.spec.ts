/**
 * @jest-environment node
 */
import {
  EMPTY_REGISTRATION,
  emailProblem,
  isEmailAddress,
  isPersonName,
  isPhoneNumber,
  newPasswordProblem,
  normalizeRegistration,
  passwordProblems,
  problemKey,
  validateNewPassword,
  validateRegistration,
  type RegistrationValues,
} from './validation';

const VALID: RegistrationValues = {
  firstName: 'Nina',
  lastName: 'New',
  email: 'nina@example.com',
  phoneNumber: '+44 20 7946 0958',
  country: 'GB',
  password: 'Secret1',
  consent: true,
};

describe('passwordProblems (SPEC §5: at least 6 characters and an upper-case letter)', () => {
  it.each([
    ['Secret1', []],
    ['Abcdef', []],
    ['ÄBCDEF', []],
    ['Abc1', ['passwordShort']],
    ['secret1', ['passwordUpper']],
    ['abc', ['passwordShort', 'passwordUpper']],
    ['', ['passwordShort', 'passwordUpper']],
    [`A${'b'.repeat(128)}`, ['passwordInvalid']],
    ['Secret\t1', ['passwordInvalid']],
    ['Secret\n1', ['passwordInvalid']],
  ])('%j → %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('accepts exactly 6 and exactly 128 characters', () => {
    expect(passwordProblems('Abcdef')).toEqual([]);
    expect(passwordProblems(`A${'b'.repeat(127)}`)).toEqual([]);
  });

  it('reports an empty new password as required, otherwise its first broken rule', () => {
    expect(newPasswordProblem('')).toBe('required');
    expect(newPasswordProblem('abc')).toBe('passwordShort');
    expect(newPasswordProblem('abcdef')).toBe('passwordUpper');
    expect(newPasswordProblem('Abcdef')).toBeUndefined();
  });
});

describe('isEmailAddress (the service rule)', () => {
  it.each(['nina@example.com', ' nina@example.com ', 'a.b+c@sub.example.co.uk'])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(['', 'nina', 'nina@', 'nina@example', '@example.com', 'ni na@example.com', 'nina@exa"mple.com', `${'a'.repeat(250)}@x.com`])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
  it('reports a blank address as required', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('nina')).toBe('emailInvalid');
    expect(emailProblem('nina@example.com')).toBeUndefined();
  });
});

describe('isPhoneNumber (7–15 digits, optional +, spaces and dashes)', () => {
  it.each(['+44 20 7946 0958', '1234567', '+123456789012345', '030-901820', ' +49 30 901820 '])('accepts %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each(['123456', '+1234567890123456', '(030) 901820', '+44 20 7946 095x', '--1234567', '1234567-', ''])('refuses %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('isPersonName', () => {
  it.each(['Nina', "O'Brien", 'Jean-Luc', 'Ž. Šimić', 'José María', 'Åsa'])('accepts %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });
  it.each(['', '   ', '-Nina', 'Nina1', 'Nina!', 'a'.repeat(101)])('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('validateRegistration', () => {
  it('passes a complete live registration', () => {
    expect(validateRegistration(VALID, 'live')).toEqual({});
  });

  it('names every missing field of a live registration', () => {
    expect(validateRegistration(EMPTY_REGISTRATION, 'live')).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phoneNumber: 'required',
      country: 'required',
      password: 'required',
      consent: 'consentRequired',
    });
  });

  it('asks a demo registration for no phone number and no country', () => {
    expect(validateRegistration({ ...VALID, phoneNumber: '', country: '' }, 'demo')).toEqual({});
    expect(validateRegistration({ ...VALID, phoneNumber: '', country: '' }, 'live')).toEqual({
      phoneNumber: 'required',
      country: 'required',
    });
  });

  it('reports the broken rule of each field', () => {
    expect(
      validateRegistration(
        { ...VALID, firstName: 'N1na', lastName: '-', email: 'nina@', phoneNumber: '12', password: 'secret', consent: false },
        'live',
      ),
    ).toEqual({
      firstName: 'nameInvalid',
      lastName: 'nameInvalid',
      email: 'emailInvalid',
      phoneNumber: 'phoneInvalid',
      password: 'passwordUpper',
      consent: 'consentRequired',
    });
  });
});

describe('normalizeRegistration', () => {
  it('trims the texts, upper-cases the country and keeps the password as typed', () => {
    expect(
      normalizeRegistration({ ...VALID, firstName: ' Nina ', email: ' nina@example.com ', country: 'gb', password: ' Secret1 ' }, 'live'),
    ).toEqual({ ...VALID, password: ' Secret1 ' });
  });
  it('drops the phone number and country of a demo registration', () => {
    expect(normalizeRegistration(VALID, 'demo')).toMatchObject({ phoneNumber: '', country: '' });
  });
});

describe('validateNewPassword', () => {
  it('checks the password rules and the repetition', () => {
    expect(validateNewPassword('NewSecret1', 'NewSecret1')).toEqual({});
    expect(validateNewPassword('', '')).toEqual({ password: 'required', repeat: 'required' });
    expect(validateNewPassword('short', 'short')).toEqual({ password: 'passwordShort' });
    expect(validateNewPassword('NewSecret1', 'NewSecret2')).toEqual({ repeat: 'passwordMismatch' });
  });
});

describe('problemKey', () => {
  it('names the translation of a problem (per field for "required")', () => {
    expect(problemKey('email', 'required')).toBe('validation.required.email');
    expect(problemKey('email', 'emailInvalid')).toBe('validation.emailInvalid');
  });
});
