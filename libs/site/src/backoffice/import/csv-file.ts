/**
 * Reading the import wizard's CSV file: the bytes decoded (UTF-8, or Windows-1252 when the file is not
 * UTF-8), parsed with papaparse (delimiter detected, BOM dropped), the header row split from the data
 * rows, empty lines skipped. Plain TypeScript: no React, every limit a parameter.
 */
import { parse } from 'papaparse';

/** The largest file the wizard reads (10 MiB). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** The most data rows a file may hold. */
export const MAX_IMPORT_ROWS = 20_000;
/** The file types a CSV file arrives with (browsers name `.csv` differently), for `accept` and checks. */
export const CSV_FILE_TYPES: readonly string[] = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];
/** The `accept` attribute of the file input. */
export const CSV_ACCEPT = '.csv,text/csv';

/** One data row of the file: its cells, and its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/** A file read: its header cells and its data rows. */
export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
  /** The delimiter papaparse found. */
  delimiter: string;
}

/**
 * Why a file was not read:
 * - `type`: not a CSV file (by its name and type);
 * - `empty`: nothing in it, or only empty lines;
 * - `tooLarge`: over the size limit;
 * - `unreadable`: binary content (a spreadsheet, an image…), or the browser could not read it;
 * - `malformed`: a quoted cell is never closed (`line` says where);
 * - `noRows`: a header row and nothing under it;
 * - `tooManyRows`: more data rows than the limit.
 */
export type CsvProblem =
  | { code: 'type' }
  | { code: 'empty' }
  | { code: 'tooLarge'; size: number; max: number }
  | { code: 'unreadable' }
  | { code: 'malformed'; line: number }
  | { code: 'noRows' }
  | { code: 'tooManyRows'; rows: number; max: number };

/** What reading a file gives: the table, or the reason it could not be read. */
export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; problem: CsvProblem };

/** Limits of {@link readCsvFile} and {@link parseCsvText}. */
export interface CsvLimits {
  maxBytes?: number;
  maxRows?: number;
}

/** Whether a chosen (or dropped) file is a CSV file: by its extension, else by its type. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (/\.csv$/i.test(file.name)) return true;
  return file.type === 'text/csv' || file.type === 'application/csv';
}

/** The bytes of a file (`Blob.arrayBuffer`, or a FileReader where the runtime has no such method). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The text of a file's bytes: UTF-8 (a BOM is dropped), else Windows-1252 (spreadsheets save CSV so on
 * Windows). Null for binary content (a NUL byte).
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string | null {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    return new TextDecoder('windows-1252').decode(view);
  }
}

const isEmptyRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Parses CSV text: the delimiter is detected (comma, semicolon, tab or bar), a BOM is dropped, empty lines
 * are skipped (row numbers still count them, as a spreadsheet does), cells are kept as written and short
 * rows are padded to the header's width.
 */
export function parseCsvText(text: string, limits: CsvLimits = {}): CsvReadResult {
  const maxRows = limits.maxRows ?? MAX_IMPORT_ROWS;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (input.trim() === '') return { ok: false, problem: { code: 'empty' } };
  const parsed = parse<string[]>(input, {
    header: false,
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { ok: false, problem: { code: 'malformed', line: (quoteError.row ?? 0) + 1 } };
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isEmptyRecord(cells));
  if (headerIndex < 0) return { ok: false, problem: { code: 'empty' } };
  const headers = records[headerIndex].map((cell) => cell.trim());
  const rows: CsvRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const cells = records[index];
    if (isEmptyRecord(cells)) continue;
    if (rows.length === maxRows) {
      const total = rows.length + records.slice(index).filter((r) => !isEmptyRecord(r)).length;
      return { ok: false, problem: { code: 'tooManyRows', rows: total, max: maxRows } };
    }
    const padded = cells.length >= headers.length ? cells : [...cells, ...Array<string>(headers.length - cells.length).fill('')];
    rows.push({ line: index + 1, cells: padded });
  }
  if (rows.length === 0) return { ok: false, problem: { code: 'noRows' } };
  return { ok: true, table: { headers, rows, delimiter: parsed.meta.delimiter } };
}

/**
 * Reads a chosen file: checks its type and size, decodes and parses it ({@link parseCsvText}).
 * Never throws: every failure is a {@link CsvProblem}.
 */
export async function readCsvFile(file: File, limits: CsvLimits = {}): Promise<CsvReadResult> {
  const maxBytes = limits.maxBytes ?? MAX_IMPORT_FILE_BYTES;
  if (!isCsvFile(file)) return { ok: false, problem: { code: 'type' } };
  if (file.size === 0) return { ok: false, problem: { code: 'empty' } };
  if (file.size > maxBytes) return { ok: false, problem: { code: 'tooLarge', size: file.size, max: maxBytes } };
  let bytes: ArrayBuffer;
  try {
    bytes = await bytesOf(file);
  } catch {
    return { ok: false, problem: { code: 'unreadable' } };
  }
  const text = decodeCsvBytes(bytes);
  if (text === null) return { ok: false, problem: { code: 'unreadable' } };
  return parseCsvText(text, limits);
}
