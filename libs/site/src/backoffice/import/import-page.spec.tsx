import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'papaparse';
import {
  applyQuery,
  ImportStatus,
  UserType,
  type GenericQuery,
  type ImportAffiliateUsersRequest,
  type ImportResultRow,
  type User,
  type UserPermission,
} from '@brokerfront/identity-api';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../../live/testing/live-site';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { installNavigationRequest } from '../../testing/navigation-request';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine: room for their many steps.
jest.setTimeout(60_000);

const base = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User =>
  makeNamedTestUser(Id, FirstName, LastName, { CreatedAt: '2024-01-01T10:00:00Z', UpdatedAt: '2024-01-01T10:00:00Z', ...extra });

const EMPLOYEE = base(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const CLIENT = base(2, 'Chris', 'Client', { Email: 'client@example.com', PhoneNumber: '+442079460000' });

const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);

/**
 * The users service over an in-memory table: `ImportAffiliateUsers` with the service's rules for what the
 * browser cannot know (an e-mail or phone number already in use), Search with the shared query engine.
 * `loseNextAnswer` processes the next import and then answers 500, as a crash after the commit would.
 */
function usersService(users: User[]) {
  const table = new Map(users.map((u) => [u.Id, { ...u }]));
  const imports: ImportAffiliateUsersRequest[] = [];
  const searches: GenericQuery[] = [];
  let nextId = 100;
  let loseNext = false;
  let hold: Promise<void> | null = null;
  const digits = (phone: string | null | undefined) => (phone ? `+${phone.replace(/\D/g, '')}` : '');
  const importUsers = async (body: ImportAffiliateUsersRequest): Promise<Response> => {
    imports.push(body);
    if (hold) await hold;
    const results: ImportResultRow[] = body.Users.map((row) => {
      const all = [...table.values()];
      if (all.some((u) => u.Email.toLowerCase() === row.Email.toLowerCase()))
        return { ...row, Status: ImportStatus.EmailAlreadyInUse, UserId: null };
      if (row.PhoneNumber && all.some((u) => digits(u.PhoneNumber) === digits(row.PhoneNumber)))
        return { ...row, Status: ImportStatus.PhoneNumberAlreadyInUse, UserId: null };
      const user = base(nextId++, row.FirstName, row.LastName, {
        Email: row.Email,
        PhoneNumber: digits(row.PhoneNumber) || null,
        CountryCode: row.Country,
        IsFullyRegistered: false,
      });
      table.set(user.Id, user);
      return { ...row, Status: ImportStatus.Success, UserId: user.Id };
    });
    if (loseNext) {
      loseNext = false;
      return envelope(null, 500, [{ Code: 'internal_error' }]);
    }
    return envelope({ Results: results });
  };
  const handler = (call: ApiCall): Response | Promise<Response> | undefined => {
    if (call.path === 'users/Search') {
      searches.push(call.body as GenericQuery);
      return envelope(applyQuery([...table.values()], call.body as GenericQuery));
    }
    if (call.path === 'users/ImportAffiliateUsers') return importUsers(call.body as ImportAffiliateUsersRequest);
    return undefined;
  };
  return {
    handler,
    table,
    imports,
    searches,
    loseNextAnswer: () => {
      loseNext = true;
    },
    holdImports: (until: Promise<void> | null) => {
      hold = until;
    },
    /** How many users have each e-mail (lower case). */
    emailCounts: () => {
      const counts = new Map<string, number>();
      for (const user of table.values()) counts.set(user.Email.toLowerCase(), (counts.get(user.Email.toLowerCase()) ?? 0) + 1);
      return counts;
    },
  };
}

/**
 * The prepared file: two good rows and one row for each failure status (an e-mail missing in the last;
 * row 12's e-mail would run as a formula in a spreadsheet).
 */
const FILE_12 = [
  'First name,Last name,E-mail,Phone,Country code',
  'Anna,Berg,anna.berg@example.com,+46 70 111 2233,SE',
  'Bruno,Rossi,bruno.rossi@example.com,+39 06 555 0101,Italy',
  'J0hn,Smith,john.smith@example.com,,GBR',
  'Clara,,clara@example.com,,DE',
  'Dora,Lind,dora.example.com,,NO',
  'Anne,Berg,ANNA.BERG@example.com,,SE',
  'Erik,Holm,client@example.com,,DK',
  'Fay,Moss,fay@example.com,12ab,FR',
  'Gus,Reed,gus@example.com,+39065550101,IT',
  'Hana,Ito,hana@example.com,+44 20 7946 0000,GB',
  'Ivo,Kral,=ivo@example.com,,Atlantis',
  'Jana,Novak,,,SI',
].join('\r\n');

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  jest.restoreAllMocks();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function openImport(permissions: number[] = ALL) {
  const service = usersService([EMPLOYEE, CLIENT]);
  const site = await renderLiveSite('/backoffice/import', {
    users: { 'employee@example.com': EMPLOYEE, 'client@example.com': CLIENT },
    permissions: { 1: grants(1, permissions), 2: [] },
    api: service.handler,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
  });
  cleanups.push(site.cleanup);
  return { ...site, service };
}

const csvFile = (text: string, name = 'clients.csv') => new File([text], name, { type: 'text/csv' });

/** Chooses the file, keeps the guessed columns and opens the check. */
async function upToCheck(text = FILE_12) {
  await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile(text));
  expect(await screen.findByRole('heading', { name: 'Match the columns' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
  expect(await screen.findByRole('heading', { name: 'Check the rows' })).toHaveFocus();
}

const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (name: string, line: number) =>
  within(table(name))
    .getByRole('rowheader', { name: String(line) })
    .closest('[role="row"]') as HTMLElement;
const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Import steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('import wizard', () => {
  it('imports the 12-row file: checks each row, shows each status, downloads the results, retries a fixed row, and creates every user once', async () => {
    const site = await openImport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import users' })).toBeInTheDocument();
    expect(currentStep()).toBe('1Choose a file');

    // 1–2: the file is read and its headers matched.
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile(FILE_12));
    expect(await screen.findByRole('heading', { name: 'Match the columns' })).toHaveFocus();
    expect(currentStep()).toBe('2Match columns');
    expect(screen.getByRole('combobox', { name: /^First name/ })).toHaveDisplayValue('First name (e.g. Anna)');
    expect(screen.getByRole('combobox', { name: /^E-mail/ })).toHaveDisplayValue('E-mail (e.g. anna.berg@example.com)');
    expect(screen.getByRole('combobox', { name: /^Phone number/ })).toHaveDisplayValue('Phone (e.g. +46 70 111 2233)');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveDisplayValue('Country code (e.g. SE)');
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));

    // 3: every row checked, with its reason.
    expect(await screen.findByRole('heading', { name: 'Check the rows' })).toHaveFocus();
    expect(screen.getByText('Rows in the file: 12. Ready to import: 4. With problems: 8.')).toBeInTheDocument();
    const preview = 'Rows of the file';
    expect(table(preview)).toHaveAttribute('aria-rowcount', '13');
    expect(rowOf(preview, 2)).toHaveTextContent('Ready');
    expect(rowOf(preview, 3)).toHaveTextContent('Italy');
    expect(rowOf(preview, 4)).toHaveTextContent('The first name may hold only letters');
    expect(rowOf(preview, 5)).toHaveTextContent('The last name is missing.');
    expect(rowOf(preview, 6)).toHaveTextContent('The e-mail is not a valid address.');
    expect(rowOf(preview, 7)).toHaveTextContent('Row 2 has the same e-mail.');
    expect(rowOf(preview, 8)).toHaveTextContent('Ready');
    expect(rowOf(preview, 9)).toHaveTextContent('The phone number needs 7 to 15 digits');
    expect(rowOf(preview, 10)).toHaveTextContent('Row 3 has the same phone number.');
    expect(rowOf(preview, 12)).toHaveTextContent('Unknown country.');
    expect(rowOf(preview, 13)).toHaveTextContent('The e-mail is missing.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only rows with problems' }));
    await waitFor(() => expect(table(preview)).toHaveAttribute('aria-rowcount', '9'));

    // 4–5: only the rows that passed are sent, as the service takes them.
    await userEvent.click(screen.getByRole('button', { name: 'Import rows (4)' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(site.service.imports).toHaveLength(1);
    expect(site.service.imports[0].Users).toEqual([
      { FirstName: 'Anna', LastName: 'Berg', Email: 'anna.berg@example.com', PhoneNumber: '+46 70 111 2233', Country: 'SE' },
      { FirstName: 'Bruno', LastName: 'Rossi', Email: 'bruno.rossi@example.com', PhoneNumber: '+39 06 555 0101', Country: 'IT' },
      { FirstName: 'Erik', LastName: 'Holm', Email: 'client@example.com', PhoneNumber: '', Country: 'DK' },
      { FirstName: 'Hana', LastName: 'Ito', Email: 'hana@example.com', PhoneNumber: '+44 20 7946 0000', Country: 'GB' },
    ]);
    expect(screen.getByText('Rows imported: 2 of 12.')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Rows by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Imported2',
      'Invalid first name1',
      'Invalid last name1',
      'Invalid e-mail2',
      'Duplicate e-mail1',
      'E-mail already in use1',
      'Invalid phone number1',
      'Duplicate phone number1',
      'Phone number already in use1',
      'Invalid country1',
    ]);
    const results = 'Import results';
    const annaId = [...site.service.table.values()].find((u) => u.Email === 'anna.berg@example.com')?.Id;
    expect(within(rowOf(results, 2)).getByRole('link', { name: `User ${annaId}` })).toHaveAttribute('href', `/backoffice/users/${annaId}`);
    expect(rowOf(results, 2)).toHaveTextContent('Imported');
    expect(rowOf(results, 4)).toHaveTextContent('Invalid first name');
    expect(rowOf(results, 5)).toHaveTextContent('Invalid last name');
    expect(rowOf(results, 6)).toHaveTextContent('Invalid e-mail');
    expect(rowOf(results, 7)).toHaveTextContent('Duplicate e-mail');
    expect(rowOf(results, 8)).toHaveTextContent('E-mail already in use');
    expect(rowOf(results, 9)).toHaveTextContent('Invalid phone number');
    expect(rowOf(results, 10)).toHaveTextContent('Duplicate phone number');
    expect(rowOf(results, 11)).toHaveTextContent('Phone number already in use');
    expect(rowOf(results, 12)).toHaveTextContent('Invalid country');
    expect(rowOf(results, 13)).toHaveTextContent('Invalid e-mail');
    expect(within(rowOf(results, 2)).queryByRole('button', { name: /Edit/ })).toBeNull();

    // "Download results": a CSV through a Blob and a download link, safe for spreadsheets.
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:results';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download results' }));
    expect(clicked.map((a) => [a.download, a.getAttribute('href')])).toEqual([['clients-results.csv', 'blob:results']]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    const csv = parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Row', 'FirstName', 'LastName', 'Email', 'PhoneNumber', 'Country', 'Status', 'UserId', 'Message']);
    expect(csv.slice(1).map((r) => [r[0], r[6]])).toEqual([
      ['2', 'Success'],
      ['3', 'Success'],
      ['4', 'InvalidFirstName'],
      ['5', 'InvalidLastName'],
      ['6', 'InvalidEmail'],
      ['7', 'DuplicateEmail'],
      ['8', 'EmailAlreadyInUse'],
      ['9', 'InvalidPhoneNumber'],
      ['10', 'DuplicatePhoneNumber'],
      ['11', 'PhoneNumberAlreadyInUse'],
      ['12', 'InvalidCountry'],
      ['13', 'InvalidEmail'],
    ]);
    expect(csv[1]).toEqual(['2', 'Anna', 'Berg', 'anna.berg@example.com', '+46 70 111 2233', 'SE', 'Success', String(annaId), 'Imported']);
    expect(csv[3][8]).toBe(
      'Invalid first name: The first name may hold only letters, spaces, dots, apostrophes and hyphens, and starts with a letter.',
    );
    expect(csv[11][3]).toBe("'=ivo@example.com");

    // Fix a refused row in place, then retry: only the rows not imported are sent.
    await userEvent.click(within(rowOf(results, 8)).getByRole('button', { name: 'Edit row 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit row 8' });
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.berg@example.com');
    expect(email).toHaveAccessibleDescription('Row 2 has the same e-mail.');
    await userEvent.clear(email);
    await userEvent.type(email, 'erik.holm@example.com');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The row is ready to import.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(rowOf(results, 8)).toHaveTextContent('Edited: sent again on retry.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed rows (2)' }));
    await waitFor(() => expect(screen.getByText('Rows imported: 3 of 12.')).toBeInTheDocument());
    expect(site.service.imports).toHaveLength(2);
    expect(site.service.imports[1].Users.map((u) => u.Email)).toEqual(['erik.holm@example.com', 'hana@example.com']);
    expect(rowOf(results, 8)).toHaveTextContent('Imported');
    expect(rowOf(results, 11)).toHaveTextContent('Phone number already in use');

    // Every user exactly once.
    const emails = site.service.emailCounts();
    expect([...emails.values()].every((count) => count === 1)).toBe(true);
    expect(['anna.berg@example.com', 'bruno.rossi@example.com', 'erik.holm@example.com'].map((e) => emails.get(e))).toEqual([1, 1, 1]);
    expect(site.service.table.size).toBe(5);
  });

  it('says beside the field why a file cannot be used, and keeps the wizard on the first step', async () => {
    await openImport();
    const input = await screen.findByLabelText('CSV file');
    await userEvent.upload(input, csvFile(''));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/The file is empty\./));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(input, csvFile('FirstName,LastName,Email,Country\n'));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/The file has a header row but no users under it\./));
    expect(currentStep()).toBe('1Choose a file');
  });

  it('asks for the columns it cannot guess', async () => {
    await openImport();
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('Given,Family,Mail,Land\nAnna,Berg,anna@example.com,SE\n'));
    await screen.findByRole('heading', { name: 'Match the columns' });
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    const last = screen.getByRole('combobox', { name: /^Last name/ });
    expect(screen.getByRole('combobox', { name: /^First name/ })).toHaveFocus();
    expect(last).toHaveAccessibleDescription('Choose the column that holds this field.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^First name/ }), 'Given (e.g. Anna)');
    await userEvent.selectOptions(last, 'Family (e.g. Berg)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'Land (e.g. SE)');
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(await screen.findByText('Rows in the file: 1. Ready to import: 1. With problems: 0.')).toBeInTheDocument();
  });

  it('looks up the rows of a lost answer before sending them again, and never creates them twice', async () => {
    const site = await openImport();
    await upToCheck();
    site.service.loseNextAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Import rows (4)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service did not answer.');
    expect(site.service.table.size).toBe(4);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(site.service.searches).toHaveLength(1);
    expect(site.service.searches[0].Filters).toEqual([
      {
        Op: 'in',
        Field: 'Email',
        Value: ['anna.berg@example.com', 'bruno.rossi@example.com', 'client@example.com', 'hana@example.com'],
      },
    ]);
    // The two created are found and kept; the e-mail of someone else is refused as in use; the row not
    // found is sent again.
    expect(site.service.imports.map((request) => request.Users.map((u) => u.Email))).toEqual([
      ['anna.berg@example.com', 'bruno.rossi@example.com', 'client@example.com', 'hana@example.com'],
      ['client@example.com', 'hana@example.com'],
    ]);
    expect(rowOf('Import results', 2)).toHaveTextContent('Found by e-mail after the answer was lost.');
    expect(rowOf('Import results', 3)).toHaveTextContent('Imported');
    expect(rowOf('Import results', 8)).toHaveTextContent('E-mail already in use');
    expect(rowOf('Import results', 11)).toHaveTextContent('Phone number already in use');
    expect(screen.getByText('Rows imported: 2 of 12.')).toBeInTheDocument();
    expect([...site.service.emailCounts().values()].every((count) => count === 1)).toBe(true);
  });

  it('asks before leaving while an import runs, and stops it when left', async () => {
    const site = await openImport();
    await upToCheck();
    let release!: () => void;
    site.service.holdImports(new Promise<void>((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Import rows (4)' }));
    expect(await screen.findByRole('heading', { name: 'Importing' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();

    const nav = screen.getAllByRole('link', { name: 'Users' })[0];
    await userEvent.click(nav);
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the import?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(site.where()).toBe('/backoffice/import');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(nav);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave the import?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    release();
    await waitFor(() => expect(site.service.table.size).toBe(4));
    expect(site.service.imports).toHaveLength(1);
  });

  it('keeps an employee without users.import out', async () => {
    await openImport(ALL.filter((id) => id !== PermissionId.UsersImport));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('users.import');
  });
});
