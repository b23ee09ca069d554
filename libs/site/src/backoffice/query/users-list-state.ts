import type { Filter, GenericQuery, SortColumn } from '@brokerfront/identity-api';
import {
  emptyQueryTree,
  isComplete,
  OPERATORS_BY_KIND,
  valueShape,
  type QueryCondition,
  type QueryGroup,
  type QueryNode,
  type QueryOperator,
} from '@brokerfront/ui-templates';
import { DEFAULT_USER_COLUMNS, isUsersColumn, USER_COLUMNS, type UsersColumnId } from './users-columns';
import { NUMERIC_ENUMS, UNSET_CHOICE, userField, type UserFieldSpec } from './user-fields';

/** Users per page unless the URL asks for another of {@link USERS_PAGE_SIZES}. */
export const USERS_PAGE_SIZE = 20;
export const USERS_PAGE_SIZES: readonly number[] = Object.freeze([20, 50, 100]);

export interface UsersListSort {
  column: UsersColumnId;
  ascending: boolean;
}

/**
 * Everything that decides what the users list shows, kept in the URL so a link reproduces the view:
 * `?q=` quick search, `?where=` the builder's tree, `?sort=column.asc|desc`, `?page=`, `?size=`,
 * `?cols=` the columns in order, `?view=` the saved view it came from.
 */
export interface UsersListState {
  search: string;
  where: QueryGroup;
  sort: UsersListSort;
  page: number;
  pageSize: number;
  columns: readonly UsersColumnId[];
  /** The saved view this state was opened from (informational: the rest of the state is the truth). */
  view: string | null;
}

/** Newest first until the employee picks a column. */
export const DEFAULT_USERS_SORT: UsersListSort = Object.freeze({ column: 'createdAt', ascending: false });

export function defaultUsersListState(): UsersListState {
  return {
    search: '',
    where: emptyQueryTree(),
    sort: DEFAULT_USERS_SORT,
    page: 1,
    pageSize: USERS_PAGE_SIZE,
    columns: DEFAULT_USER_COLUMNS,
    view: null,
  };
}

/** The URL's state and whether part of it could not be read (the page says so; the rest still applies). */
export interface ReadUsersListState {
  state: UsersListState;
  /** True when `where`, `sort` or `cols` held something unreadable that was left out. */
  invalid: boolean;
}

// ---- The tree in the URL: a group is {a: 1|0, c: [...]}, a condition is [field, op, value]. ----

type CompactNode = CompactGroup | [string, string, string | string[]];
interface CompactGroup {
  a: 0 | 1;
  c: CompactNode[];
}

function compact(node: QueryNode): CompactNode {
  if (node.kind === 'condition') return [node.field, node.op, typeof node.value === 'string' ? node.value : [...node.value]];
  return { a: node.all ? 1 : 0, c: node.children.map(compact) };
}

/** Reads a compact node; returns null (and marks `bad`) for anything malformed. */
function expand(raw: unknown, id: string, depth: number, bad: { value: boolean }): QueryNode | null {
  if (Array.isArray(raw)) {
    const [field, op, value] = raw as unknown[];
    const spec = typeof field === 'string' ? userField(field) : undefined;
    const ok =
      raw.length === 3 &&
      spec !== undefined &&
      typeof op === 'string' &&
      (OPERATORS_BY_KIND[spec.kind] as readonly string[]).includes(op) &&
      valueFits(op as QueryOperator, value) &&
      (typeof value === 'string' ? [value] : (value as string[])).every((v) => valueReadable(spec, v));
    if (!ok) {
      bad.value = true;
      return null;
    }
    const v = typeof value === 'string' ? value : [...(value as string[])];
    return { kind: 'condition', id, field: field as string, op: op as QueryOperator, value: v };
  }
  if (typeof raw === 'object' && raw !== null && depth < 8) {
    const { a, c } = raw as { a?: unknown; c?: unknown };
    if ((a === 0 || a === 1) && Array.isArray(c)) {
      const children = c.flatMap((child, i) => expand(child, `${id}.${i}`, depth + 1, bad) ?? []);
      return { kind: 'group', id, all: a === 1, children };
    }
  }
  bad.value = true;
  return null;
}

function valueFits(op: QueryOperator, value: unknown): boolean {
  const shape = valueShape(op);
  if (shape === 'single') return typeof value === 'string';
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return false;
  return shape === 'pair' ? value.length === 2 : true;
}

/**
 * Whether a value read from the URL means something for its field: blank (an incomplete condition), or
 * a finite number for number fields and numeric enums, `true`/`false` for yes/no fields, a day
 * (`YYYY-MM-DD`) for dates. Anything else would reach the service as null (a number field's NaN) or
 * silently as another value, so the condition is left out and the URL marked invalid.
 */
function valueReadable(spec: UserFieldSpec, value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (spec.kind === 'number' || NUMERIC_ENUMS.has(spec.id)) return Number.isFinite(Number(v));
  if (spec.kind === 'boolean') return v === 'true' || v === 'false';
  if (spec.kind === 'date') return isDay(v) && !Number.isNaN(Date.parse(v));
  return true;
}

/** Reads the list state from the URL's query; anything unknown falls back to the defaults. */
export function readUsersListState(params: URLSearchParams): ReadUsersListState {
  const bad = { value: false };
  const defaults = defaultUsersListState();
  let where = defaults.where;
  const rawWhere = params.get('where');
  if (rawWhere) {
    try {
      const node = expand(JSON.parse(rawWhere), 'root', 0, bad);
      if (node && node.kind === 'group') where = node;
      else bad.value = true;
    } catch {
      bad.value = true;
    }
  }
  let sort = defaults.sort;
  const rawSort = params.get('sort');
  if (rawSort) {
    const [column, direction] = rawSort.split('.');
    if (column && isUsersColumn(column) && (direction === 'asc' || direction === 'desc')) {
      sort = { column, ascending: direction === 'asc' };
    } else bad.value = true;
  }
  let columns = defaults.columns;
  const rawColumns = params.get('cols');
  if (rawColumns !== null) {
    const ids = rawColumns.split(',').filter(Boolean);
    const known = [...new Set(ids.filter(isUsersColumn))];
    if (known.length !== ids.length) bad.value = true;
    if (known.length > 0) columns = known;
  }
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    state: {
      search: params.get('q') ?? '',
      where,
      sort,
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: USERS_PAGE_SIZES.includes(size) ? size : USERS_PAGE_SIZE,
      columns,
      view: params.get('view') || null,
    },
    invalid: bad.value,
  };
}

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/** Writes the list state into a URL query (defaults left out). */
export function writeUsersListState(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.where.children.length > 0 || !state.where.all) params.set('where', JSON.stringify(compact(state.where)));
  if (state.sort.column !== DEFAULT_USERS_SORT.column || state.sort.ascending !== DEFAULT_USERS_SORT.ascending) {
    params.set('sort', `${state.sort.column}.${state.sort.ascending ? 'asc' : 'desc'}`);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== USERS_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (!sameColumns(state.columns, DEFAULT_USER_COLUMNS)) params.set('cols', state.columns.join(','));
  if (state.view) params.set('view', state.view);
  return params;
}

/** The next sort when a column header is pressed: that column ascending, or the other direction. */
export function nextSort(current: UsersListSort, column: UsersColumnId): UsersListSort {
  return current.column === column ? { column, ascending: !current.ascending } : { column, ascending: true };
}

// ---- The tree as the service's filters. ----

const DAY_START = 'T00:00:00.000Z';
const DAY_END = 'T23:59:59.999Z';
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function wireValue(field: string, value: string): string | number | boolean {
  const spec = userField(field);
  if (!spec) return value;
  if (spec.kind === 'number' || (spec.kind === 'enum' && NUMERIC_ENUMS.has(field))) return Number(value);
  if (spec.kind === 'boolean') return value.trim() === 'true';
  return value.trim();
}

/**
 * A date condition over whole days (UTC): `eq 2026-01-02` is the whole day, `lt` before its start,
 * `lte` up to its end, `gt` after its end, `gte` from its start, `between` from the first day's start to
 * the last day's end, `neq` outside the day.
 */
function dateFilter(c: QueryCondition): Filter {
  const one = typeof c.value === 'string' ? c.value.trim() : '';
  const start = (d: string) => (isDay(d) ? d + DAY_START : d);
  const end = (d: string) => (isDay(d) ? d + DAY_END : d);
  switch (c.op) {
    case 'eq':
      return { Op: 'between', Field: c.field, Value: [start(one), end(one)] };
    case 'neq':
      return {
        UseAnd: false,
        Children: [
          { Op: 'lt', Field: c.field, Value: start(one) },
          { Op: 'gt', Field: c.field, Value: end(one) },
        ],
      };
    case 'lt':
    case 'gte':
      return { Op: c.op, Field: c.field, Value: start(one) };
    case 'lte':
    case 'gt':
      return { Op: c.op, Field: c.field, Value: end(one) };
    case 'between': {
      const [low, high] = c.value as readonly string[];
      return { Op: 'between', Field: c.field, Value: [start(low.trim()), end(high.trim())] };
    }
    default:
      return { Op: c.op, Field: c.field, Value: one };
  }
}

/**
 * A condition on a field that may be unset (account manager, group, sales status). SPEC §5 lets a user
 * whose field is null pass every leaf, so the leaf alone would also list the users without a value;
 * `isSet` (an extension) keeps them out unless the condition asks for them: "none" ({@link UNSET_CHOICE},
 * no record's id) among the values of `eq`/`in`, or missing from the values of `notIn` ("not managed by
 * Ada" includes the clients without a manager; "is not none" is "has one").
 */
function optionalFilter(c: QueryCondition, leaf: Filter): Filter {
  const values = typeof c.value === 'string' ? [c.value] : [...c.value];
  const namesNone = values.some((v) => v.trim() === UNSET_CHOICE);
  const unsetPasses = c.op === 'notIn' ? !namesNone : namesNone;
  return unsetPasses ? leaf : { UseAnd: true, Children: [{ Op: 'isSet', Field: c.field, Value: true }, leaf] };
}

function conditionFilter(c: QueryCondition): Filter {
  const spec = userField(c.field);
  if (spec?.kind === 'date') return dateFilter(c);
  const shape = valueShape(c.op);
  const leaf: Filter =
    shape === 'single'
      ? { Op: c.op, Field: c.field, Value: wireValue(c.field, c.value as string) }
      : { Op: c.op, Field: c.field, Value: (c.value as readonly string[]).map((v) => wireValue(c.field, v)) };
  return spec?.optional ? optionalFilter(c, leaf) : leaf;
}

/** A group's filters; empty conditions and empty groups are left out. */
function groupFilters(group: QueryGroup): Filter[] {
  return group.children.flatMap((child): Filter[] => {
    if (child.kind === 'condition') return isComplete(child) ? [conditionFilter(child)] : [];
    const inner = groupFilters(child);
    if (inner.length === 0) return [];
    return inner.length === 1 ? inner : [{ UseAnd: child.all, Children: inner }];
  });
}

/** The quick search: name, e-mail or phone contain the text (the phone compared by its digits). */
export function quickSearchFilter(text: string): Filter | null {
  const q = text.trim();
  if (!q) return null;
  const children: Filter[] = [
    { Op: 'contains', Field: 'FullName', Value: q },
    { Op: 'contains', Field: 'Email', Value: q },
  ];
  const digits = q.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  // A user without a phone passes any leaf on it (SPEC §5): `isSet` (an extension) keeps them out.
  if (/^\d{3,}$/.test(digits)) {
    children.push({
      UseAnd: true,
      Children: [
        { Op: 'isSet', Field: 'PhoneNumber', Value: true },
        { Op: 'contains', Field: 'PhoneNumber', Value: digits },
      ],
    });
  }
  return { UseAnd: false, Children: children };
}

/** The filters of a state (search AND the builder's tree), without paging or sort. */
export function toUsersFilters(state: Pick<UsersListState, 'search' | 'where'>): Filter[] {
  const filters: Filter[] = [];
  const search = quickSearchFilter(state.search);
  if (search) filters.push(search);
  const tree = groupFilters(state.where);
  if (state.where.all || tree.length <= 1) filters.push(...tree);
  else filters.push({ UseAnd: false, Children: tree });
  return filters;
}

/** The sort of a state on the wire. */
export function toUsersSort(sort: UsersListSort): SortColumn[] {
  return USER_COLUMNS[sort.column].sort.map((Column) => ({ Column, Asc: sort.ascending }));
}

/** The Search body of a list state. */
export function toUsersQuery(state: UsersListState, pageSize = state.pageSize): GenericQuery {
  return { PageNumber: state.page, PageSize: pageSize, Filters: toUsersFilters(state), Sort: toUsersSort(state.sort) };
}
