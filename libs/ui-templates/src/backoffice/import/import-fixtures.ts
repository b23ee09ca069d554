/**
 * Sample rows for the import wizard's stories and specs: a small file holding every kind of row, and
 * large generated files.
 */
import type { ImportProblem, ImportRowState, ImportRowValues, ImportRowView } from './types';

const values = (FirstName: string, LastName: string, Email: string, PhoneNumber: string, Country: string): ImportRowValues => ({
  FirstName,
  LastName,
  Email,
  PhoneNumber,
  Country,
});

const view = (
  id: number,
  rowValues: ImportRowValues,
  problems: ImportProblem[] = [],
  state: ImportRowState = problems.length ? { kind: 'problems' } : { kind: 'ready' },
  countryName?: string,
): ImportRowView => ({
  id,
  line: id + 2,
  values: rowValues,
  countryName,
  problems,
  state,
  editable: state.kind === 'ready' || state.kind === 'problems' || state.kind === 'failed',
});

/** The twelve rows of the sample file, checked but not sent: two good rows, and rows with each problem. */
export const SAMPLE_PREVIEW_ROWS: ImportRowView[] = [
  view(0, values('Anna', 'Berg', 'anna.berg@example.com', '+46 70 111 2233', 'SE'), [], undefined, 'Sweden'),
  view(1, values('Bruno', 'Rossi', 'bruno.rossi@example.com', '+39 06 555 0101', 'Italy'), [], undefined, 'Italy'),
  view(
    2,
    values('J0hn', 'Smith', 'john.smith@example.com', '', 'GB'),
    [{ code: 'firstNameInvalid', field: 'FirstName', status: 'InvalidFirstName' }],
    undefined,
    'United Kingdom',
  ),
  view(
    3,
    values('Clara', '', 'clara@example.com', '', 'DE'),
    [{ code: 'lastNameMissing', field: 'LastName', status: 'InvalidLastName' }],
    undefined,
    'Germany',
  ),
  view(
    4,
    values('Dora', 'Lind', 'dora.example.com', '', 'NO'),
    [{ code: 'emailInvalid', field: 'Email', status: 'InvalidEmail' }],
    undefined,
    'Norway',
  ),
  view(
    5,
    values('Anne', 'Berg', 'ANNA.BERG@example.com', '', 'SE'),
    [{ code: 'emailDuplicate', field: 'Email', status: 'DuplicateEmail', line: 2 }],
    undefined,
    'Sweden',
  ),
  view(6, values('Erik', 'Holm', 'erik@example.com', '', 'DK'), [], undefined, 'Denmark'),
  view(
    7,
    values('Fay', 'Moss', 'fay@example.com', '12ab', 'FR'),
    [{ code: 'phoneInvalid', field: 'PhoneNumber', status: 'InvalidPhoneNumber' }],
    undefined,
    'France',
  ),
  view(
    8,
    values('Gus', 'Reed', 'gus@example.com', '+39065550101', 'IT'),
    [{ code: 'phoneDuplicate', field: 'PhoneNumber', status: 'DuplicatePhoneNumber', line: 3 }],
    undefined,
    'Italy',
  ),
  view(9, values('Hana', 'Ito', 'hana@example.com', '+44 20 7946 0000', 'GBR'), [], undefined, 'United Kingdom'),
  view(10, values('Ivo', 'Kral', 'ivo@example.com', '', 'Atlantis'), [
    { code: 'countryUnknown', field: 'Country', status: 'InvalidCountry' },
  ]),
  view(
    11,
    values('Jana', 'Novak', '', '', 'SI'),
    [{ code: 'emailMissing', field: 'Email', status: 'InvalidEmail' }],
    undefined,
    'Slovenia',
  ),
];

const imported = (userId: number): ImportRowState => ({ kind: 'imported', userId, href: `#user-${userId}` });

/** The same rows after the import: two imported, two refused by the service, the rest held back by the check. */
export const SAMPLE_RESULT_ROWS: ImportRowView[] = SAMPLE_PREVIEW_ROWS.map((row) => {
  if (row.id === 0) return { ...row, state: imported(1001), editable: false };
  if (row.id === 1) return { ...row, state: imported(1002), editable: false };
  if (row.id === 6) return { ...row, state: { kind: 'failed', status: 'EmailAlreadyInUse', edited: false } };
  if (row.id === 9) return { ...row, state: { kind: 'failed', status: 'PhoneNumberAlreadyInUse', edited: false } };
  return row;
});

/** `count` generated rows, every `problemEvery`-th with a malformed e-mail (0 for none). */
export function manyRows(count: number, problemEvery = 0): ImportRowView[] {
  return Array.from({ length: count }, (_, i) => {
    const bad = problemEvery > 0 && i % problemEvery === problemEvery - 1;
    return view(
      i,
      values(`First${i}`, `Last${i}`, bad ? `user${i}.example.com` : `user${i}@example.com`, `+46 70 ${String(1_000_000 + i)}`, 'SE'),
      bad ? [{ code: 'emailInvalid', field: 'Email', status: 'InvalidEmail' }] : [],
      undefined,
      'Sweden',
    );
  });
}
