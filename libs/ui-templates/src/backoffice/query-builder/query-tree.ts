/**
 * The shape the query builder edits: a tree of AND/OR groups and conditions over named fields. It knows
 * nothing of the service: the page gives it the fields (with their kinds and, for enums, the options)
 * and turns the tree into the service's query. Values are the strings the inputs hold (`YYYY-MM-DD`
 * for dates, the option value for enums, `"true"`/`"false"` for booleans).
 */

/** How a field's values are edited and compared. */
export type QueryFieldKind = 'text' | 'number' | 'date' | 'enum' | 'boolean';

/** The operators of the generic query (SPEC §5), by their wire names. */
export type QueryOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'like' | 'contains' | 'beginsWith' | 'between' | 'in' | 'notIn';

export interface QueryFieldOption {
  value: string;
  label: string;
}

/** A field the builder offers ("Add filter" → field). */
export interface QueryField {
  id: string;
  label: string;
  kind: QueryFieldKind;
  /** The choices of an enum field (countries, user types, …), in display order. */
  options?: readonly QueryFieldOption[];
  /**
   * Called when an editor of the field's values is shown: choices that cost a call (the employees, the
   * groups) are loaded only once a condition on the field is edited. Give a stable function.
   */
  onOptionsNeeded?: () => void;
}

/** One value, two for `between` (low, high), a list for `in` / `notIn`. */
export type QueryValue = string | readonly string[];

export interface QueryCondition {
  kind: 'condition';
  /** Stable while editing (a React key); not part of the query. */
  id: string;
  field: string;
  op: QueryOperator;
  value: QueryValue;
}

export interface QueryGroup {
  kind: 'group';
  id: string;
  /** AND when true, OR when false. */
  all: boolean;
  children: QueryNode[];
}

export type QueryNode = QueryCondition | QueryGroup;

/** The operators offered for each kind of field, in menu order. */
export const OPERATORS_BY_KIND: Readonly<Record<QueryFieldKind, readonly QueryOperator[]>> = Object.freeze({
  text: ['eq', 'neq', 'like', 'contains', 'beginsWith', 'in', 'notIn'],
  number: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between'],
  date: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between'],
  enum: ['eq', 'in', 'notIn'],
  boolean: ['eq'],
} as const);

/** Groups nest at most this deep below the root (the service allows 8 levels; a person reads 3). */
export const MAX_GROUP_DEPTH = 3;
/** The most conditions a query may hold (the service allows 100 nodes). */
export const MAX_CONDITIONS = 40;

/** Whether an operator takes a list (`in`, `notIn`), a pair (`between`) or one value. */
export function valueShape(op: QueryOperator): 'list' | 'pair' | 'single' {
  return op === 'in' || op === 'notIn' ? 'list' : op === 'between' ? 'pair' : 'single';
}

/** The empty value an operator starts with. */
export function emptyValue(op: QueryOperator): QueryValue {
  const shape = valueShape(op);
  return shape === 'list' ? [] : shape === 'pair' ? ['', ''] : '';
}

/** Whether a condition has a value to send (an empty condition is left out of the query). */
export function isComplete(condition: QueryCondition): boolean {
  const { value } = condition;
  const shape = valueShape(condition.op);
  if (shape === 'single') return typeof value === 'string' && value.trim() !== '';
  if (!Array.isArray(value)) return false;
  if (shape === 'pair') return value.length === 2 && value.every((v) => v.trim() !== '');
  return value.length > 0;
}

/** The number of conditions in a tree. */
export function countConditions(node: QueryNode): number {
  return node.kind === 'condition' ? 1 : node.children.reduce((n, child) => n + countConditions(child), 0);
}

/** An empty root: AND of nothing. */
export function emptyQueryTree(): QueryGroup {
  return { kind: 'group', id: 'root', all: true, children: [] };
}

// ---- Editing helpers: pure functions the builder (and anyone holding a tree) can use. ----

/** A new condition on a field, with the field's first operator and an empty value. */
export function newCondition(field: QueryField, id: string): QueryCondition {
  const op = OPERATORS_BY_KIND[field.kind][0];
  return { kind: 'condition', id, field: field.id, op, value: emptyValue(op) };
}

/** A new group holding the given children. */
export function newGroup(id: string, all: boolean, children: QueryNode[] = []): QueryGroup {
  return { kind: 'group', id, all, children };
}

/** Whether a value holds any text (a list or pair with one non-blank member counts). */
function filled(v: string): boolean {
  return v.trim() !== '';
}

/**
 * A value carried over to the shape of another operator, keeping what was typed where it fits:
 * one value becomes the start of a pair or a one-item list; a list or pair gives its first value.
 */
export function convertValue(value: QueryValue, op: QueryOperator): QueryValue {
  const shape = valueShape(op);
  const list = typeof value === 'string' ? [value] : [...value];
  if (shape === 'single') return list.find(filled) ?? '';
  if (shape === 'pair') return [list[0] ?? '', list[1] ?? ''];
  return list.filter(filled);
}

/**
 * A condition with another operator: the value takes the operator's shape (see {@link convertValue}).
 * Unchanged when the operator is the same.
 */
export function withOperator(condition: QueryCondition, op: QueryOperator): QueryCondition {
  if (condition.op === op) return condition;
  const sameShape = valueShape(condition.op) === valueShape(op);
  return { ...condition, op, value: sameShape ? condition.value : convertValue(condition.value, op) };
}

/**
 * A condition on another field. The operator stays when the new field's kind offers it (else the
 * kind's first operator); the value stays when both fields are of the same kind of free input (text,
 * number, date) and starts empty otherwise (an enum's options or a yes/no do not carry over).
 */
export function withField(condition: QueryCondition, from: QueryField | undefined, to: QueryField): QueryCondition {
  const ops = OPERATORS_BY_KIND[to.kind];
  const op = ops.includes(condition.op) ? condition.op : ops[0];
  const keep = from !== undefined && from.kind === to.kind && (to.kind === 'text' || to.kind === 'number' || to.kind === 'date');
  const value = keep ? (valueShape(condition.op) === valueShape(op) ? condition.value : convertValue(condition.value, op)) : emptyValue(op);
  return { ...condition, field: to.id, op, value };
}

/** The tree with the node of `id` replaced by `update(node)` (the same tree when no node has that id). */
export function updateNode(root: QueryGroup, id: string, update: (node: QueryNode) => QueryNode): QueryGroup {
  const walk = (node: QueryNode): QueryNode => {
    if (node.id === id) return update(node);
    if (node.kind === 'condition') return node;
    let changed = false;
    const children = node.children.map((child) => {
      const next = walk(child);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? { ...node, children } : node;
  };
  return walk(root) as QueryGroup;
}

/** The tree without the node of `id` (the root itself is never removed). */
export function removeNode(root: QueryGroup, id: string): QueryGroup {
  const walk = (group: QueryGroup): QueryGroup => {
    const kept = group.children.filter((child) => child.id !== id);
    let changed = kept.length !== group.children.length;
    const children = kept.map((child) => {
      if (child.kind === 'condition') return child;
      const next = walk(child);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? { ...group, children } : group;
  };
  return walk(root);
}

/** The tree with `node` added as the last child of the group of `groupId`. */
export function appendChild(root: QueryGroup, groupId: string, node: QueryNode): QueryGroup {
  return updateNode(root, groupId, (group) => (group.kind === 'group' ? { ...group, children: [...group.children, node] } : group));
}

/** How deep a group nests below the root (the root is 0); -1 when no node has that id. */
export function depthOf(root: QueryGroup, id: string): number {
  const walk = (node: QueryNode, depth: number): number => {
    if (node.id === id) return depth;
    if (node.kind === 'condition') return -1;
    for (const child of node.children) {
      const found = walk(child, depth + 1);
      if (found >= 0) return found;
    }
    return -1;
  };
  return walk(root, 0);
}

/** The number of complete conditions in a tree: the ones the query uses. */
export function countCompleteConditions(node: QueryNode): number {
  return node.kind === 'condition' ? (isComplete(node) ? 1 : 0) : node.children.reduce((n, child) => n + countCompleteConditions(child), 0);
}

/** Whether two trees say the same (their ids aside). */
export function sameQueryTree(a: QueryNode, b: QueryNode): boolean {
  if (a === b) return true;
  if (a.kind === 'condition' || b.kind === 'condition') {
    if (a.kind !== 'condition' || b.kind !== 'condition') return false;
    if (a.field !== b.field || a.op !== b.op) return false;
    if (typeof a.value === 'string' || typeof b.value === 'string') return a.value === b.value;
    return a.value.length === b.value.length && a.value.every((v, i) => v === b.value[i]);
  }
  return a.all === b.all && a.children.length === b.children.length && a.children.every((child, i) => sameQueryTree(child, b.children[i]));
}
