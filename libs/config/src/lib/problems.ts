import type { z } from 'zod';
import type { ConfigProblem } from './types';

type PathSegment = PropertyKey;

/** Writes a path the way brand teams read it: `appConfig.languages[1].prefix`. */
export function formatConfigPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(the whole file)';
}

/** Describes a found value in words: `nothing`, `"yes" (a text)`, `12`, `a list of 3 items`. */
export function describeFoundValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `"${shown}" (a text)`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 1 ? 'a list of 1 item' : `a list of ${value.length} items`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment as string];
  }
  return current;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  null: 'null',
};

const PATTERN_WORDS: Record<string, string> = {
  '^[a-z]{2,3}$': '2 or 3 lower-case letters, e.g. "de"',
  '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$': 'a colour as "#rgb" or "#rrggbb", e.g. "#0a5f38"',
  '^[^?#]+\\.(?:svg|png|ico)$': 'a file path ending in .svg, .png or .ico',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[issue.expected] ?? issue.expected;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'a non-empty text' : `a text of at least ${plural(min, 'character')}`;
      if (issue.origin === 'array') return min <= 1 ? 'a list with at least one item' : `a list of at least ${plural(min, 'item')}`;
      return issue.inclusive ? `a number of at least ${min}` : `a number above ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `a text of at most ${plural(max, 'character')}`;
      if (issue.origin === 'array') return `a list of at most ${plural(max, 'item')}`;
      return issue.inclusive ? `a number of at most ${max}` : `a number below ${max}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'an e-mail address';
      if (issue.format === 'url') return 'an address starting with http:// or https://';
      if (issue.format === 'regex' && issue.pattern) {
        const pattern = issue.pattern.replace(/^\/(.*)\/[a-z]*$/, '$1');
        return PATTERN_WORDS[pattern] ?? `a text matching /${pattern}/`;
      }
      return `a text in ${issue.format} format`;
    case 'invalid_value':
      return issue.values.length === 1
        ? JSON.stringify(issue.values[0])
        : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'custom': {
      const expected = (issue.params as { expected?: unknown } | undefined)?.expected;
      return typeof expected === 'string' ? expected : issue.message;
    }
    case 'invalid_union': {
      // None of the shapes fits (issuesOf keeps a union whose value took one shape to that shape's issues).
      const words = issue.errors.flatMap((branch) => branch.filter((i) => i.code === 'invalid_type').map(expectedOf));
      return words.length > 0 ? [...new Set(words)].join(' or ') : issue.message;
    }
    case 'invalid_key': {
      const [inner] = issue.issues;
      return inner ? `a key of ${expectedOf(inner as z.core.$ZodIssue)}` : issue.message;
    }
    default:
      return issue.message;
  }
}

/** How a custom check describes the found value (`params.found`), when the value at its path does not say it. */
function foundOf(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'custom') {
    const found = (issue.params as { found?: unknown } | undefined)?.found;
    if (typeof found === 'string') return found;
  }
  if (issue.code === 'invalid_key') {
    const key = issue.path[issue.path.length - 1];
    return `the key ${JSON.stringify(String(key))}`;
  }
  return describeFoundValue(valueAt(input, issue.path));
}

/** Whether a union branch failed on its very shape (the value is not of its type at all). */
const failsOnShape = (branch: readonly z.core.$ZodIssue[]) =>
  branch.every((issue) => issue.code === 'invalid_type' && issue.path.length === 0);

/**
 * The issues to report: a union whose value took the shape of exactly one of its branches (a text or an object) is
 * reported by that branch's own issues, at their full paths, e.g. `appConfig.riskWarningInfo.de: expected a text`
 * rather than "none of the shapes fits".
 */
function issuesOf(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue];
    const taken = issue.errors.filter((branch) => !failsOnShape(branch));
    if (taken.length !== 1) return [issue];
    return issuesOf(taken[0].map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue));
  });
}

function closest(word: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const saved = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
        previous = saved;
      }
    }
    return row[b.length];
  };
  let best: { name: string; d: number } | undefined;
  for (const candidate of candidates) {
    const d = distance(word, candidate);
    if (!best || d < best.d) best = { name: candidate, d };
  }
  return best && best.d <= Math.max(2, Math.floor(word.length / 3)) ? best.name : undefined;
}

type SchemaLike = { _zod: { def: Record<string, unknown> & { type: string } } };

/** The field names an object schema accepts at `path`, for "did you mean" hints. */
function knownKeysAt(schema: SchemaLike, path: readonly PathSegment[]): string[] {
  let current: SchemaLike | undefined = schema;
  const unwrap = (s: SchemaLike | undefined): SchemaLike | undefined => {
    let node = s;
    while (node) {
      const def = node._zod.def;
      if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable') node = def['innerType'] as SchemaLike;
      else if (def.type === 'pipe') node = def['in'] as SchemaLike;
      else return node;
    }
    return node;
  };
  for (const segment of path) {
    current = unwrap(current);
    if (!current) return [];
    const def = current._zod.def;
    if (def.type === 'object') current = (def['shape'] as Record<string, SchemaLike>)[String(segment)];
    else if (def.type === 'array') current = def['element'] as SchemaLike;
    else return [];
  }
  current = unwrap(current);
  return current && current._zod.def.type === 'object' ? Object.keys(current._zod.def['shape'] as object) : [];
}

function problem(path: string, expected: string, found: string): ConfigProblem {
  return { path, expected, found, message: `${path}: expected ${expected}, found ${found}` };
}

/** Turns validation issues into problems that name each wrong field, what was expected and what was found. */
export function problemsFromIssues(issues: readonly z.core.$ZodIssue[], input: unknown, zodSchema: z.core.$ZodType): ConfigProblem[] {
  const schema = zodSchema as unknown as SchemaLike;
  const problems: ConfigProblem[] = [];
  for (const issue of issuesOf(issues)) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(schema, issue.path);
      for (const key of issue.keys) {
        const suggestion = closest(key, known);
        const path = [...issue.path, key];
        problems.push(
          problem(
            formatConfigPath(path),
            suggestion ? `no field of this name (did you mean "${suggestion}"?)` : 'no field of this name',
            describeFoundValue(valueAt(input, path)),
          ),
        );
      }
      continue;
    }
    problems.push(problem(formatConfigPath(issue.path), expectedOf(issue), foundOf(issue, input)));
  }
  return problems;
}
