import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { UNSET_DATE, type User } from './types';

/** The end of a CSV record (RFC 4180). */
export const CSV_LINE_END = '\r\n';

/** Rows written per chunk of an export: small enough to stream, large enough that chunks are not mostly overhead. */
export const CSV_ROWS_PER_CHUNK = 500;

/**
 * Where a spreadsheet may begin a new cell inside one CSV value: after a comma, a semicolon (the list separator of
 * German, French, Italian and Spanish Excel), a tab or a line break. The quotes that keep such a value one cell
 * for an RFC 4180 reader mean nothing to a spreadsheet that splits on another separator.
 */
const CELL_BREAK = /[,;\t\r\n]/;

/**
 * A formula start ahead (OWASP "CSV Injection"): `=`, `+`, `-`, `@`, a tab or a carriage return, after any
 * spaces or quotes (which a spreadsheet drops or reads as the start of a quoted cell). Sticky: tested at a position.
 */
const FORMULA_AHEAD = /[ "]*[=+\-@\t\r]/y;

/** Whether any piece of a value could start a formula: the quick test before {@link defuseFormulae} walks it. */
const ANY_FORMULA = /(?:^|[,;\t\r\n])[ "]*[=+\-@\t\r]/;

/**
 * Text no spreadsheet runs as a formula, whichever separator it splits on: the value, and every piece of it after a
 * comma, semicolon, tab or line break, gets a leading apostrophe when it starts with a formula character.
 *
 * @example
 * defuseFormulae("Main St 1;=cmd|' /C calc'!A0;"); // "Main St 1;'=cmd|' /C calc'!A0;"
 */
export function defuseFormulae(text: string): string {
  if (!ANY_FORMULA.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (i === 0 || CELL_BREAK.test(text[i - 1] as string)) {
      FORMULA_AHEAD.lastIndex = i;
      if (FORMULA_AHEAD.test(text)) out += "'";
    }
    out += text[i];
  }
  return out;
}

/** Cells that are quoted: those holding a separator of any locale (comma, semicolon, tab), a quote or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell of a wire value: null and undefined are empty; booleans `true`/`false`; numbers (ids, enums) as
 * written in JSON; text made safe by {@link defuseFormulae}, then quoted (quotes doubled) when it holds a comma, a
 * semicolon, a tab, a quote or a line break.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = defuseFormulae(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record (with its line end). */
export function csvLine(cells: readonly unknown[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += (i ? ',' : '') + csvCell(cells[i]);
  return line + CSV_LINE_END;
}

/** The value a user's field is exported as: the wire value, except an unset `BirthDate`, which is empty. */
export function exportValue(user: User, field: keyof User): unknown {
  const value = user[field];
  return field === 'BirthDate' && value === UNSET_DATE ? null : value;
}

/**
 * The CSV of `users` in `columns`, in chunks of about `rowsPerChunk` records: the header record (the column names)
 * first, then the users in order. Nothing but the current chunk is ever held as text.
 */
export function* usersCsvChunks(
  users: readonly User[],
  columns: readonly (keyof User)[],
  rowsPerChunk: number = CSV_ROWS_PER_CHUNK,
): Generator<string, void, undefined> {
  yield csvLine(columns);
  const cells: unknown[] = new Array(columns.length);
  for (let start = 0; start < users.length; start += rowsPerChunk) {
    const end = Math.min(users.length, start + rowsPerChunk);
    let chunk = '';
    for (let i = start; i < end; i++) {
      const user = users[i] as User;
      for (let c = 0; c < columns.length; c++) cells[c] = exportValue(user, columns[c] as keyof User);
      chunk += csvLine(cells);
    }
    yield chunk;
  }
}

/** The download name of an export made at `now`: `users-<yyyy-mm-dd>.csv` (UTC). */
export function exportFileName(now: Date): string {
  return `users-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The chunks as a UTF-8 byte stream that pulls the next chunk only when the reader wants more (backpressure), and
 * gives the event loop a turn after each one, so that a large export never holds up other requests. A stream that
 * is destroyed (the caller hung up) stops pulling.
 */
export function csvStream(chunks: Iterable<string>): Readable {
  async function* paced(): AsyncGenerator<Buffer> {
    for (const chunk of chunks) {
      yield Buffer.from(chunk, 'utf8');
      await nextTurn();
    }
  }
  return Readable.from(paced(), { objectMode: false });
}
