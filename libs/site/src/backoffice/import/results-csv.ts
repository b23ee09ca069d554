/**
 * "Download results": the outcome of every row as CSV (papaparse's `unparse`), safe to open in a
 * spreadsheet. Plain TypeScript; the page turns the text into a file.
 */
import { unparse } from 'papaparse';
import type { ImportRowValues } from '@brokerfront/ui-templates';

/** One row of the results file. */
export interface ResultsCsvRow {
  line: number;
  values: ImportRowValues;
  /** The country as sent (alpha-2) when it is known, else as the file has it. */
  country: string;
  /**
   * The row's status: the service's (`Success`, `EmailAlreadyInUse`…), the one the check found for a row
   * held back (`InvalidEmail`…), `NotSent` or `Unknown`.
   */
  status: string;
  userId: number | null;
  /** The status and reasons in words, in the interface language. */
  message: string;
}

/** The header of the results file (the import's own field names, so a fixed file can be imported again). */
export const RESULTS_CSV_FIELDS = [
  'Row',
  'FirstName',
  'LastName',
  'Email',
  'PhoneNumber',
  'Country',
  'Status',
  'UserId',
  'Message',
] as const;

/**
 * Where a spreadsheet may begin a new cell inside one value: after a comma, a semicolon (the list separator of
 * German, French, Italian and Spanish Excel), a tab or a line break. Quotes that keep the value one cell for an
 * RFC 4180 reader mean nothing to a spreadsheet that splits on another separator.
 */
const CELL_BREAK = /[,;\t\r\n]/;
/** A formula start (`=`, `+`, `-`, `@`, tab, carriage return) after any spaces or quotes. Sticky: tested at a position. */
const FORMULA_AHEAD = /[ "]*[=+\-@\t\r]/y;
/** Whether any piece of a value could start a formula: the quick test before the walk. */
const ANY_FORMULA = /(?:^|[,;\t\r\n])[ "]*[=+\-@\t\r]/;
/** A signed number or phone number: digits with spaces, dots, dashes and parentheses, nothing a formula can call. */
const NUMBER_LIKE = /^[ ]*[+-][\d ().-]*\d[\d ().-]*$/;
/** Cells that are quoted: those holding a separator of any locale (comma, semicolon, tab), a quote or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** The piece of `value` from `start` to the next cell break. */
function pieceAt(value: string, start: number): string {
  let end = start;
  while (end < value.length && !CELL_BREAK.test(value[end] as string)) end++;
  return value.slice(start, end);
}

/**
 * A cell that no spreadsheet will run as a formula, whichever separator it splits on (OWASP "CSV Injection"): the
 * value, and every piece of it after a comma, semicolon, tab or line break, gets a leading `'` when it starts (after
 * any spaces or quotes) with `=`, `+`, `-`, `@`, a tab or a carriage return. A value or piece that is a phone number
 * or a signed number (`+44 20 7946 0958`, `-12.5`) is left as it is: it can call nothing.
 */
export function safeCell(value: string): string {
  if (!ANY_FORMULA.test(value)) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    if (i === 0 || CELL_BREAK.test(value[i - 1] as string)) {
      FORMULA_AHEAD.lastIndex = i;
      if (FORMULA_AHEAD.test(value) && !NUMBER_LIKE.test(pieceAt(value, i))) out += "'";
    }
    out += value[i];
  }
  return out;
}

/**
 * The results as CSV text: a header row, then one line per row (CRLF line ends). Every cell is made
 * {@link safeCell} and quoted when it holds a comma, semicolon, tab, quote or line break.
 */
export function resultsCsv(rows: readonly ResultsCsvRow[]): string {
  const data = rows.map((row) =>
    [
      String(row.line),
      row.values.FirstName,
      row.values.LastName,
      row.values.Email,
      row.values.PhoneNumber,
      row.country,
      row.status,
      row.userId === null ? '' : String(row.userId),
      row.message,
    ].map(safeCell),
  );
  return unparse(
    { fields: [...RESULTS_CSV_FIELDS], data },
    { newline: '\r\n', quotes: (value: unknown) => NEEDS_QUOTES.test(String(value)), escapeFormulae: false },
  );
}

/** The name of the results file: the imported file's name with `-results` (`clients.csv` → `clients-results.csv`). */
export function resultsFileName(sourceName: string): string {
  const base = sourceName.replace(/\.csv$/i, '').trim() || 'import';
  return `${base}-results.csv`;
}
