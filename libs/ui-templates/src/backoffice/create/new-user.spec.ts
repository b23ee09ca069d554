import {
  EMPTY_NEW_USER,
  FALLBACK_TIME_ZONES,
  isHexColor,
  isNewUserKind,
  newUserFieldsOf,
  newUserProblemKey,
  timeZoneNames,
  validateNewUser,
  type NewUserValues,
} from './new-user';

const TODAY = new Date('2026-01-15T12:00:00Z');
const VALID: NewUserValues = { ...EMPTY_NEW_USER, FirstName: 'Nina', LastName: 'New', Email: 'nina@example.com' };
const check = (changes: Partial<NewUserValues>, kind: 'client' | 'employee' | 'affiliate' = 'client') =>
  validateNewUser({ ...VALID, ...changes }, kind, { today: TODAY, countryCodes: ['GB', 'SI', 'US'] });

describe('the fields of each kind', () => {
  it('gives a client every field of CreateIndividual, an employee the group too, an affiliate user six', () => {
    expect(newUserFieldsOf('client')).toEqual([
      'FirstName',
      'MiddleName',
      'LastName',
      'Gender',
      'BirthDate',
      'Email',
      'PhoneNumber',
      'Address',
      'City',
      'State',
      'PostalCode',
      'CountryCode',
      'Password',
      'EmailConfirmed',
      'ActiveTierName',
      'ActiveTierColor',
      'TimeZone',
      'InactivityLogoutMinutes',
      'IpWhitelist',
    ]);
    expect(newUserFieldsOf('employee')).toEqual([
      ...newUserFieldsOf('client').slice(0, 14),
      'EmployeeGroupId',
      ...newUserFieldsOf('client').slice(14),
    ]);
    expect(newUserFieldsOf('affiliate')).toEqual(['FirstName', 'LastName', 'Email', 'PhoneNumber', 'CountryCode', 'Password']);
  });

  it('knows the kinds of the address', () => {
    expect(['client', 'employee', 'affiliate'].every(isNewUserKind)).toBe(true);
    expect(isNewUserKind('admin')).toBe(false);
    expect(isNewUserKind(null)).toBe(false);
  });
});

describe('validateNewUser', () => {
  it('passes the smallest valid user of every kind', () => {
    expect(check({})).toEqual({});
    expect(check({}, 'employee')).toEqual({});
    expect(check({}, 'affiliate')).toEqual({});
  });

  it('requires the names and the e-mail address, and checks them with the service rules', () => {
    expect(validateNewUser(EMPTY_NEW_USER, 'client')).toEqual({ FirstName: 'required', LastName: 'required', Email: 'required' });
    expect(check({ FirstName: '  ', LastName: '1nvalid', Email: 'nina@' })).toEqual({
      FirstName: 'required',
      LastName: 'nameInvalid',
      Email: 'emailInvalid',
    });
    expect(check({ FirstName: "Zoë-Anne O'Neil", LastName: 'St. John' })).toEqual({});
    expect(check({ MiddleName: '-x' })).toEqual({ MiddleName: 'nameInvalid' });
  });

  it('checks a phone number of 7 to 15 digits when one is given', () => {
    expect(check({ PhoneNumber: '+44 20 7946 0958' })).toEqual({});
    expect(check({ PhoneNumber: '12345' })).toEqual({ PhoneNumber: 'phoneInvalid' });
    expect(check({ PhoneNumber: '+1234567890123456' })).toEqual({ PhoneNumber: 'phoneInvalid' });
    expect(check({ PhoneNumber: '555-CALL-NOW' })).toEqual({ PhoneNumber: 'phoneInvalid' });
  });

  it('leaves the password out when empty, else wants 6 characters and an upper-case letter', () => {
    expect(check({ Password: '' })).toEqual({});
    expect(check({ Password: 'Ab1' })).toEqual({ Password: 'passwordShort' });
    expect(check({ Password: 'secret1' })).toEqual({ Password: 'passwordUpper' });
    expect(check({ Password: 'Secret1' })).toEqual({});
  });

  it('takes a country of the list only (any case)', () => {
    expect(check({ CountryCode: 'si' })).toEqual({});
    expect(check({ CountryCode: 'XX' })).toEqual({ CountryCode: 'countryInvalid' });
    expect(validateNewUser({ ...VALID, CountryCode: 'GBR' }, 'client')).toEqual({ CountryCode: 'countryInvalid' });
    expect(validateNewUser({ ...VALID, CountryCode: 'SE' }, 'client')).toEqual({});
  });

  it('refuses a birth date that is no real day or lies in the future', () => {
    expect(check({ BirthDate: '2026-01-15' })).toEqual({});
    expect(check({ BirthDate: '2026-01-16' })).toEqual({ BirthDate: 'dateFuture' });
    expect(check({ BirthDate: '1990-02-30' })).toEqual({ BirthDate: 'dateInvalid' });
  });

  it('wants whole idle minutes from 1 to 10 and a positive employee group', () => {
    expect(check({ InactivityLogoutMinutes: '10' })).toEqual({});
    for (const bad of ['0', '11', '1440', '1.5', '-3', 'ten']) {
      expect(check({ InactivityLogoutMinutes: bad })).toEqual({ InactivityLogoutMinutes: 'minutesInvalid' });
    }
    expect(check({ EmployeeGroupId: '3' }, 'employee')).toEqual({});
    for (const bad of ['0', '-1', '2.5', '99999999999']) {
      expect(check({ EmployeeGroupId: bad }, 'employee')).toEqual({ EmployeeGroupId: 'groupInvalid' });
    }
  });

  it('wants a tier colour as #RRGGBB and keeps texts within the service limits', () => {
    expect(check({ ActiveTierColor: '#FFD700' })).toEqual({});
    expect(check({ ActiveTierColor: 'gold' })).toEqual({ ActiveTierColor: 'colorInvalid' });
    expect(isHexColor('#fd0')).toBe(true);
    expect(check({ PostalCode: 'x'.repeat(21), IpWhitelist: '1'.repeat(1001) })).toEqual({ PostalCode: 'tooLong', IpWhitelist: 'tooLong' });
    expect(check({ PostalCode: 'x'.repeat(20) })).toEqual({});
  });

  it("checks only the kind's fields", () => {
    const extra = { MiddleName: '1', BirthDate: '2099-01-01', EmployeeGroupId: '0', InactivityLogoutMinutes: '0' };
    expect(check(extra, 'affiliate')).toEqual({});
    expect(check(extra, 'client')).toEqual({
      MiddleName: 'nameInvalid',
      BirthDate: 'dateFuture',
      InactivityLogoutMinutes: 'minutesInvalid',
    });
    expect(check(extra, 'employee')).toMatchObject({ EmployeeGroupId: 'groupInvalid' });
  });

  it('names the message of each problem', () => {
    expect(newUserProblemKey('Email', 'required')).toBe('create.validation.required.Email');
    expect(newUserProblemKey('Email', 'emailInvalid')).toBe('create.validation.emailInvalid');
  });
});

describe('timeZoneNames', () => {
  it("offers the browser's list, else the common zones", () => {
    expect(timeZoneNames({ supportedValuesOf: () => ['Europe/Ljubljana', 'UTC'] })).toEqual(['Europe/Ljubljana', 'UTC']);
    expect(timeZoneNames({})).toBe(FALLBACK_TIME_ZONES);
    expect(
      timeZoneNames({
        supportedValuesOf: () => {
          throw new RangeError('unsupported');
        },
      }),
    ).toBe(FALLBACK_TIME_ZONES);
    expect(FALLBACK_TIME_ZONES).toContain('Europe/London');
  });
});
