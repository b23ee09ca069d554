import { Gender } from '@brokerfront/identity-api';
import { SELF_EDIT_FIELDS, USER_EDIT_FIELDS } from '@brokerfront/ui-templates';
import { emailChanged, userEditFieldOf, userUpdateOf } from './profile-update';

describe('the Update body', () => {
  it('holds only the changes: texts trimmed, emptied ones cleared, numbers, the day and upper-case codes', () => {
    expect(
      userUpdateOf(2, {
        FirstName: ' Christa ',
        MiddleName: '  ',
        City: ' Leeds ',
        Gender: '3',
        BirthDate: '1985-05-18',
        CountryCode: 'si',
        ActiveTierColor: '#ffd700',
        InactivityLogoutMinutes: ' 30 ',
        EmailConfirmed: false,
        PhoneNumber: '',
      }),
    ).toEqual({
      Id: 2,
      FirstName: 'Christa',
      MiddleName: null,
      City: 'Leeds',
      Gender: Gender.Other,
      BirthDate: '1985-05-18T00:00:00.000Z',
      CountryCode: 'SI',
      ActiveTierColor: '#FFD700',
      InactivityLogoutMinutes: 30,
      EmailConfirmed: false,
      PhoneNumber: null,
    });
  });

  it('clears the birth date, the country and the tier colour with null', () => {
    expect(userUpdateOf(3, { BirthDate: '', CountryCode: '', ActiveTierColor: ' ' })).toEqual({
      Id: 3,
      BirthDate: null,
      CountryCode: null,
      ActiveTierColor: null,
    });
  });
});

describe('the field of an error of Update', () => {
  const every = userEditFieldOf(USER_EDIT_FIELDS);
  const own = userEditFieldOf(SELF_EDIT_FIELDS);

  it.each([
    ['email_already_taken', 'Email'],
    ['email_invalid', 'Email'],
    ['invalid_first_name', 'FirstName'],
    ['invalid_last_name', 'LastName'],
    ['phone_already_in_use', 'PhoneNumber'],
    ['invalid_phone_number', 'PhoneNumber'],
    ['invalid_country', 'CountryCode'],
    ['invalid_birth_date', 'BirthDate'],
  ])('%s belongs to %s', (Code, field) => {
    expect(every({ Code, Data: null })).toBe(field);
  });

  it('is the field Data names for invalid_request, and none for an error of the whole form', () => {
    expect(every({ Code: 'invalid_request', Data: 'InactivityLogoutMinutes: Too big' })).toBe('InactivityLogoutMinutes');
    expect(every({ Code: 'forbidden', Data: 'users.update: EmailConfirmed' })).toBeUndefined();
    expect(every({ Code: 'target_more_privileged', Data: '2: users.delete' })).toBeUndefined();
    expect(every({ Code: 'too_many_requests', Data: { RetryAfter: 3 } })).toBeUndefined();
  });

  it('is none for email_change_pending, said for the whole form with how the address gets confirmed', () => {
    expect(every({ Code: 'email_change_pending', Data: 'EmailConfirmed' })).toBeUndefined();
  });

  it('is none for a field the own record does not offer', () => {
    expect(own({ Code: 'email_already_taken', Data: 'Email' })).toBeUndefined();
    expect(own({ Code: 'invalid_country', Data: 'CountryCode' })).toBe('CountryCode');
  });
});

describe('whether the e-mail address changed', () => {
  it.each<[string, string, boolean]>([
    ['client@example.com', 'chris@example.com', true],
    ['client@example.com', ' Client@Example.COM ', false],
    ['jos\u00e9@example.com', 'jose\u0301@example.com', false],
  ])('%s → %s: %s', (previous, saved, changed) => {
    expect(emailChanged(previous, saved)).toBe(changed);
  });
});
