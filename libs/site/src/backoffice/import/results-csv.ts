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

const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number or phone number: digits with spaces, dots, dashes and parentheses, nothing a formula can call. */
const NUMBER_LIKE = /^[+-][\d\s().-]*\d[\d\s().-]*$/;

/**
 * A cell that a spreadsheet will not run as a formula: a value starting (after any spaces) with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'`. Phone numbers and signed numbers (`+44 20 7946
 * 0958`, `-12.5`) are left as they are: they can call nothing.
 */
export function safeCell(value: string): string {
  const start = value.trimStart();
  if (!FORMULA_START.test(value) && !FORMULA_START.test(start)) return value;
  if (NUMBER_LIKE.test(start)) return value;
  return `'${value}`;
}

/** The results as CSV text: a header row, then one line per row (CRLF line ends, every cell made {@link safeCell}). */
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
  return unparse({ fields: [...RESULTS_CSV_FIELDS], data }, { newline: '\r\n', quotes: false, escapeFormulae: false });
}

/** The name of the results file: the imported file's name with `-results` (`clients.csv` → `clients-results.csv`). */
export function resultsFileName(sourceName: string): string {
  const base = sourceName.replace(/\.csv$/i, '').trim() || 'import';
  return `${base}-results.csv`;
}
