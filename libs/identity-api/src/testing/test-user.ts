import { Gender, UserType, type User } from '../entities/user';

/**
 * A complete User record for tests: `F{id} L{id}`, an individual client, confirmed, active, no birth
 * date, created 2024-01-01. Pass the fields a test is about in `extra`.
 */
export function makeTestUser(id: number, extra: Partial<User> = {}): User {
  return {
    Id: id,
    FirstName: `F${id}`,
    LastName: `L${id}`,
    Email: `u${id}@example.com`,
    EmailConfirmed: true,
    Gender: Gender.None,
    UserType: UserType.Individual,
    BirthDate: '0001-01-01T00:00:00Z',
    IsFullyRegistered: true,
    IsArchived: false,
    IsBlocked: false,
    CreatedAt: '2024-01-01T00:00:00Z',
    UpdatedAt: '2024-01-01T00:00:00Z',
    FullName: `F${id} L${id}`,
    ...extra,
  };
}

/**
 * A named test user: `{firstName} {lastName}`, e-mail `first.last@example.com`, in GB, signed out after 10 idle
 * minutes; otherwise as {@link makeTestUser}. Pass the fields a test is about (dates, type, state) in `extra`.
 */
export function makeNamedTestUser(id: number, firstName: string, lastName: string, extra: Partial<User> = {}): User {
  return makeTestUser(id, {
    FirstName: firstName,
    LastName: lastName,
    MiddleName: null,
    Email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    CountryCode: 'GB',
    InactivityLogoutMinutes: 10,
    FullName: `${firstName} ${lastName}`,
    ...extra,
  });
}
