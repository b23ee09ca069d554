import * as fs from 'node:fs';
import { parse } from 'papaparse';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowserContexts } from '../support/browser';
import { backendUrl, passwordToken, siteUrl } from '../support/environment';

/**
 * The back office's users workspace in the browser against a reference backend of this file's own: a
 * two-condition OR query built with the builder (reload and Back), a saved view with its own columns, a
 * bulk block that signs a client out, the CSV export (pop-up allowed and blocked), a client created in
 * one employee's browser appearing live in another's list, the import wizard from a file holding every
 * failure status to a retry, axe on every new page at 1280 and 390 px, and the list worked by keyboard alone.
 */

const newContext = useBrowserContexts();
const EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };
const CLIENT_PASSWORD = 'Workspace1';

// ---- Data through the API ----

/** A tag no other run used, in letters only (names must be letters): each test starts its names with one. */
const runLetters = [...Date.now().toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
let tags = 0;
/** `prefix`, the run's letters and a letter count of the tags made so far (letters only, like the names). */
function tag(prefix: string): string {
  tags += 1;
  const count = [...tags.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
  return `${prefix}${runLetters}${count}`;
}
let serial = 0;
const freshEmail = (label: string) => `${label.toLowerCase()}.${Date.now().toString(36)}.${(serial += 1)}@example.com`;
/** A phone number no other user has: +46 70 and seven digits of the clock and a counter. */
const freshPhone = () => `+4670${String(Date.now() + (serial += 1)).slice(-7)}`;

/** Calls the identity or permissions API of this file's backend as `token` (the demo employee by default). */
async function api<T>(route: string, body: unknown, token?: string): Promise<T> {
  const bearer = token ?? (await passwordToken(EMPLOYEE.email, EMPLOYEE.password));
  const response = await fetch(`${backendUrl()}${route}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Data: T };
  if (!response.ok) throw new Error(`POST ${route}: HTTP ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

interface WireUser {
  Id: number;
  FullName: string;
  Email: string;
  PhoneNumber: string | null;
  IsBlocked: boolean;
}

interface NewClient {
  first: string;
  last: string;
  country?: string;
  phone?: string;
  email?: string;
}

/** Creates clients with `CreateIndividual` (one after the other, so their creation times order them). */
async function createClients(clients: NewClient[]): Promise<(WireUser & { password: string })[]> {
  const token = await passwordToken(EMPLOYEE.email, EMPLOYEE.password);
  const created: (WireUser & { password: string })[] = [];
  for (const c of clients) {
    const user = await api<WireUser>(
      '/identity/api/v1/users/CreateIndividual',
      {
        FirstName: c.first,
        LastName: c.last,
        Email: c.email ?? freshEmail(c.last),
        Password: CLIENT_PASSWORD,
        CountryCode: c.country ?? 'DE',
        ...(c.phone ? { PhoneNumber: c.phone } : {}),
      },
      token,
    );
    created.push({ ...user, password: CLIENT_PASSWORD });
  }
  return created;
}

/** Every user a generic query's filters match (one page of up to 200). */
async function search(filters: unknown[], sort: unknown[] = []): Promise<WireUser[]> {
  const page = await api<{ Items: WireUser[] }>('/identity/api/v1/users/Search', {
    PageNumber: 1,
    PageSize: 200,
    Filters: filters,
    Sort: sort,
  });
  return page.Items;
}

// ---- The pages ----

const waitForPath = (page: Page, pathname: string | RegExp) =>
  page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)));

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(siteUrl('template1', 'sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Each role lands where its work is: a client on the dashboard, an employee in the back office.
  await waitForPath(page, /^\/(account|backoffice\/users)$/);
}

/** A signed-in employee's page on the users list (`search` typed in the quick search box), its problems recorded. */
async function employeeOnList(
  options: { context?: BrowserContext; user?: { email: string; password: string }; query?: string } = {},
): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openPage(options.context ?? (await newContext()));
  const user = options.user ?? EMPLOYEE;
  await signIn(page, user.email, user.password);
  await page.goto(siteUrl('template1', `backoffice/users${options.query ?? ''}`));
  await usersTable(page).waitFor();
  return { page, problems };
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

/** The names of the rows shown, sorted (each row's header cell links to the user). */
async function rowNames(page: Page): Promise<string[]> {
  const names = await usersTable(page).locator('tbody th').allInnerTexts();
  return names.map((name) => name.trim()).sort();
}

/** The headers of the columns shown, in order (without the sort marks). */
async function columnHeaders(page: Page): Promise<string[]> {
  const headers = await usersTable(page).locator('thead th').allInnerTexts();
  return headers.map((header) => header.replace(/[▲▼↕]/g, '').trim());
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `ok` holds or the time is up, and answers the last reading (for the assertion that follows). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await pause(100);
    value = await read();
  }
  return value;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Waits until the table shows exactly the rows named (any order) and says so. */
async function expectRows(page: Page, names: readonly string[]): Promise<void> {
  const expected = [...names].sort();
  expect(
    await eventually(
      () => rowNames(page),
      (shown) => sameList(shown, expected),
    ),
  ).toEqual(expected);
}

/** Types into the quick search box and applies it at once (Enter). */
async function quickSearch(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** Opens the "Filters" panel (the query builder) unless it is open. */
async function openFilters(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('form', { name: 'Filters' });
}

/** Adds a condition with "Add filter" and sets its field and operator (the value is set by the caller). */
async function addCondition(builder: Locator, n: number, field: string, operator: string): Promise<void> {
  await builder.getByRole('button', { name: 'Add filter', exact: true }).click();
  await builder.getByLabel(`Field of condition ${n}`).selectOption({ label: field });
  await builder.getByLabel(`Operator of condition ${n}`).selectOption({ label: operator });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Parses CSV text (a byte-order mark dropped) into records by header. */
function csvRecords(text: string): Record<string, string>[] {
  const parsed = parse<Record<string, string>>(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

// ---- The tests ----

describe('back-office users workspace', () => {
  it('builds a two-condition OR query, keeps it over a reload and goes Back to the previous list', async () => {
    const prefix = tag('Or');
    const users = await createClients([
      { first: 'Ivy', last: tag('Frost'), country: 'IS' },
      { first: 'Ida', last: tag('Snow'), country: 'IS' },
      { first: 'Ola', last: `${prefix}son`, country: 'DE' },
      { first: 'Ken', last: `${prefix}berg`, country: 'SE' },
      { first: 'Una', last: tag('Nor'), country: 'DE' },
    ]);
    const expected = users.slice(0, 4).map((u) => u.FullName);
    // The service agrees on what the query matches: Iceland, or a last name beginning with the prefix.
    const matching = await search([
      {
        UseAnd: false,
        Children: [
          { Op: 'in', Field: 'CountryCode', Value: ['IS'] },
          { Op: 'beginsWith', Field: 'LastName', Value: prefix },
        ],
      },
    ]);
    expect(matching.map((u) => u.FullName).sort()).toEqual([...expected].sort());

    const { page, problems } = await employeeOnList();
    // The newest user heads the list: it has loaded.
    await usersTable(page).getByRole('link', { name: users[4].FullName }).waitFor();
    const before = await rowNames(page);
    const listUrl = page.url();

    const builder = await openFilters(page);
    await addCondition(builder, 1, 'Country', 'is one of');
    const countries = builder.getByRole('group', { name: 'Value of condition 1' });
    await countries.getByRole('button', { name: 'Choose values' }).click();
    await countries.getByRole('searchbox', { name: 'Find a value for condition 1' }).fill('Iceland');
    await countries.getByRole('searchbox', { name: 'Find a value for condition 1' }).press('Enter');
    await countries.getByRole('button', { name: 'Done' }).click();
    await builder.getByRole('list', { name: 'Chosen values of condition 1' }).getByText('Iceland').waitFor();
    await addCondition(builder, 2, 'Last name', 'begins with');
    await builder.getByLabel('Value of condition 2').fill(prefix);
    await builder.getByRole('radiogroup', { name: 'Match of all filters' }).getByRole('radio', { name: 'Any of' }).check();
    await builder.getByRole('button', { name: 'Apply filters' }).click();

    await page.waitForURL((url) => url.searchParams.has('where'));
    await expectRows(page, expected);
    await page.getByText('Matching users: 4', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();

    await page.reload();
    await expectRows(page, expected);
    // The builder reads the query back from the address.
    const reloaded = await openFilters(page);
    expect(await reloaded.getByRole('radio', { name: 'Any of' }).isChecked()).toBe(true);
    expect(await reloaded.getByLabel('Field of condition 2').inputValue()).toBe('LastName');
    expect(await reloaded.getByLabel('Value of condition 2').inputValue()).toBe(prefix);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('where'));
    expect(page.url()).toBe(listUrl);
    await expectRows(page, before);
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    // The builder follows the address back to no filters.
    await (await openFilters(page)).getByText('No filters yet: every user is listed.', { exact: false }).waitFor();
    expect(await page.getByLabel('Field of condition 1').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('saves a view with its own columns and filter, and reopens it from the Views menu', async () => {
    const prefix = tag('View');
    const users = await createClients([
      { first: 'Vera', last: `${prefix}a`, phone: freshPhone() },
      { first: 'Vito', last: `${prefix}b`, phone: freshPhone() },
      { first: 'Walt', last: tag('Other') },
    ]);
    const expected = users.slice(0, 2).map((u) => u.FullName);
    const { page, problems } = await employeeOnList();
    const defaults = await columnHeaders(page);
    expect(defaults).toEqual(['Name', 'E-mail', 'Type', 'Country', 'Status', 'Created']);

    const builder = await openFilters(page);
    await addCondition(builder, 1, 'Last name', 'begins with');
    await builder.getByLabel('Value of condition 1').fill(prefix);
    await builder.getByLabel('Value of condition 1').press('Enter');
    await expectRows(page, expected);

    const chooser = page.getByRole('group', { name: 'Columns shown' });
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    // A tick moves the column between the shown and the hidden ones: its box is found again there.
    await chooser.getByRole('checkbox', { name: 'Phone' }).click();
    await chooser.getByRole('checkbox', { name: 'Phone', checked: true }).waitFor();
    await chooser.getByRole('checkbox', { name: 'Type' }).click();
    await chooser.getByRole('checkbox', { name: 'Type', checked: false }).waitFor();
    await chooser.getByRole('button', { name: 'Move Phone up' }).click();
    const chosen = ['Name', 'E-mail', 'Country', 'Status', 'Phone', 'Created'];
    expect(
      await eventually(
        () => columnHeaders(page),
        (h) => sameList(h, chosen),
      ),
    ).toEqual(chosen);
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    // The phone numbers show in their column.
    await usersTable(page)
      .getByRole('cell', { name: users[0].PhoneNumber ?? '' })
      .waitFor();

    const viewName = `Phones ${prefix}`;
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'Save view as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'View name' }).fill(viewName);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('button', { name: `View: ${viewName}` }).waitFor();

    // Away to the plain list: the default columns and every user.
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/users' && url.search === '');
    expect(
      await eventually(
        () => columnHeaders(page),
        (h) => sameList(h, defaults),
      ),
    ).toEqual(defaults);
    await usersTable(page).getByRole('link', { name: users[2].FullName }).waitFor();

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('link', { name: viewName }).click();
    await page.getByRole('button', { name: `View: ${viewName}` }).waitFor();
    expect(
      await eventually(
        () => columnHeaders(page),
        (h) => sameList(h, chosen),
      ),
    ).toEqual(chosen);
    await expectRows(page, expected);
    expect(problems).toEqual([]);
  });

  it('blocks three selected users, reports each, and signs the blocked client out', async () => {
    const prefix = tag('Blk');
    const users = await createClients([
      { first: 'Bo', last: `${prefix}a` },
      { first: 'Bea', last: `${prefix}b` },
      { first: 'Ben', last: `${prefix}c` },
    ]);
    const names = users.map((u) => u.FullName);
    const client = (await openPage(await newContext())).page;
    await signIn(client, users[1].Email, users[1].password);
    await client.getByRole('banner').getByRole('status', { name: 'Live updates: Live' }).filter({ visible: true }).first().waitFor();

    const { page, problems } = await employeeOnList();
    await quickSearch(page, prefix);
    await expectRows(page, names);
    for (const name of names)
      await usersTable(page)
        .getByRole('checkbox', { name: `Select ${name}` })
        .check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('status').filter({ hasText: 'Selected: 3' }).waitFor();
    await bar.getByRole('button', { name: 'Block', exact: true }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Block users' });
    await confirm.getByText('Block the selected users (3)?').waitFor();
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();

    const outcome = page.getByRole('dialog', { name: 'Block users: result' });
    await outcome.getByText('Done: 3. Skipped: 0. Failed: 0. Not done: 0.').waitFor();
    const results = outcome.getByRole('table', { name: 'Result per user' });
    for (const name of names) {
      expect(await results.getByRole('row', { name: new RegExp(name) }).innerText()).toMatch(/Done/);
    }
    await outcome.getByRole('button', { name: 'Done', exact: true }).click();
    await outcome.waitFor({ state: 'detached' });

    for (const name of names) {
      await usersTable(page)
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Blocked', { exact: true })
        .waitFor();
    }
    const stored = await search([{ Op: 'beginsWith', Field: 'LastName', Value: prefix }]);
    expect(stored.map((u) => u.IsBlocked)).toEqual([true, true, true]);

    // The client, signed in in its own browser, is signed out at once and told why.
    await client.waitForURL((url) => url.pathname === '/sign-in', { timeout: 3_000 });
    await client.getByText('You were signed out because your account has been blocked.').waitFor();
    expect(problems).toEqual([]);
  });

  it('exports the filtered users as CSV, and says so when pop-ups are blocked', async () => {
    const prefix = tag('Exp');
    const users = await createClients([
      { first: 'Eva', last: `${prefix}a`, country: 'NO' },
      { first: 'Eli', last: `${prefix}b`, country: 'NO' },
      { first: 'Emil', last: `${prefix}c`, country: 'FI' },
      { first: 'Enzo', last: tag('Else'), country: 'NO' },
    ]);
    const context = await newContext();
    const { page, problems } = await employeeOnList({ context });
    await quickSearch(page, prefix);
    await expectRows(
      page,
      users.slice(0, 3).map((u) => u.FullName),
    );

    // The file opens in a new window, which the browser turns into a download of the CSV (the opener's).
    const opened = context.waitForEvent('page');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV (3 users)' }).click();
    await opened;
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const records = csvRecords(fs.readFileSync((await download.path()) as string, 'utf8'));
    expect(Object.keys(records[0] ?? {})).toEqual(['FullName', 'Email', 'UserType', 'CountryCode', 'IsBlocked', 'IsArchived', 'CreatedAt']);
    // Every matching user once, newest first (the list's sort), and nobody else.
    expect(records.map((r) => r['Email'])).toEqual(
      users
        .slice(0, 3)
        .map((u) => u.Email)
        .reverse(),
    );
    expect(records.map((r) => r['CountryCode'])).toEqual(['FI', 'NO', 'NO']);
    await page.getByText('The CSV file of 3 users opened in a new window.').waitFor();

    // The browser refuses the window: the message of SPEC §8 beside the button.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Export CSV (3 users)' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please disable your Pop-up blocker and try again.' }).waitFor();
    expect(problems).toEqual([]);
  });

  it("creates a client with New client, and a second employee's open list shows it without reload", async () => {
    const last = tag('Newly');
    const second = { email: freshEmail('second'), password: 'Second1x' };
    const staff = await api<WireUser>('/identity/api/v1/users/CreateEmployee', {
      FirstName: 'Sam',
      LastName: tag('Staff'),
      Email: second.email,
      Password: second.password,
    });
    await api('/permissions/UserPermissions/Modify', {
      UserId: staff.Id,
      Grant: [{ PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }],
    });

    const watcher = (await employeeOnList({ user: second })).page;
    await usersTable(watcher).locator('tbody tr').first().waitFor();
    await watcher.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const { page, problems } = await employeeOnList();
    await page.getByRole('link', { name: 'New client' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/users/new' && url.searchParams.get('type') === 'client');
    const email = freshEmail(last);
    await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Last name' }).fill(last);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone number' }).fill(freshPhone());
    await page.getByRole('combobox', { name: 'Country' }).selectOption('NO');
    await page.getByRole('button', { name: 'Create client' }).click();

    await waitForPath(page, /^\/backoffice\/users\/\d+$/);
    await page
      .getByRole('status')
      .filter({ hasText: `The client Nina ${last} was created.` })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: `Nina ${last}` }).waitFor();

    await usersTable(watcher)
      .getByRole('link', { name: `Nina ${last}` })
      .waitFor({ timeout: 3_000 });
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const [stored] = await search([{ Op: 'eq', Field: 'Email', Value: email }]);
    expect(stored?.FullName).toBe(`Nina ${last}`);
    expect(problems).toEqual([]);
  });

  it('imports a file holding every failure status, downloads the results, fixes a row and retries the failed ones', async () => {
    const prefix = tag('Imp');
    // Users already there: the file's e-mail and phone number "already in use".
    const [taken] = await createClients([{ first: 'Tia', last: `${prefix}taken`, phone: freshPhone() }]);
    const good = [
      { first: 'Gus', last: `${prefix}good`, email: freshEmail(`${prefix}g1`), phone: freshPhone(), country: 'SE' },
      { first: 'Gia', last: `${prefix}fine`, email: freshEmail(`${prefix}g2`), phone: freshPhone(), country: 'Germany' },
    ];
    const row = (first: string, last: string, email: string, phone: string, country: string) => ({ first, last, email, phone, country });
    const fresh = () => freshEmail(prefix);
    // Rows 2 to 13 of the file (the header is row 1), with the status each one ends with.
    const rows = [
      { ...good[0], status: 'Success' },
      { ...good[1], status: 'Success' },
      { ...row('1van', `${prefix}x`, fresh(), '', 'SE'), status: 'InvalidFirstName' },
      { ...row('', `${prefix}x`, fresh(), '', 'SE'), status: 'InvalidFirstName' },
      { ...row('Ivo', 'Sm1th', fresh(), '', 'SE'), status: 'InvalidLastName' },
      { ...row('Ina', `${prefix}x`, 'not-an-address', '', 'SE'), status: 'InvalidEmail' },
      { ...row('Dan', `${prefix}x`, good[0].email.toUpperCase(), '', 'SE'), status: 'DuplicateEmail' },
      { ...row('Ela', `${prefix}x`, taken.Email, '', 'SE'), status: 'EmailAlreadyInUse' },
      { ...row('Ian', `${prefix}x`, fresh(), '12ab', 'SE'), status: 'InvalidPhoneNumber' },
      { ...row('Dag', `${prefix}x`, fresh(), good[0].phone, 'SE'), status: 'DuplicatePhoneNumber' },
      { ...row('Pia', `${prefix}x`, fresh(), taken.PhoneNumber ?? '', 'SE'), status: 'PhoneNumberAlreadyInUse' },
      { ...row('Ike', `${prefix}x`, fresh(), '', 'Atlantis'), status: 'InvalidCountry' },
    ];
    const csv = [
      'Given name,Surname,E-mail,Mobile,Land',
      ...rows.map((r) => [r.first, r.last, r.email, r.phone, r.country].join(',')),
    ].join('\r\n');

    const { page, problems } = await openPage(await newContext());
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
    await page.goto(siteUrl('template1', 'backoffice/import'));
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    // "Land" is no header the wizard knows: its column is chosen by hand.
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    expect(await page.getByLabel('First name (required)').inputValue()).toBe('0');
    expect(await page.getByLabel('Phone number (optional)').inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Check rows' }).click();
    await page.getByText('Some fields need a column. See the messages below.').waitFor();
    await page.getByLabel('Country (required)').selectOption({ label: 'Land (e.g. SE)' });
    await page.getByRole('button', { name: 'Check rows' }).click();

    await page.getByRole('heading', { name: 'Check the rows' }).waitFor();
    await page.getByText('Rows in the file: 12. Ready to import: 4. With problems: 8.').waitFor();
    await page.getByRole('button', { name: 'Import rows (4)' }).click();

    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await page.getByText('Rows imported: 2 of 12.').waitFor();
    const results = page.getByRole('table', { name: 'Import results' });
    const statusOf = async (line: number) =>
      (
        await results
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) })
          .innerText()
      ).replace(/\s+/g, ' ');
    const words: Record<string, string> = {
      Success: 'Imported',
      InvalidFirstName: 'Invalid first name',
      InvalidLastName: 'Invalid last name',
      InvalidEmail: 'Invalid e-mail',
      DuplicateEmail: 'Duplicate e-mail',
      EmailAlreadyInUse: 'E-mail already in use',
      InvalidPhoneNumber: 'Invalid phone number',
      DuplicatePhoneNumber: 'Duplicate phone number',
      PhoneNumberAlreadyInUse: 'Phone number already in use',
      InvalidCountry: 'Invalid country',
    };
    for (const [index, r] of rows.entries()) expect(await statusOf(index + 2)).toContain(words[r.status]);
    const counts = page.getByRole('list', { name: 'Rows by status' });
    for (const status of Object.values(words)) await counts.getByText(status, { exact: true }).waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download results' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('clients-results.csv');
    const report = csvRecords(fs.readFileSync((await download.path()) as string, 'utf8'));
    expect(report.map((r) => [r['Row'], r['Email'], r['Status']])).toEqual(rows.map((r, i) => [String(i + 2), r.email, r.status]));
    expect(report.filter((r) => r['UserId'] !== '').length).toBe(2);

    // The e-mail already in use is changed in place; then the refused rows are sent again.
    const fixedEmail = freshEmail(`${prefix}fixed`);
    await results.getByRole('button', { name: 'Edit row 9' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit row 9' });
    await editor.getByRole('textbox', { name: /^E-mail/ }).fill(fixedEmail);
    await editor.getByRole('status').filter({ hasText: 'The row is ready to import.' }).waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await statusOf(9)).toContain('Edited: sent again on retry.');
    await page.getByRole('button', { name: 'Retry failed rows (2)' }).click();

    await page.getByText('Rows imported: 3 of 12.').waitFor();
    expect(await statusOf(9)).toContain('Imported');
    expect(await statusOf(12)).toContain('Phone number already in use');

    // Every user of the file exists once: the imported rows, the fixed one, and the users already there.
    const emails = [...rows.map((r) => r.email), fixedEmail].filter((e) => e.includes('@'));
    const found = await search([{ Op: 'in', Field: 'Email', Value: emails }]);
    const count = (email: string) => found.filter((u) => u.Email.toLowerCase() === email.toLowerCase()).length;
    for (const email of [good[0].email, good[1].email, fixedEmail, taken.Email]) expect([email, count(email)]).toEqual([email, 1]);
    expect(found.length).toBe(4);
    expect(problems).toEqual([]);
  });

  it('passes axe at 1280 and 390 px and is worked with the keyboard alone', async () => {
    const prefix = tag('Key');
    const users = await createClients([
      { first: 'Kai', last: `${prefix}a` },
      { first: 'Kim', last: `${prefix}b` },
    ]);
    const { page, problems } = await employeeOnList();
    await usersTable(page).getByRole('link', { name: users[1].FullName }).waitFor();

    // The builder: Filters, Add filter, field, operator, value and Apply, by keyboard.
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const builder = page.getByRole('form', { name: 'Filters' });
    await tabTo(page, builder.getByRole('button', { name: 'Add filter', exact: true }));
    await page.keyboard.press('Enter');
    const field = builder.getByLabel('Field of condition 1');
    expect(await isFocused(field)).toBe(true);
    await page.keyboard.type('Last');
    expect(await field.inputValue()).toBe('LastName');
    await page.keyboard.press('Tab');
    const operator = builder.getByLabel('Operator of condition 1');
    expect(await isFocused(operator)).toBe(true);
    await page.keyboard.type('b');
    expect(await operator.inputValue()).toBe('beginsWith');
    await page.keyboard.press('Tab');
    expect(await isFocused(builder.getByLabel('Value of condition 1'))).toBe(true);
    await page.keyboard.type(prefix);
    await tabTo(page, builder.getByRole('button', { name: 'Apply filters' }));
    await page.keyboard.press('Enter');
    await expectRows(
      page,
      users.map((u) => u.FullName),
    );

    // A row's checkbox, then the column chooser (back up the page with Shift+Tab).
    const box = usersTable(page).getByRole('checkbox', { name: `Select ${users[0].FullName}` });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Bulk actions' }).getByText('Selected: 1', { exact: true }).waitFor();
    const columns = page.getByRole('button', { name: 'Columns', exact: true });
    await tabTo(page, columns, { back: true });
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('group', { name: 'Columns shown' });
    await tabTo(page, chooser.getByRole('checkbox', { name: 'City' }));
    await page.keyboard.press('Space');
    const withCity = ['Name', 'E-mail', 'Type', 'Country', 'Status', 'Created', 'City'];
    expect(
      await eventually(
        () => columnHeaders(page),
        (h) => sameList(h, withCity),
      ),
    ).toEqual(withCity);
    // The ticked box keeps the focus; the next Tab reaches its "Move up" (its "Move down" is off at the end).
    expect(await isFocused(chooser.getByRole('checkbox', { name: 'City', checked: true }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(chooser.getByRole('button', { name: 'Move City up' }))).toBe(true);
    await page.keyboard.press('Enter');
    const cityMoved = ['Name', 'E-mail', 'Type', 'Country', 'Status', 'City', 'Created'];
    expect(
      await eventually(
        () => columnHeaders(page),
        (h) => sameList(h, cityMoved),
      ),
    ).toEqual(cityMoved);
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'hidden' });
    expect(await isFocused(columns)).toBe(true);

    // axe: the list with the builder open and a selection, the create form and two import steps, each at both widths.
    const widths = [1280, 390];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, await seriousAxeViolations(page)]).toEqual([width, []]);
    }
    await page.goto(siteUrl('template1', 'backoffice/users/new?type=client'));
    await page.getByRole('button', { name: 'Create client' }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, await seriousAxeViolations(page)]).toEqual([width, []]);
    }
    await page.goto(siteUrl('template1', 'backoffice/import'));
    const csv = `First name,Last name,Email,Country\r\nKai,${prefix}c,${freshEmail(prefix)},SE\r\nKim,,not-an-address,Atlantis\r\n`;
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'few.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, await seriousAxeViolations(page)]).toEqual([width, []]);
    }
    await page.getByRole('button', { name: 'Check rows' }).click();
    await page.getByRole('heading', { name: 'Check the rows' }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, await seriousAxeViolations(page)]).toEqual([width, []]);
    }
    expect(problems).toEqual([]);
  });
});
