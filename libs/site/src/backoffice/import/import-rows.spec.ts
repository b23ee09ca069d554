import { ImportStatus, type ImportUserRow } from '@brokerfront/identity-api';
import type { RowOutcome } from './import-job';
import { buildRowViews, rowsToImport, rowStateOf, sameUser } from './import-rows';
import { checkRows, createCountryIndex, type RowToCheck } from './pre-check';

const countries = createCountryIndex();
const values = (i: number, extra: Partial<RowToCheck['values']> = {}) => ({
  FirstName: 'Anna',
  LastName: `Row${String.fromCharCode(65 + i)}`,
  Email: `user${i}@example.com`,
  PhoneNumber: '',
  Country: 'Sweden',
  ...extra,
});
const user = (i: number): ImportUserRow => ({
  FirstName: 'Anna',
  LastName: `Row${String.fromCharCode(65 + i)}`,
  Email: `user${i}@example.com`,
  PhoneNumber: '',
  Country: 'SE',
});
const context = { href: (id: number) => `/backoffice/users/${id}`, countryName: (iso2: string) => (iso2 === 'SE' ? 'Sweden' : undefined) };

describe('rowStateOf', () => {
  const [ok] = checkRows([{ line: 2, values: values(0) }], countries);
  const [bad] = checkRows([{ line: 2, values: values(0, { Email: 'x' }) }], countries);

  it('lets the book win over the check for settled rows', () => {
    expect(rowStateOf({ kind: 'imported', sent: user(0), userId: 5, found: true }, bad, context.href)).toEqual({
      state: { kind: 'imported', userId: 5, href: '/backoffice/users/5', found: true },
      editable: false,
    });
    expect(rowStateOf({ kind: 'unknown', sent: user(0) }, ok, context.href)).toEqual({ state: { kind: 'unknown' }, editable: false });
    expect(rowStateOf({ kind: 'sending', sent: user(0) }, ok, context.href)).toEqual({ state: { kind: 'sending' }, editable: false });
  });

  it('holds back a row with problems, and marks a refused row edited once it would send something else', () => {
    expect(rowStateOf(undefined, bad, context.href)).toEqual({ state: { kind: 'problems' }, editable: true });
    expect(rowStateOf(undefined, ok, context.href)).toEqual({ state: { kind: 'ready' }, editable: true });
    const refused: RowOutcome = { kind: 'failed', sent: user(0), status: ImportStatus.EmailAlreadyInUse };
    expect(rowStateOf(refused, ok, context.href).state).toEqual({ kind: 'failed', status: 'EmailAlreadyInUse', edited: false });
    const [changed] = checkRows([{ line: 2, values: values(0, { Email: 'new@example.com' }) }], countries);
    expect(rowStateOf(refused, changed, context.href).state).toEqual({ kind: 'failed', status: 'EmailAlreadyInUse', edited: true });
    expect(sameUser(user(0), null)).toBe(false);
  });
});

describe('rowsToImport', () => {
  const rows: RowToCheck[] = [0, 1, 2, 3, 4, 5].map((i) => ({
    line: i + 2,
    values: i === 5 ? values(i, { Country: 'Atlantis' }) : values(i),
  }));
  const checked = checkRows(rows, countries);
  const outcomes = new Map<number, RowOutcome>([
    [0, { kind: 'imported', sent: user(0), userId: 9, found: false }],
    [1, { kind: 'failed', sent: user(1), status: ImportStatus.PhoneNumberAlreadyInUse }],
    [2, { kind: 'unknown', sent: user(2) }],
    [3, { kind: 'sending', sent: user(3) }],
  ]);
  const views = buildRowViews(rows, checked, outcomes, context);

  it('sends the ready rows on an import, and on a retry the refused and unknown ones too — never imported or held-back rows', () => {
    expect(rowsToImport(views, checked, false).map((r) => r.id)).toEqual([4]);
    expect(rowsToImport(views, checked, true).map((r) => r.id)).toEqual([1, 2, 4]);
    expect(rowsToImport(views, checked, true)[0].user).toEqual(user(1));
  });

  it('shows settled rows without the check’s problems, and names the country', () => {
    expect(views[0].problems).toEqual([]);
    expect(views[5].problems.map((p) => p.code)).toEqual(['countryUnknown']);
    expect(views[4].countryName).toBe('Sweden');
    expect(views.map((v) => v.editable)).toEqual([false, true, false, false, true, true]);
  });
});
