import { applyQuery, Gender, UserType, type User } from '@brokerfront/identity-api';
import { DEFAULT_USERS_SORT, nextSort, readUsersListState, toUsersQuery, writeUsersListState } from './users-query';

const user = (Id: number, extra: Partial<User>): User => ({
  Id,
  FirstName: 'A',
  LastName: 'B',
  Email: `u${Id}@example.com`,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  CreatedAt: '2024-01-01T00:00:00.000Z',
  UpdatedAt: '2024-01-01T00:00:00.000Z',
  FullName: 'A B',
  ...extra,
});

describe('users list state in the URL', () => {
  it('reads the defaults from an empty query, and writes nothing for them', () => {
    const state = readUsersListState(new URLSearchParams());
    expect(state).toEqual({ page: 1, pageSize: 20, sort: DEFAULT_USERS_SORT, filters: { search: '', type: '', country: '', status: '' } });
    expect(writeUsersListState(state).toString()).toBe('');
  });

  it('round-trips every field and ignores unknown values', () => {
    const params = new URLSearchParams('q=ross&type=employee&country=SE&status=blocked&sort=email.desc&page=3');
    expect(writeUsersListState(readUsersListState(params)).toString()).toBe(params.toString());
    const odd = readUsersListState(new URLSearchParams('type=robot&country=sweden&status=gone&sort=password.asc&page=-2'));
    expect(odd).toEqual(readUsersListState(new URLSearchParams()));
  });

  it('takes a page size of 20, 50 or 100 from the URL and asks the service for that many', () => {
    const state = readUsersListState(new URLSearchParams('size=100&page=2'));
    expect(state.pageSize).toBe(100);
    expect(writeUsersListState(state).toString()).toBe('page=2&size=100');
    expect(toUsersQuery(state)).toMatchObject({ PageNumber: 2, PageSize: 100 });
    expect(readUsersListState(new URLSearchParams('size=1000')).pageSize).toBe(20);
  });

  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort(DEFAULT_USERS_SORT, 'name')).toEqual({ column: 'name', ascending: true });
    expect(nextSort({ column: 'name', ascending: true }, 'name')).toEqual({ column: 'name', ascending: false });
  });
});

describe('users Search body', () => {
  const users = [
    user(1, { FullName: 'Anna Berg', Email: 'anna@example.com', CountryCode: 'SE' }),
    user(2, { FullName: 'Bruno Rossi', Email: 'bruno@example.com', CountryCode: 'IT', IsBlocked: true }),
    user(3, { FullName: 'Clara Weiss', Email: 'cw@example.com', CountryCode: 'DE', IsArchived: true }),
    user(4, { FullName: 'Dan Staff', Email: 'dan@ross.example', CountryCode: 'DE', UserType: UserType.Employee }),
  ];
  const ids = (search: string) => applyQuery(users, toUsersQuery(readUsersListState(new URLSearchParams(search)))).Items.map((u) => u.Id);

  it('matches the text in the full name or the email, case-insensitively', () => {
    expect(ids('q=ROSS&sort=name.asc')).toEqual([2, 4]);
  });

  it('filters by type, country and status', () => {
    expect(ids('type=employee')).toEqual([4]);
    expect(ids('type=individual&sort=name.asc')).toEqual([1, 2, 3]);
    expect(ids('country=DE&sort=name.asc')).toEqual([3, 4]);
    expect(ids('status=active&sort=name.asc')).toEqual([1, 4]);
    expect(ids('status=blocked')).toEqual([2]);
    expect(ids('status=archived')).toEqual([3]);
  });

  it('pages and sorts on the service columns', () => {
    expect(toUsersQuery(readUsersListState(new URLSearchParams('page=2&sort=country.desc')), 10)).toEqual({
      PageNumber: 2,
      PageSize: 10,
      Filters: [],
      Sort: [{ Column: 'CountryCode', Asc: false }],
    });
  });
});
