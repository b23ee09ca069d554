import {
  birthDayOf,
  editChangesOf,
  editConflictOf,
  editValuesOf,
  keepMyChanges,
  MAX_IDLE_MINUTES,
  SELF_EDIT_FIELDS,
  sameEditValue,
  takeTheirChanges,
  USER_EDIT_FIELDS,
  validateUserEdit,
  type ProfileUserRecord,
  type UserEditValues,
} from './user-edit';

const RECORD: ProfileUserRecord = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  MiddleName: null,
  FullName: 'Chris Client',
  Email: 'client@example.com',
  EmailConfirmed: true,
  Address: '1 Demo Street',
  City: 'London',
  State: null,
  Gender: 2,
  PhoneNumber: '+441000000002',
  UserType: 0,
  BirthDate: '1985-05-17T00:00:00.000Z',
  CountryCode: 'gb',
  PostalCode: 'EC1A 1BB',
  AvatarFileName: null,
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-01-01T00:00:00.000Z',
  UpdatedAt: '2024-01-01T00:00:00.000Z',
  TimeZone: 'Europe/London',
  IpWhitelist: null,
  EmployeeGroupId: null,
  SalesStatus: 'New',
};
const BASE = editValuesOf(RECORD);
const TODAY = new Date('2026-01-15T12:00:00Z');
const with_ = (changes: Partial<UserEditValues>): UserEditValues => ({ ...BASE, ...changes });

describe('the values of a record', () => {
  it('are texts as the record has them, the birth date as a day, the country upper-cased', () => {
    expect(BASE).toEqual({
      FirstName: 'Chris',
      MiddleName: '',
      LastName: 'Client',
      Gender: '2',
      BirthDate: '1985-05-17',
      Email: 'client@example.com',
      PhoneNumber: '+441000000002',
      Address: '1 Demo Street',
      City: 'London',
      State: '',
      PostalCode: 'EC1A 1BB',
      CountryCode: 'GB',
      EmailConfirmed: true,
      ActiveTierName: 'Gold',
      ActiveTierColor: '#FFD700',
      TimeZone: 'Europe/London',
      InactivityLogoutMinutes: '10',
      IpWhitelist: '',
    });
  });

  it('leave out a birth date whose year is not above 1, and idle minutes the record lacks', () => {
    expect(birthDayOf('0001-01-01T00:00:00Z')).toBe('');
    expect(birthDayOf('0002-03-04T00:00:00Z')).toBe('0002-03-04');
    expect(birthDayOf('not a date')).toBe('');
    expect(editValuesOf({ ...RECORD, BirthDate: '0001-01-01T00:00:00Z', InactivityLogoutMinutes: null }).BirthDate).toBe('');
    expect(editValuesOf({ ...RECORD, InactivityLogoutMinutes: null }).InactivityLogoutMinutes).toBe('');
  });
});

describe('the changes', () => {
  it('are the fields whose values differ from the record, as the service compares them', () => {
    expect(sameEditValue('PhoneNumber', '+44 1000-000002', '+441000000002')).toBe(true);
    expect(sameEditValue('CountryCode', 'gb', 'GB')).toBe(true);
    expect(sameEditValue('City', ' London ', 'London')).toBe(true);
    expect(sameEditValue('Email', 'Client@example.com', 'client@example.com')).toBe(false);
    const values = with_({ City: 'Leeds', PhoneNumber: '+44 1000 000 002', EmailConfirmed: false, CountryCode: 'gb' });
    expect(editChangesOf(values, BASE, USER_EDIT_FIELDS)).toEqual({ City: 'Leeds', EmailConfirmed: false });
  });

  it('leave out fields the form does not offer', () => {
    expect(editChangesOf(with_({ Email: 'new@example.com', City: 'Leeds' }), BASE, SELF_EDIT_FIELDS)).toEqual({ City: 'Leeds' });
  });
});

describe('the checks', () => {
  const check = (changes: Partial<UserEditValues>, base = BASE) =>
    validateUserEdit(with_(changes), base, { today: TODAY, countryCodes: ['GB', 'SI', 'US'] });

  it('pass the record as it is, even a value the rules no longer take', () => {
    const odd = with_({ FirstName: '1nvalid', PhoneNumber: '12' });
    expect(validateUserEdit(odd, odd, { today: TODAY })).toEqual({});
  });

  it('mirror the service rules of each field changed', () => {
    expect(
      check({
        FirstName: '',
        LastName: '2pac',
        Email: 'chris@',
        PhoneNumber: '12',
        CountryCode: 'XX',
        BirthDate: '2030-01-01',
        InactivityLogoutMinutes: '11',
        ActiveTierColor: 'gold',
        City: 'x'.repeat(101),
      }),
    ).toEqual({
      FirstName: 'required',
      LastName: 'nameInvalid',
      Email: 'emailInvalid',
      PhoneNumber: 'phoneInvalid',
      CountryCode: 'countryInvalid',
      BirthDate: 'dateFuture',
      InactivityLogoutMinutes: 'minutesInvalid',
      ActiveTierColor: 'colorInvalid',
      City: 'tooLong',
    });
    expect(check({ Email: '' })).toEqual({ Email: 'required' });
    expect(check({ BirthDate: '1985-02-30' })).toEqual({ BirthDate: 'dateInvalid' });
    expect(check({ InactivityLogoutMinutes: '' })).toEqual({ InactivityLogoutMinutes: 'minutesInvalid' });
    expect(check({ InactivityLogoutMinutes: '2.5' })).toEqual({ InactivityLogoutMinutes: 'minutesInvalid' });
  });

  it('take idle minutes only from 1 to the inactivity timer of 10 minutes (a user may be signed out sooner, never later)', () => {
    expect(MAX_IDLE_MINUTES).toBe(10);
    for (const ok of ['1', '5', '10']) expect(check({ InactivityLogoutMinutes: ok })).toEqual({});
    for (const bad of ['0', '11', '60', '1440'])
      expect(check({ InactivityLogoutMinutes: bad })).toEqual({ InactivityLogoutMinutes: 'minutesInvalid' });
  });

  it('hold a middle name to the rule of the first and last names', () => {
    for (const bad of ['<img src=x onerror=alert(1)>', '1st', '-Anne', 'x'.repeat(101)]) {
      expect(check({ MiddleName: bad })).toEqual({ MiddleName: 'nameInvalid' });
    }
    for (const ok of ['', 'Anne-Marie', "d'Arc", 'J.']) expect(check({ MiddleName: ok })).toEqual({});
  });

  it('let optional fields be emptied and take what the service takes', () => {
    expect(
      check({
        PhoneNumber: '',
        CountryCode: '',
        BirthDate: '',
        MiddleName: 'de la',
        ActiveTierColor: '#abc',
        InactivityLogoutMinutes: '10',
        FirstName: "O'Neil-Smith",
        TimeZone: '',
      }),
    ).toEqual({});
  });
});

describe('a change pushed while the form is open', () => {
  const theirs = with_({ FirstName: 'Chrissy', PostalCode: 'N1 9GU' });
  const mine = with_({ FirstName: 'Christa', City: 'Leeds' });

  it('is no conflict when no field of the form changed', () => {
    expect(editConflictOf(BASE, BASE, mine, USER_EDIT_FIELDS)).toBeNull();
    expect(editConflictOf(BASE, with_({ Email: 'x@example.com' }), mine, SELF_EDIT_FIELDS)).toBeNull();
  });

  it('names the fields they changed and the ones both changed to different values', () => {
    expect(editConflictOf(BASE, theirs, mine, USER_EDIT_FIELDS)).toEqual({ theirs: ['FirstName', 'PostalCode'], both: ['FirstName'] });
    expect(editConflictOf(BASE, theirs, with_({ FirstName: 'Chrissy' }), USER_EDIT_FIELDS)).toEqual({
      theirs: ['FirstName', 'PostalCode'],
      both: [],
    });
  });

  it('"keep my changes": my edits stay, the other fields take the new values, so only mine are sent', () => {
    const kept = keepMyChanges(BASE, theirs, mine, USER_EDIT_FIELDS);
    expect(kept).toEqual(with_({ FirstName: 'Christa', City: 'Leeds', PostalCode: 'N1 9GU' }));
    expect(editChangesOf(kept, theirs, USER_EDIT_FIELDS)).toEqual({ FirstName: 'Christa', City: 'Leeds' });
  });

  it('"take their changes": their values replace my edits of their fields, my other edits stay', () => {
    const taken = takeTheirChanges(BASE, theirs, mine, USER_EDIT_FIELDS);
    expect(taken).toEqual(with_({ FirstName: 'Chrissy', City: 'Leeds', PostalCode: 'N1 9GU' }));
    expect(editChangesOf(taken, theirs, USER_EDIT_FIELDS)).toEqual({ City: 'Leeds' });
  });
});
