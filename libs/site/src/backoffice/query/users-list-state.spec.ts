import { applyQuery, Gender, SalesStatus, UserType, type Filter, type User } from '@brokerfront/identity-api';
import type { QueryCondition, QueryGroup, QueryNode } from '@brokerfront/ui-templates';
import { ALL_USER_COLUMNS, DEFAULT_USER_COLUMNS, userColumnLabelKey } from './users-columns';
import { ENUM_VALUES, NUMERIC_ENUMS, UNSET_CHOICE, userField } from './user-fields';
import {
  DEFAULT_USERS_SORT,
  defaultUsersListState,
  nextSort,
  quickSearchFilter,
  readUsersListState,
  toUsersFilters,
  toUsersQuery,
  toUsersSort,
  writeUsersListState,
  type UsersListState,
} from './users-list-state';

let ids = 0;
const c = (field: string, op: QueryCondition['op'], value: QueryCondition['value']): QueryCondition => ({
  kind: 'condition',
  id: `c${++ids}`,
  field,
  op,
  value,
});
const g = (all: boolean, children: QueryNode[], id = `g${++ids}`): QueryGroup => ({ kind: 'group', id, all, children });
const root = (all: boolean, children: QueryNode[]) => g(all, children, 'root');

/** A tree without its ids (they only key the editor's rows). */
function bare(node: QueryNode): unknown {
  return node.kind === 'condition' ? [node.field, node.op, node.value] : { all: node.all, children: node.children.map(bare) };
}

const read = (query: string) => readUsersListState(new URLSearchParams(query));
const whereOf = (tree: unknown) => `where=${encodeURIComponent(JSON.stringify(tree))}`;
const state = (overrides: Partial<UsersListState>): UsersListState => ({ ...defaultUsersListState(), ...overrides });
const filtersOf = (where: QueryGroup, search = '') => toUsersFilters({ search, where });

const user = (Id: number, extra: Partial<User> = {}): User => ({
  Id,
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: `u${Id}@example.com`,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  CreatedAt: '2025-01-01T12:00:00.000Z',
  UpdatedAt: '2025-01-01T12:00:00.000Z',
  FullName: 'Ada Lovelace',
  ...extra,
});
const matching = (users: User[], where: QueryGroup, search = '') =>
  applyQuery(users, { ...toUsersQuery(state({ where, search }), 0), Sort: [] }).Items.map((u) => u.Id);

describe('users list state in the URL', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    expect(read('')).toEqual({ state: defaultUsersListState(), invalid: false });
    expect(writeUsersListState(defaultUsersListState()).toString()).toBe('');
  });

  it('writes every part and reads it back', () => {
    const where = root(false, [
      c('Email', 'contains', 'example'),
      g(true, [c('CountryCode', 'in', ['SE', 'NO']), c('CreatedAt', 'between', ['2025-01-01', '2025-01-31'])]),
    ]);
    const full = state({
      search: 'ada',
      where,
      sort: { column: 'email', ascending: true },
      page: 3,
      pageSize: 50,
      columns: ['email', 'name', 'city'],
      view: 'nordics',
    });
    const params = writeUsersListState(full);
    expect([...params.keys()]).toEqual(['q', 'where', 'sort', 'page', 'size', 'cols', 'view']);
    expect(params.get('where')).toBe(
      '{"a":0,"c":[["Email","contains","example"],{"a":1,"c":[["CountryCode","in",["SE","NO"]],["CreatedAt","between",["2025-01-01","2025-01-31"]]]}]}',
    );
    expect(params.get('sort')).toBe('email.asc');
    const back = readUsersListState(new URLSearchParams(params.toString()));
    expect(back.invalid).toBe(false);
    expect({ ...back.state, where: bare(back.state.where) }).toEqual({ ...full, where: bare(where) });
  });

  it('keeps incomplete conditions and an empty "Any of" root in the URL', () => {
    const where = root(false, [c('FullName', 'contains', ''), c('CreatedAt', 'between', ['2025-01-01', ''])]);
    const back = readUsersListState(writeUsersListState(state({ where })));
    expect(back.invalid).toBe(false);
    expect(bare(back.state.where)).toEqual(bare(where));
    expect(bare(read(whereOf({ a: 0, c: [] })).state.where)).toEqual({ all: false, children: [] });
  });

  it('gives the nodes read from the URL ids unique in the tree', () => {
    const { where } = read(
      whereOf({
        a: 1,
        c: [
          ['Email', 'eq', 'a'],
          {
            a: 0,
            c: [
              ['Email', 'eq', 'b'],
              ['Email', 'eq', 'c'],
            ],
          },
        ],
      }),
    ).state;
    const all: string[] = [];
    const walk = (n: QueryNode) => {
      all.push(n.id);
      if (n.kind === 'group') n.children.forEach(walk);
    };
    walk(where);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('malformed URLs', () => {
  it.each([
    ['not JSON', 'where=%7Bnope'],
    ['a condition at the root', whereOf(['Email', 'eq', 'a'])],
    ['a group without children', whereOf({ a: 1 })],
    ['a group with a bad match', whereOf({ a: 2, c: [] })],
    ['a number', 'where=42'],
  ])('falls back to no filter on %s', (_name, query) => {
    const result = read(`${query}&page=2`);
    expect(result.invalid).toBe(true);
    expect(bare(result.state.where)).toEqual({ all: true, children: [] });
    expect(result.state.page).toBe(2);
  });

  it.each([
    ['an unknown field', ['Password', 'eq', 'x']],
    ['an operator the field kind does not offer', ['Id', 'contains', '1']],
    ['an unknown operator', ['Email', 'approx', 'x']],
    ['a single value for between', ['CreatedAt', 'between', '2025-01-01']],
    ['three values for between', ['Id', 'between', ['1', '2', '3']]],
    ['a single value for in', ['CountryCode', 'in', 'SE']],
    ['a list for eq', ['Email', 'eq', ['a']]],
    ['a number as value', ['Email', 'eq', 5]],
    ['a short condition', ['Email', 'eq']],
    ['a number field with text', ['Id', 'between', ['one', '5']]],
    ['a numeric enum with text', ['UserType', 'in', ['employee']]],
    ['a yes/no field with another word', ['IsBlocked', 'eq', 'yes']],
    ['a date field with something else than a day', ['CreatedAt', 'gte', 'yesterday']],
  ])('drops a condition with %s and keeps the rest', (_name, bad) => {
    const result = read(whereOf({ a: 0, c: [['Email', 'contains', 'ada'], bad, { a: 1, c: [bad, ['IsBlocked', 'eq', 'true']] }] }));
    expect(result.invalid).toBe(true);
    expect(bare(result.state.where)).toEqual({
      all: false,
      children: [['Email', 'contains', 'ada'], { all: true, children: [['IsBlocked', 'eq', 'true']] }],
    });
  });

  it('never sends the service a filter it rejects, whatever the URL holds', () => {
    const odd = read(
      whereOf({
        a: 1,
        c: [
          ['Id', 'between', ['x', '5']],
          ['UserType', 'in', ['a']],
          ['Gender', 'eq', 'b'],
        ],
      }),
    );
    const wire = JSON.parse(JSON.stringify(toUsersQuery(odd.state)));
    expect(() => applyQuery([user(1)], wire)).not.toThrow();
  });

  it('falls back on an unknown sort, keeps the known columns and ignores odd pages and sizes', () => {
    expect(read('sort=password.asc')).toEqual({ state: defaultUsersListState(), invalid: true });
    expect(read('sort=email.sideways').state.sort).toEqual(DEFAULT_USERS_SORT);
    expect(read('cols=email,secret,name')).toMatchObject({ state: { columns: ['email', 'name'] }, invalid: true });
    expect(read('cols=secret')).toMatchObject({ state: { columns: DEFAULT_USER_COLUMNS }, invalid: true });
    expect(read('cols=email,email,name').state.columns).toEqual(['email', 'name']);
    expect(read('page=-2&size=30')).toEqual({ state: defaultUsersListState(), invalid: false });
    expect(read('page=2.5&size=abc').state).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe('the tree as the service filters', () => {
  it('leaves out incomplete conditions and groups left empty, and flattens a group of one', () => {
    const where = root(true, [
      c('FullName', 'contains', '  '),
      g(false, [c('Email', 'eq', ''), c('CountryCode', 'in', [])]),
      g(false, [c('CreatedAt', 'between', ['2025-01-01', '']), c('IsBlocked', 'eq', 'true')]),
    ]);
    expect(filtersOf(where)).toEqual([{ Op: 'eq', Field: 'IsBlocked', Value: true }]);
  });

  it('sends numbers as numbers, numeric enums as numbers, countries and text as trimmed text, yes/no as booleans', () => {
    const where = root(true, [
      c('Id', 'between', ['10', ' 20 ']),
      c('UserType', 'in', ['0', '1']),
      c('Gender', 'eq', '2'),
      c('CountryCode', 'notIn', ['SE']),
      c('Email', 'beginsWith', '  ada@ '),
      c('EmailConfirmed', 'eq', 'false'),
    ]);
    expect(filtersOf(where)).toEqual([
      { Op: 'between', Field: 'Id', Value: [10, 20] },
      { Op: 'in', Field: 'UserType', Value: [0, 1] },
      { Op: 'eq', Field: 'Gender', Value: 2 },
      { Op: 'notIn', Field: 'CountryCode', Value: ['SE'] },
      { Op: 'beginsWith', Field: 'Email', Value: 'ada@' },
      { Op: 'eq', Field: 'EmailConfirmed', Value: false },
    ]);
  });

  it('compares dates by whole UTC days', () => {
    const day = (value: string) => `2025-01-02T${value}Z`;
    const users = [
      user(1, { CreatedAt: '2025-01-01T23:59:59.999Z' }),
      user(2, { CreatedAt: day('00:00:00.000') }),
      user(3, { CreatedAt: day('23:59:59.999') }),
      user(4, { CreatedAt: '2025-01-03T00:00:00.000Z' }),
    ];
    const on = (op: QueryCondition['op'], value: QueryCondition['value']) => matching(users, root(true, [c('CreatedAt', op, value)]));
    expect(on('eq', '2025-01-02')).toEqual([2, 3]);
    expect(on('neq', '2025-01-02')).toEqual([1, 4]);
    expect(on('lt', '2025-01-02')).toEqual([1]);
    expect(on('lte', '2025-01-02')).toEqual([1, 2, 3]);
    expect(on('gt', '2025-01-02')).toEqual([4]);
    expect(on('gte', '2025-01-02')).toEqual([2, 3, 4]);
    expect(on('between', ['2025-01-02', '2025-01-03'])).toEqual([2, 3, 4]);
    expect(on('between', ['2025-01-03', '2025-01-02'])).toEqual([]);
  });

  it('combines the root with OR into one group, and the quick search with AND', () => {
    const where = root(false, [c('Email', 'contains', 'ann'), c('Email', 'contains', 'bob')]);
    const filters = filtersOf(where, 'ada');
    expect(filters).toHaveLength(2);
    expect(filters[1]).toEqual({
      UseAnd: false,
      Children: [
        { Op: 'contains', Field: 'Email', Value: 'ann' },
        { Op: 'contains', Field: 'Email', Value: 'bob' },
      ],
    });
    const users = [
      user(1, { Email: 'ann@x.example' }),
      user(2, { Email: 'bob@x.example', FullName: 'Grace Hopper' }),
      user(3, { Email: 'cy@x.example' }),
    ];
    expect(matching(users, where)).toEqual([1, 2]);
    expect(matching(users, where, 'ada')).toEqual([1]);
  });

  it('keeps nested AND inside OR', () => {
    const where = root(false, [c('CountryCode', 'eq', 'SE'), g(true, [c('UserType', 'eq', '1'), c('IsBlocked', 'eq', 'false')])]);
    const users = [
      user(1, { CountryCode: 'SE', IsBlocked: true }),
      user(2, { CountryCode: 'DE', UserType: UserType.Employee }),
      user(3, { CountryCode: 'DE', UserType: UserType.Employee, IsBlocked: true }),
      user(4, { CountryCode: 'DE' }),
    ];
    expect(matching(users, where)).toEqual([1, 2]);
  });
});

describe('account manager, employee group and sales status', () => {
  it('are fields of the builder: choices of employees and groups (ids on the wire, "none" first), and the sales statuses', () => {
    expect(userField('AccountManagerId')).toEqual({ id: 'AccountManagerId', kind: 'enum', optional: true });
    expect(userField('EmployeeGroupId')).toEqual({ id: 'EmployeeGroupId', kind: 'enum', optional: true });
    expect(userField('SalesStatus')).toEqual({ id: 'SalesStatus', kind: 'enum', optional: true });
    expect(NUMERIC_ENUMS.has('AccountManagerId') && NUMERIC_ENUMS.has('EmployeeGroupId')).toBe(true);
    expect(NUMERIC_ENUMS.has('SalesStatus')).toBe(false);
    expect(ENUM_VALUES['SalesStatus']).toEqual(['New', 'Contacted', 'Interested', 'NotInterested', 'Converted']);
    expect(UNSET_CHOICE).toBe('0');
  });

  it('round-trips their conditions and columns through the URL', () => {
    const where = root(true, [
      c('AccountManagerId', 'in', [UNSET_CHOICE, '7']),
      g(false, [c('EmployeeGroupId', 'eq', '2'), c('SalesStatus', 'notIn', ['NotInterested', 'Converted'])]),
    ]);
    const full = state({ where, sort: { column: 'manager', ascending: true }, columns: ['name', 'manager', 'group', 'salesStatus'] });
    const params = writeUsersListState(full);
    expect(params.get('where')).toBe(
      '{"a":1,"c":[["AccountManagerId","in",["0","7"]],{"a":0,"c":[["EmployeeGroupId","eq","2"],["SalesStatus","notIn",["NotInterested","Converted"]]]}]}',
    );
    expect(params.get('sort')).toBe('manager.asc');
    expect(params.get('cols')).toBe('name,manager,group,salesStatus');
    const back = readUsersListState(new URLSearchParams(params.toString()));
    expect(back.invalid).toBe(false);
    expect({ ...back.state, where: bare(back.state.where) }).toEqual({ ...full, where: bare(where) });
  });

  it('sends the references as numbers and the sales status as its name, leaving out the users without one', () => {
    const isSet = (Field: string) => ({ Op: 'isSet', Field, Value: true });
    expect(
      filtersOf(root(true, [c('AccountManagerId', 'eq', ' 7 '), c('EmployeeGroupId', 'in', ['1', '2']), c('SalesStatus', 'eq', 'New')])),
    ).toEqual([
      { UseAnd: true, Children: [isSet('AccountManagerId'), { Op: 'eq', Field: 'AccountManagerId', Value: 7 }] },
      { UseAnd: true, Children: [isSet('EmployeeGroupId'), { Op: 'in', Field: 'EmployeeGroupId', Value: [1, 2] }] },
      { UseAnd: true, Children: [isSet('SalesStatus'), { Op: 'eq', Field: 'SalesStatus', Value: 'New' }] },
    ]);
    // "none" asked for: the users without one pass the leaf (SPEC §5); "not none" is "has one".
    expect(filtersOf(root(true, [c('AccountManagerId', 'in', [UNSET_CHOICE, '7']), c('EmployeeGroupId', 'notIn', ['2'])]))).toEqual([
      { Op: 'in', Field: 'AccountManagerId', Value: [0, 7] },
      { Op: 'notIn', Field: 'EmployeeGroupId', Value: [2] },
    ]);
    expect(filtersOf(root(true, [c('AccountManagerId', 'notIn', [UNSET_CHOICE])]))).toEqual([
      { UseAnd: true, Children: [isSet('AccountManagerId'), { Op: 'notIn', Field: 'AccountManagerId', Value: [0] }] },
    ]);
  });

  it('filters by account manager, group and sales status as an employee means it', () => {
    const users = [
      user(1, { AccountManagerId: 7, SalesStatus: SalesStatus.New }),
      user(2, { AccountManagerId: null, SalesStatus: SalesStatus.Contacted }),
      user(3, { AccountManagerId: 8, SalesStatus: SalesStatus.New }),
      user(4, { UserType: UserType.Employee, AccountManagerId: null, SalesStatus: null, EmployeeGroupId: 1 }),
      user(5, { UserType: UserType.Employee, AccountManagerId: null, SalesStatus: null, EmployeeGroupId: null }),
    ];
    const on = (field: string, op: QueryCondition['op'], value: QueryCondition['value']) =>
      matching(users, root(true, [c(field, op, value)]));
    expect(on('AccountManagerId', 'eq', '7')).toEqual([1]);
    expect(on('AccountManagerId', 'in', ['7', '8'])).toEqual([1, 3]);
    expect(on('AccountManagerId', 'notIn', [UNSET_CHOICE])).toEqual([1, 3]);
    expect(on('AccountManagerId', 'notIn', ['7'])).toEqual([2, 3, 4, 5]);
    expect(on('AccountManagerId', 'in', [UNSET_CHOICE, '8'])).toEqual([2, 3, 4, 5]);
    expect(on('EmployeeGroupId', 'eq', '1')).toEqual([4]);
    expect(on('SalesStatus', 'eq', 'New')).toEqual([1, 3]);
    expect(on('SalesStatus', 'notIn', ['New'])).toEqual([2, 4, 5]);
  });

  it('sorts the new columns by their fields', () => {
    expect(toUsersSort({ column: 'manager', ascending: false })).toEqual([{ Column: 'AccountManagerId', Asc: false }]);
    expect(toUsersSort({ column: 'group', ascending: true })).toEqual([{ Column: 'EmployeeGroupId', Asc: true }]);
    expect(toUsersSort({ column: 'salesStatus', ascending: true })).toEqual([{ Column: 'SalesStatus', Asc: true }]);
  });

  it('"No account manager" and "No group" pick exactly the users without one', () => {
    const users = [
      user(1, { AccountManagerId: 7, EmployeeGroupId: null }),
      user(2, { AccountManagerId: null, EmployeeGroupId: 2 }),
      user(3, { AccountManagerId: 8, EmployeeGroupId: 1 }),
      user(4, { AccountManagerId: null, EmployeeGroupId: null }),
    ];
    expect(matching(users, root(true, [c('AccountManagerId', 'eq', UNSET_CHOICE)]))).toEqual([2, 4]);
    expect(matching(users, root(true, [c('EmployeeGroupId', 'eq', UNSET_CHOICE)]))).toEqual([1, 4]);
  });

  it('drops conditions whose values do not fit (a name for an id, an operator of the old number field)', () => {
    const result = read(
      whereOf({
        a: 1,
        c: [
          ['AccountManagerId', 'eq', 'erin'],
          ['EmployeeGroupId', 'lt', '3'],
          ['SalesStatus', 'between', ['New', 'Converted']],
          ['SalesStatus', 'eq', 'Interested'],
        ],
      }),
    );
    expect(result.invalid).toBe(true);
    expect(bare(result.state.where)).toEqual({ all: true, children: [['SalesStatus', 'eq', 'Interested']] });
  });

  it('labels the new columns from the groups part, the others from the shared keys', () => {
    expect(ALL_USER_COLUMNS).toEqual(expect.arrayContaining(['manager', 'group', 'salesStatus']));
    expect(userColumnLabelKey('manager')).toBe('groups.columns.manager');
    expect(userColumnLabelKey('salesStatus')).toBe('groups.columns.salesStatus');
    expect(userColumnLabelKey('group')).toBe('columns.group');
    expect(userColumnLabelKey('email')).toBe('columns.email');
  });

  it('keeps a sales status as typed on the wire (a string enum)', () => {
    const users = [user(1, { SalesStatus: SalesStatus.New }), user(2, { SalesStatus: SalesStatus.Converted })];
    expect(matching(users, root(true, [c('SalesStatus', 'in', ['Converted'])]))).toEqual([2]);
  });
});

describe('quick search', () => {
  it('looks for the text in the name and e-mail, and for its digits in the phone', () => {
    expect(quickSearchFilter('   ')).toBeNull();
    expect(quickSearchFilter(' ada ')).toEqual({
      UseAnd: false,
      Children: [
        { Op: 'contains', Field: 'FullName', Value: 'ada' },
        { Op: 'contains', Field: 'Email', Value: 'ada' },
      ],
    });
    const phone = quickSearchFilter('+44 (20) 7946-0958') as Filter;
    expect(phone.Children).toContainEqual({
      UseAnd: true,
      Children: [
        { Op: 'isSet', Field: 'PhoneNumber', Value: true },
        { Op: 'contains', Field: 'PhoneNumber', Value: '442079460958' },
      ],
    });
    expect((quickSearchFilter('12') as Filter).Children).toHaveLength(2);
  });

  it('finds users by phone digits without listing the users who have no phone', () => {
    const base = { Id: 0, FullName: 'Ada Lovelace', Email: 'ada@example.com', PhoneNumber: null as string | null };
    const users = [
      { ...base, Id: 1, PhoneNumber: '+442079460958' },
      { ...base, Id: 2 },
      { ...base, Id: 3, PhoneNumber: '+46701234567' },
    ];
    const found = applyQuery(users, { PageNumber: 1, PageSize: 20, Filters: [quickSearchFilter('7946-0958') as Filter] });
    expect(found.Items.map((u) => u.Id)).toEqual([1]);
  });
});

describe('sort', () => {
  it('asks for the columns a column sorts by, and turns on the second press', () => {
    expect(toUsersSort({ column: 'status', ascending: false })).toEqual([
      { Column: 'IsArchived', Asc: false },
      { Column: 'IsBlocked', Asc: false },
    ]);
    expect(nextSort(DEFAULT_USERS_SORT, 'email')).toEqual({ column: 'email', ascending: true });
    expect(nextSort({ column: 'email', ascending: true }, 'email')).toEqual({ column: 'email', ascending: false });
  });

  it('pages the query as the state says', () => {
    expect(toUsersQuery(state({ page: 3, pageSize: 50 }))).toMatchObject({ PageNumber: 3, PageSize: 50, Filters: [] });
    expect(toUsersQuery(state({}), 1000)).toMatchObject({ PageSize: 1000 });
  });
});
