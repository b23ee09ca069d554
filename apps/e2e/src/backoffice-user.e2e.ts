import type { BrowserContext, Page } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowserContexts } from '../support/browser';
import { backendUrl, passwordToken, siteUrl } from '../support/environment';

/**
 * The back office's user page in the browser, against the reference backend, with two people at once: an employee
 * acting on a client (or on another employee), and that user's own open session, which follows every change live —
 * a granted permission, a block, a verified document. Also: "Sign in as client" and its banner, comments and the
 * timeline, an edit that meets another employee's change, the employee's own record, and axe on the page and its
 * dialogs at desktop and phone widths.
 */

const newContext = useBrowserContexts();
const ADMIN = { email: 'employee@example.com', password: 'Employee1', name: 'Erin Employee' };
const USERS = 'identity/api/v1/users';

let seq = 0;
/** Letters only (the service's name rule), different on every call. */
function uniqueName(prefix: string): string {
  const letters = [...`${Date.now().toString(26)}${(seq += 1)}`].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
  return `${prefix}${letters}`;
}

interface Envelope<T> {
  Status: number;
  Data: T;
  Errors: { Code: string; Data: unknown }[];
}

/** Calls the backend as `email`; answers the HTTP status and the envelope. */
async function call<T>(email: string, password: string, method: 'GET' | 'POST', route: string, body?: unknown) {
  const response = await fetch(`${backendUrl()}/${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${await passwordToken(email, password)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

async function asAdmin<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const { status, envelope } = await call<T>(ADMIN.email, ADMIN.password, method, route, body);
  if (status >= 300) throw new Error(`${method} ${route}: ${status} ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

interface Person {
  id: number;
  email: string;
  password: string;
  name: string;
}

async function createClient(prefix = 'Client'): Promise<Person> {
  const lastName = uniqueName(prefix);
  const email = `${lastName.toLowerCase()}@example.com`;
  const password = 'Userpage1';
  const user = await asAdmin<{ Id: number }>('POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Bea',
    LastName: lastName,
    Email: email,
    Password: password,
    CountryCode: 'DE',
  });
  return { id: user.Id, email, password, name: `Bea ${lastName}` };
}

/** A new employee holding `users.read` on every user (so the back office opens for them). */
async function createEmployee(): Promise<Person> {
  const lastName = uniqueName('Staff');
  const email = `${lastName.toLowerCase()}@example.com`;
  const password = 'Userpage1';
  const user = await asAdmin<{ Id: number }>('POST', `${USERS}/CreateEmployee`, {
    FirstName: 'Sam',
    LastName: lastName,
    Email: email,
    Password: password,
  });
  await asAdmin('POST', 'permissions/UserPermissions/Modify', {
    UserId: user.Id,
    Grant: [{ PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }],
  });
  return { id: user.Id, email, password, name: `Sam ${lastName}` };
}

async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto(siteUrl('template1', 'sign-in'));
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Each role lands where its work is: a client on the dashboard, an employee in the back office.
  await page.waitForURL((url) => url.pathname === '/account' || url.pathname === '/backoffice/users');
}

/** The admin on the user page of `person`. */
async function openUserPage(context: BrowserContext, person: Pick<Person, 'id' | 'name'>) {
  const watched = await openPage(context);
  await signIn(watched.page, ADMIN);
  await watched.page.goto(siteUrl('template1', `backoffice/users/${person.id}`));
  await watched.page.getByRole('heading', { level: 1, name: person.name }).waitFor();
  return watched;
}

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

describe('the user page', () => {
  it("grants a permission and the user's open screen gains the item without reload; removing it takes it away", async () => {
    const staff = await createEmployee();
    const theirs = (await openPage(await newContext())).page;
    await signIn(theirs, staff);
    await sideNav(theirs).getByRole('link', { name: 'Users', exact: true }).waitFor();
    expect(await sideNav(theirs).getByRole('link', { name: 'Import users' }).count()).toBe(0);

    const { page, problems } = await openUserPage(await newContext(), staff);
    const permissions = page.getByRole('region', { name: 'Permissions' });
    await permissions.getByRole('combobox', { name: /^Permission/ }).selectOption({ label: 'Import users · users.import' });
    await permissions.getByRole('radio', { name: 'All users' }).check();
    await permissions.getByRole('button', { name: 'Add', exact: true }).click();
    await permissions.getByText('Granted: Import users').waitFor();
    await sideNav(theirs).getByRole('link', { name: 'Import users' }).waitFor({ timeout: 5_000 });

    await permissions.getByRole('button', { name: /^Remove Import users/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove a permission' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await permissions.getByText('Removed: Import users').waitFor();
    await sideNav(theirs).getByRole('link', { name: 'Import users' }).waitFor({ state: 'detached', timeout: 5_000 });
    expect(problems).toEqual([]);
  });

  it('blocks a client only after confirming, and every open tab of the client is signed out at once', async () => {
    const client = await createClient('Block');
    const clientContext = await newContext();
    const first = (await openPage(clientContext)).page;
    await signIn(first, client);
    const second = await clientContext.newPage();
    await second.goto(siteUrl('template1', 'account'));
    await second.getByRole('heading', { name: `Welcome, ${client.name}` }).waitFor();

    const { page } = await openUserPage(await newContext(), client);
    const block = page.getByRole('button', { name: 'Block', exact: true });
    await block.click();
    const dialog = page.getByRole('alertdialog', { name: `Block ${client.name}` });
    await dialog.getByText(`${client.name} is signed out at once on every device`).waitFor();
    // Cancel changes nothing and gives the focus back.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await block.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await asAdmin<{ IsBlocked: boolean }>('GET', `${USERS}/${client.id}`)).IsBlocked).toBe(false);

    await block.click();
    await page
      .getByRole('alertdialog', { name: `Block ${client.name}` })
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    await page.getByText(`${client.name} is blocked.`).waitFor();
    for (const tab of [first, second]) await tab.waitForURL((url) => url.pathname === '/sign-in', { timeout: 5_000 });
    await page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
  });

  it('"Sign in as client" opens a session in its own tab with the banner, and the timeline records it', async () => {
    const client = await createClient('Acting');
    const context = await newContext();
    const { page } = await openUserPage(context, client);
    await page.getByRole('button', { name: 'Sign in as client' }).click();
    const warning = page.getByRole('alertdialog', { name: `Sign in as ${client.name}` });
    await warning.getByText('The session ends when its tab is closed; it is never remembered.').waitFor();
    await warning.getByRole('button', { name: 'Create sign-in link' }).click();
    const dialog = page.getByRole('dialog', { name: `Sign in as ${client.name}` });
    const link = await dialog.getByLabel('Sign-in link').inputValue();
    expect(new URL(link).pathname).toBe('/auto-login');

    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Open in a new tab' }).click();
    const acting = await opened;
    await acting.waitForURL((url) => url.pathname === '/account');
    await acting.getByText(`Signed in by ${ADMIN.name} on behalf of ${client.name}.`).waitFor();
    await acting.getByRole('heading', { name: `Welcome, ${client.name}` }).waitFor();
    // The banner stays on every signed-in page; the employee's own tab is still the employee's.
    await acting.goto(siteUrl('template1', 'account/profile'));
    await acting.getByText(`Signed in by ${ADMIN.name} on behalf of ${client.name}.`).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: client.name }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('signed in as this client').waitFor();
    await timeline.getByText(ADMIN.name).first().waitFor();

    // Ending it signs out that tab only.
    await acting.getByRole('button', { name: 'End this session' }).click();
    await acting.waitForURL((url) => url.pathname !== '/account/profile');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: client.name }).waitFor();
  });

  it("posts a comment that appears in the timeline with the employee's name", async () => {
    const client = await createClient('Comment');
    const { page } = await openUserPage(await newContext(), client);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const text = `Called about the account, ${uniqueName('note')}.`;
    await timeline.getByLabel('Add a comment').fill(text);
    await timeline.getByRole('button', { name: 'Post' }).click();
    await timeline.getByText('Comment posted.').waitFor();
    const entry = timeline.getByRole('listitem').filter({ hasText: text });
    await entry.getByText(ADMIN.name).waitFor();
    // It is stored: a new visit reads it back.
    await page.reload();
    await page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: text }).waitFor();
  });

  it("shows another employee's change made while editing, instead of overwriting it", async () => {
    const client = await createClient('Conflict');
    const { page } = await openUserPage(await newContext(), client);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const form = page.getByRole('form', { name: `Edit the details of ${client.name}` });
    await form.getByLabel(/^City/).fill('Hamburg');

    // Meanwhile another employee changes the same user (pushed to this page).
    await asAdmin('POST', `${USERS}/Update`, { Id: client.id, City: 'Munich', PostalCode: '80331' });
    await form.getByText('Another employee changed this user while you were editing.').waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Choose “Keep my changes” or “Take their changes” before you save.').waitFor();
    expect((await asAdmin<{ City: string }>('GET', `${USERS}/${client.id}`)).City).toBe('Munich');

    await form.getByRole('button', { name: 'Keep my changes' }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = await asAdmin<{ City: string; PostalCode: string }>('GET', `${USERS}/${client.id}`);
    expect(saved).toMatchObject({ City: 'Hamburg', PostalCode: '80331' });
  });

  it('offers no block, archive, delete or permission control on the own record, and the service refuses them', async () => {
    const me = await asAdmin<{ Id: number }>('GET', `${USERS}/GetCurrentUser`);
    const { page } = await openUserPage(await newContext(), { id: me.Id, name: ADMIN.name });
    await page.getByText('You cannot take these actions on your own account.').waitFor();
    await page.getByText('You cannot change your own permissions.').waitFor();
    for (const name of ['Block', 'Archive', 'Delete user', 'Sign in as client', 'Add']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    const block = await call(ADMIN.email, ADMIN.password, 'POST', `${USERS}/${me.Id}/SetIsBlocked?isBlocked=true`);
    expect(block.status).toBe(403);
    expect(block.envelope.Errors[0]).toMatchObject({ Code: 'cannot_act_on_self' });
    const grant = await call(ADMIN.email, ADMIN.password, 'POST', 'permissions/UserPermissions/Modify', {
      UserId: me.Id,
      Revoke: [{ PermissionId: 4, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }],
    });
    expect(grant.status).toBe(403);
    expect(grant.envelope.Errors[0]).toMatchObject({ Code: 'cannot_modify_own_permissions' });
  });

  it("verifies a client's document, and the client's open page shows it verified without reload", async () => {
    const client = await createClient('Document');
    const clientPage = (await openPage(await newContext())).page;
    await signIn(clientPage, client);
    await clientPage.goto(siteUrl('template1', 'account/documents'));
    const fileName = `passport-${Date.now()}.pdf`;
    await clientPage.getByLabel('Document type').selectOption('Identity');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await clientPage.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await clientPage.getByRole('button', { name: 'Upload document' }).click();
    const row = clientPage.getByRole('main').locator('tr, li, article').filter({ hasText: fileName });
    await row.getByText('Pending').waitFor();

    const { page } = await openUserPage(await newContext(), client);
    const documents = page.getByRole('region', { name: 'Identity documents' });
    await documents.getByRole('button', { name: `Verify ${fileName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Verify the document' });
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Verified').waitFor({ timeout: 5_000 });
  });

  it('passes axe at 1280 and 390 px, and its dialogs keep the focus inside and give it back', async () => {
    const client = await createClient('Axe');
    for (const width of [1280, 390]) {
      const { page, problems } = await openUserPage(await newContext({ viewport: { width, height: 900 } }), client);
      await page.getByRole('region', { name: 'Timeline' }).getByText('created the user').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      const archive = page.getByRole('button', { name: 'Archive', exact: true });
      await archive.click();
      const dialog = page.getByRole('alertdialog', { name: `Archive ${client.name}` });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await archive.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    }
  });
});
