/**
 * The import wizard's rows as the tables show them: each row's values (mapped from the file, or as edited),
 * its check and its outcome in the import's book, joined into one view; which rows an import or a retry
 * sends; and the rows of the results file. Plain TypeScript.
 */
import type { ImportUserRow } from '@brokerfront/identity-api';
import type { ImportRowState, ImportRowStatusKey, ImportRowValues, ImportRowView } from '@brokerfront/ui-templates';
import type { RowOutcome, RowToImport } from './import-job';
import type { CheckedRow, RowToCheck } from './pre-check';
import type { ResultsCsvRow } from './results-csv';

/** Whether two rows send the same thing. */
export function sameUser(a: ImportUserRow, b: ImportUserRow | null): boolean {
  return (
    b !== null &&
    a.FirstName === b.FirstName &&
    a.LastName === b.LastName &&
    a.Email === b.Email &&
    a.PhoneNumber === b.PhoneNumber &&
    a.Country === b.Country
  );
}

/**
 * Where a row stands: its outcome in the book wins (imported, under way, unknown); a row not settled is
 * held back while the check finds problems; a refused row is `edited` once it would send something else;
 * otherwise it is ready. Only rows not sent yet or refused may be edited.
 */
export function rowStateOf(
  outcome: RowOutcome | undefined,
  check: CheckedRow,
  href: (userId: number) => string,
): { state: ImportRowState; editable: boolean } {
  if (outcome?.kind === 'imported')
    return { state: { kind: 'imported', userId: outcome.userId, href: href(outcome.userId), found: outcome.found }, editable: false };
  if (outcome?.kind === 'sending') return { state: { kind: 'sending' }, editable: false };
  if (outcome?.kind === 'unknown') return { state: { kind: 'unknown' }, editable: false };
  if (check.problems.length > 0) return { state: { kind: 'problems' }, editable: true };
  if (outcome?.kind === 'failed')
    return { state: { kind: 'failed', status: outcome.status, edited: !sameUser(outcome.sent, check.user) }, editable: true };
  return { state: { kind: 'ready' }, editable: true };
}

/** What the views need from the page: the link of a user, and a country's name in the interface language. */
export interface RowViewContext {
  href: (userId: number) => string;
  countryName: (iso2: string) => string | undefined;
}

/** The view of every row (row ids are indexes into `rows`). */
export function buildRowViews(
  rows: readonly RowToCheck[],
  checked: readonly CheckedRow[],
  outcomes: ReadonlyMap<number, RowOutcome>,
  context: RowViewContext,
): ImportRowView[] {
  return rows.map((row, id) => {
    const check = checked[id];
    const { state, editable } = rowStateOf(outcomes.get(id), check, context.href);
    const country = check.country ?? (outcomes.get(id)?.sent.Country || null);
    return {
      id,
      line: row.line,
      values: row.values,
      countryName: country ? context.countryName(country) : undefined,
      // A settled row is past its check: its problems are no longer what it shows.
      problems: state.kind === 'imported' || state.kind === 'unknown' || state.kind === 'sending' ? [] : check.problems,
      state,
      editable,
    };
  });
}

/**
 * The rows an import sends: those ready, and on a retry also those refused and those whose answer was lost
 * (the job looks those up first). Rows with problems are left out; imported rows never qualify.
 */
export function rowsToImport(views: readonly ImportRowView[], checked: readonly CheckedRow[], retry: boolean): RowToImport[] {
  const rows: RowToImport[] = [];
  for (const view of views) {
    const kind = view.state.kind;
    const wanted = kind === 'ready' || (retry && (kind === 'failed' || kind === 'unknown'));
    const user = checked[view.id]?.user;
    if (wanted && user) rows.push({ id: view.id, user });
  }
  return rows;
}

/** The status and reasons of a row in words, for the results file. */
export type RowMessage = (view: ImportRowView, status: ImportRowStatusKey) => string;

/** The rows of the results file: the values as shown, the country as sent (or as the file has it). */
export function resultsCsvRows(
  views: readonly ImportRowView[],
  checked: readonly CheckedRow[],
  outcomes: ReadonlyMap<number, RowOutcome>,
  status: (view: ImportRowView) => ImportRowStatusKey,
  message: RowMessage,
): ResultsCsvRow[] {
  return views.map((view) => {
    const key = status(view);
    const values: ImportRowValues = view.values;
    return {
      line: view.line,
      values,
      country: outcomes.get(view.id)?.sent.Country ?? checked[view.id]?.country ?? values.Country,
      status: key,
      userId: view.state.kind === 'imported' ? view.state.userId : null,
      message: message(view, key),
    };
  });
}
