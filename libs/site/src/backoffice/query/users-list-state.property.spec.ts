/** @jest-environment node */
import fc from 'fast-check';
import { applyQuery, Gender, SALES_STATUSES, UserType, type User } from '@brokerfront/identity-api';
import {
  isComplete,
  MAX_GROUP_DEPTH,
  OPERATORS_BY_KIND,
  valueShape,
  type QueryCondition,
  type QueryGroup,
  type QueryNode,
  type QueryOperator,
} from '@brokerfront/ui-templates';
import { ALL_USER_COLUMNS } from './users-columns';
import { ENUM_VALUES, NUMERIC_ENUMS, UNSET_CHOICE, USER_FIELDS, userField, type UserFieldSpec } from './user-fields';
import {
  defaultUsersListState,
  readUsersListState,
  toUsersQuery,
  USERS_PAGE_SIZES,
  writeUsersListState,
  type UsersListState,
} from './users-list-state';

/*
 * The builder's tree against the URL and the generic query: writing a state then reading it gives the
 * same state (ids aside); whatever the URL holds, reading it never throws and gives a query the
 * filter engine accepts; and the query of a tree picks exactly the users a plain evaluation of the
 * tree picks (SPEC §5, dates by whole UTC days).
 */

// ---- Values: small domains, so that conditions both match and miss. ----

const TEXTS = ['ada', 'Ada', 'ADA LOVELACE', 'grace', 'é', 'É', 'x@y.example', ' ada ', 'lovelace', ''];
const textValue = fc.oneof(
  fc.constantFrom(...TEXTS),
  fc.string({ unit: fc.constantFrom('a', 'A', 'd', 'é', 'É', ' ', '@', '.'), maxLength: 4 }),
);
const DAYS = ['2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '0001-01-01'];
const COUNTRIES = ['SE', 'DE', 'US', 'se'];
/** The choices of the references (account manager, group): "none" and a few ids. */
const REFERENCES = [UNSET_CHOICE, '1', '2', '3'];

function valueOf(spec: UserFieldSpec): fc.Arbitrary<string> {
  switch (spec.kind) {
    case 'text':
      return textValue;
    case 'number':
      return fc.integer({ min: -3, max: 3 }).map(String);
    case 'date':
      return fc.constantFrom(...DAYS);
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'enum':
      return fc.constantFrom(...(spec.id === 'CountryCode' ? COUNTRIES : (ENUM_VALUES[spec.id] ?? REFERENCES)));
  }
}
/** A value or, now and then, a blank one (an incomplete condition). */
const maybeBlank = (arb: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 6, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom('', ' ') });

const condition: fc.Arbitrary<QueryCondition> = fc.constantFrom(...USER_FIELDS).chain((spec) =>
  fc.constantFrom(...OPERATORS_BY_KIND[spec.kind]).chain((op) => {
    const one = maybeBlank(valueOf(spec));
    const shape = valueShape(op);
    const value: fc.Arbitrary<QueryCondition['value']> =
      shape === 'single' ? one : shape === 'pair' ? fc.tuple(one, one) : fc.array(valueOf(spec), { maxLength: 3 });
    return value.map((v): QueryCondition => ({ kind: 'condition', id: '', field: spec.id, op: op as QueryOperator, value: v }));
  }),
);

/** Trees as the builder makes them: groups at most {@link MAX_GROUP_DEPTH} below the root. */
function groupOf(depth: number): fc.Arbitrary<QueryGroup> {
  const child: fc.Arbitrary<QueryNode> =
    depth < MAX_GROUP_DEPTH
      ? fc.oneof({ weight: 3, arbitrary: condition }, { weight: 1, arbitrary: fc.constant(null).chain(() => groupOf(depth + 1)) })
      : condition;
  return fc
    .record({ all: fc.boolean(), children: fc.array(child, { maxLength: depth === 0 ? 5 : 3 }) })
    .map(({ all, children }) => ({ kind: 'group', id: '', all, children }));
}
/** A tree with the ids an editor gives: unique, unrelated to the URL's. */
const tree = groupOf(0).map((root) => {
  let n = 0;
  const withIds = (node: QueryNode): QueryNode =>
    node.kind === 'condition' ? { ...node, id: `e${++n}` } : { ...node, id: `e${++n}`, children: node.children.map(withIds) };
  return { ...(withIds(root) as QueryGroup), id: 'root' };
});

function bare(node: QueryNode): unknown {
  return node.kind === 'condition' ? [node.field, node.op, node.value] : { all: node.all, children: node.children.map(bare) };
}

// ---- Round trip through the URL. ----

const listState: fc.Arbitrary<UsersListState> = fc.record({
  search: fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 12 })),
  where: tree,
  sort: fc.record({ column: fc.constantFrom(...ALL_USER_COLUMNS), ascending: fc.boolean() }),
  page: fc.integer({ min: 1, max: 10_000 }),
  pageSize: fc.constantFrom(...USERS_PAGE_SIZES),
  columns: fc.shuffledSubarray([...ALL_USER_COLUMNS], { minLength: 1 }),
  view: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), { nil: null }),
});

describe('users list state ↔ URL', () => {
  it('reads back what it writes, ids aside, through the text of the URL', () => {
    fc.assert(
      fc.property(listState, (state) => {
        const url = writeUsersListState(state).toString();
        const back = readUsersListState(new URLSearchParams(url));
        expect(back.invalid).toBe(false);
        expect({ ...back.state, where: bare(back.state.where) }).toEqual({ ...state, where: bare(state.where) });
        // Writing what was read gives the same URL: a link reproduces the view.
        expect(writeUsersListState(back.state).toString()).toBe(url);
      }),
      { numRuns: 300 },
    );
  });

  it('reads any URL without throwing, into a query the filter engine accepts', () => {
    const junkNode: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.tuple(
          fc.oneof(fc.constantFrom(...USER_FIELDS.map((f) => f.id)), fc.string()),
          fc.oneof(fc.constantFrom('eq', 'neq', 'lt', 'between', 'in', 'notIn', 'like', 'contains', 'beginsWith'), fc.string()),
          fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.jsonValue()),
        ),
        // Well-shaped conditions whose values may not fit the field (text in a number, a word for yes/no).
        fc.constantFrom(...USER_FIELDS).chain((spec) =>
          fc.constantFrom(...OPERATORS_BY_KIND[spec.kind]).chain((op) => {
            const one = fc.oneof(
              valueOf(spec),
              fc.string({ maxLength: 4 }),
              fc.constantFrom('NaN', 'Infinity', '1e999', 'yes', '2025-13-45'),
            );
            const shape = valueShape(op);
            const value = shape === 'single' ? one : shape === 'pair' ? fc.tuple(one, one) : fc.array(one, { maxLength: 3 });
            return value.map((v) => [spec.id, op, v]);
          }),
        ),
        fc.record({
          a: fc.oneof(fc.constantFrom(0, 1), fc.jsonValue()),
          c: fc.oneof(fc.array(tie('node'), { maxLength: 4 }), fc.jsonValue()),
        }),
        fc.jsonValue(),
      ),
    })).node;
    const rawWhere = fc.oneof(
      junkNode.map((n) => JSON.stringify(n)),
      fc.string(),
    );
    const sample = [user(1, {}), user(2, { PhoneNumber: null, CountryCode: null, InactivityLogoutMinutes: null })];
    fc.assert(
      fc.property(rawWhere, fc.string(), fc.string(), fc.string(), (where, sort, cols, page) => {
        const params = new URLSearchParams({ where, sort, cols, page });
        const { state } = readUsersListState(params);
        // The query goes to the service as JSON: a NaN would arrive as null.
        const wire = JSON.parse(JSON.stringify(toUsersQuery(state)));
        expect(() => applyQuery(sample, wire)).not.toThrow();
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(state.columns.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('marks a URL invalid exactly when reading it dropped something', () => {
    fc.assert(
      fc.property(
        tree,
        fc.nat({ max: 20 }),
        fc.constantFrom(['Password', 'eq', 'x'], ['Id', 'like', '1'], ['Email', 'in', 'a'], { a: 3, c: [] }),
        (where, at, bad) => {
          const compact = JSON.parse(
            writeUsersListState({ ...defaultUsersListState(), where: { ...where, all: false } }).get('where') as string,
          );
          const clean = readUsersListState(new URLSearchParams({ where: JSON.stringify(compact) }));
          expect(clean.invalid).toBe(false);
          compact.c.splice(at % (compact.c.length + 1), 0, bad);
          const broken = readUsersListState(new URLSearchParams({ where: JSON.stringify(compact) }));
          expect(broken.invalid).toBe(true);
          expect(bare(broken.state.where)).toEqual(bare(clean.state.where));
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---- The tree's meaning: a reference evaluation against the generic query. ----

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const word = fc.oneof(
  fc.constantFrom('Ada', 'ada', 'Grace', 'ADA LOVELACE', 'Éva', 'éva', 'lovelace', ''),
  fc.string({ unit: fc.constantFrom('a', 'A', 'd', 'é', ' '), maxLength: 3 }),
);
/** Instants around the days the conditions name, as the service writes them (`toISOString`). */
const instant = fc.integer({ min: Date.UTC(2024, 11, 30), max: Date.UTC(2025, 0, 4) - 1 }).map((ms) => new Date(ms).toISOString());
const dayEdge = fc.constantFrom(
  '2025-01-01T00:00:00.000Z',
  '2025-01-01T23:59:59.999Z',
  '2025-01-02T00:00:00.000Z',
  '2024-12-31T23:59:59.999Z',
);

function user(Id: number, extra: Partial<User>): User {
  return {
    Id,
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@x.example',
    EmailConfirmed: true,
    Gender: Gender.None,
    UserType: UserType.Individual,
    BirthDate: '0001-01-01T00:00:00Z',
    CountryCode: 'SE',
    IsFullyRegistered: true,
    IsArchived: false,
    IsBlocked: false,
    InactivityLogoutMinutes: 0,
    CreatedAt: '2025-01-01T00:00:00.000Z',
    UpdatedAt: '2025-01-01T00:00:00.000Z',
    FullName: 'Ada Lovelace',
    ...extra,
  };
}

const users = fc
  .array(
    fc.record({
      FirstName: word,
      LastName: word,
      MiddleName: optional(word),
      FullName: word,
      Email: word,
      EmailConfirmed: fc.boolean(),
      PhoneNumber: optional(word),
      UserType: pick(UserType.Individual, UserType.Employee),
      CountryCode: optional(pick('SE', 'DE', 'US')),
      City: optional(word),
      State: optional(word),
      PostalCode: optional(word),
      Address: optional(word),
      Gender: pick(Gender.None, Gender.Male, Gender.Female, Gender.Other),
      BirthDate: fc.oneof(fc.constant('0001-01-01T00:00:00Z'), instant, dayEdge),
      IsBlocked: fc.boolean(),
      IsArchived: fc.boolean(),
      IsFullyRegistered: fc.boolean(),
      ActiveTierName: optional(word),
      TimeZone: optional(word),
      InactivityLogoutMinutes: optional(fc.integer({ min: -3, max: 3 })),
      // Ids start at 1: "none" (0) is no record's.
      EmployeeGroupId: optional(fc.integer({ min: 1, max: 3 })),
      AccountManagerId: optional(fc.integer({ min: 1, max: 3 })),
      SalesStatus: optional(pick(...SALES_STATUSES)),
      CreatedAt: fc.oneof(instant, dayEdge),
      UpdatedAt: fc.oneof(instant, dayEdge),
    }),
    { maxLength: 25 },
  )
  .map((records) => records.map((r, i) => user(i + 1, r)));

/** What a condition says of a user, read straight from SPEC §5; undefined when the query leaves it out. */
function referenceCondition(c: QueryCondition, u: User): boolean | undefined {
  if (!isComplete(c)) return undefined;
  const spec = userField(c.field) as UserFieldSpec;
  const x = (u as unknown as Record<string, unknown>)[c.field];
  const values = (typeof c.value === 'string' ? [c.value] : [...c.value]).map((v) => v.trim());
  if (x === null || x === undefined) {
    // A missing field passes every operator (SPEC §5), but an unset account manager, group or sales
    // status is "none": conditions on those fields mean it.
    if (!spec.optional) return true;
    return referenceCondition(c, { ...u, [c.field]: NUMERIC_ENUMS.has(c.field) ? 0 : UNSET_CHOICE } as User);
  }
  const [v, high] = values;
  if (spec.kind === 'date') {
    const day = (x as string).slice(0, 10);
    return compare(c.op, day, v, high, values);
  }
  if (spec.kind === 'boolean') return compare(c.op, x, v === 'true', undefined, []);
  if (spec.kind === 'number' || NUMERIC_ENUMS.has(c.field)) return compare(c.op, x, Number(v), Number(high), values.map(Number));
  const text = x as string;
  switch (c.op) {
    case 'like':
      return text.toLowerCase() === v.toLowerCase();
    case 'contains':
      return text.toLowerCase().includes(v.toLowerCase());
    case 'beginsWith':
      return text.toLowerCase().startsWith(v.toLowerCase());
    default:
      return compare(c.op, text, v, high, values);
  }
}

function compare<T>(op: QueryOperator, x: T, v: T, high: T | undefined, list: readonly T[]): boolean {
  switch (op) {
    case 'eq':
      return x === v;
    case 'neq':
      return x !== v;
    case 'lt':
      return x < v;
    case 'lte':
      return x <= v;
    case 'gt':
      return x > v;
    case 'gte':
      return x >= v;
    case 'between':
      return x >= v && x <= (high as T);
    case 'in':
      return list.includes(x);
    case 'notIn':
      return !list.includes(x);
    default:
      throw new Error(`no ${op} here`);
  }
}

/** A group's answer; undefined when nothing in it counts (it is left out, as an empty condition is). */
function referenceNode(node: QueryNode, u: User): boolean | undefined {
  if (node.kind === 'condition') return referenceCondition(node, u);
  const answers = node.children.map((child) => referenceNode(child, u)).filter((a): a is boolean => a !== undefined);
  if (answers.length === 0) return undefined;
  return node.all ? answers.every(Boolean) : answers.some(Boolean);
}

describe('tree → generic query', () => {
  it('picks exactly the users a plain evaluation of the tree picks', () => {
    fc.assert(
      fc.property(tree, users, (where, list) => {
        const query = toUsersQuery({ ...defaultUsersListState(), where }, 0);
        const wire = JSON.parse(JSON.stringify(query));
        const got = applyQuery(list, wire)
          .Items.map((u) => u.Id)
          .sort((a, b) => a - b);
        const expected = list.filter((u) => referenceNode(where, u) ?? true).map((u) => u.Id);
        expect(got).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('"none" of a reference (no account manager, no group) picks exactly the users without one', () => {
    fc.assert(
      fc.property(users, fc.constantFrom('AccountManagerId', 'EmployeeGroupId'), (list, field) => {
        const where: QueryGroup = {
          kind: 'group',
          id: 'root',
          all: true,
          children: [{ kind: 'condition', id: 'none', field, op: 'eq', value: UNSET_CHOICE }],
        };
        const wire = JSON.parse(JSON.stringify(toUsersQuery({ ...defaultUsersListState(), where }, 0)));
        const got = applyQuery(list, wire)
          .Items.map((u) => u.Id)
          .sort((a, b) => a - b);
        const expected = list.filter((u) => (u as unknown as Record<string, unknown>)[field] == null).map((u) => u.Id);
        expect(got).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('sends nothing for a tree with no complete condition', () => {
    fc.assert(
      fc.property(tree, (where) => {
        const blank = (node: QueryNode): QueryNode =>
          node.kind === 'condition'
            ? { ...node, value: valueShape(node.op) === 'list' ? [] : valueShape(node.op) === 'pair' ? ['', ''] : '' }
            : { ...node, children: node.children.map(blank) };
        expect(toUsersQuery({ ...defaultUsersListState(), where: blank(where) as QueryGroup }).Filters).toEqual([]);
      }),
    );
  });
});
