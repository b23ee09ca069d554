import type { BrowserContext, Page } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowserContexts } from '../support/browser';
import { backendUrl, passwordToken, siteUrl, templates, type TemplateName } from '../support/environment';
import { signedInControl, signOut, userName } from '../support/signed-in';

/**
 * The signed-in side in the browser against the reference backend: sign-in in every template,
 * remember me, tabs sharing (or not) the session, logout reaching every tab, idle logout on a
 * fast-forwarded clock, the guards' redirects, auto-login and the lockout message.
 */

const newContext = useBrowserContexts();

const CLIENT = { email: 'client@example.com', password: 'Client1', name: 'Chris Client' };

async function tab(context: BrowserContext, template: TemplateName, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(template, path));
  return page;
}

const here = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

async function signIn(page: Page, { email, password }: { email: string; password: string }, rememberMe = false): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignedInHome(page: Page, name = CLIENT.name): Promise<void> {
  await waitForPath(page, '/account');
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
  await signedInControl(page).waitFor();
}

/** A page of a signed-out visitor on a guarded page ends at the root, with the layout's sign-in link. */
async function expectSignedOutAtRoot(page: Page): Promise<void> {
  await waitForPath(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).filter({ visible: true }).first().waitFor();
  expect(await signedInControl(page).count()).toBe(0);
}

/** A page whose session ended without its user asking ends on the sign-in page, which says why. */
async function expectSignedOutToSignIn(page: Page, why: string): Promise<void> {
  await waitForPath(page, '/sign-in');
  await page.getByText(why).waitFor();
  expect(await signedInControl(page).count()).toBe(0);
}

async function usersApi<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backendUrl()}/identity/api/v1/users/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Status: number; Data: T };
  if (envelope.Status >= 300) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

describe.each(templates.map((t) => t.id))('%s sign-in', (template) => {
  it('signs in from the sign-in screen, shows the name and "Sign out" in the header, and signs out', async () => {
    const context = await newContext();
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl(template, 'sign-in'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The signed-in side's styles ship with the build: the form keeps its width, the live dot shows.
    await expect(page.locator('form.bf-sign-in').evaluate((form) => getComputedStyle(form).maxWidth)).resolves.not.toBe('none');
    await signIn(page, CLIENT);
    await expectSignedInHome(page);
    const dot = page.getByRole('banner').locator('.bf-live__dot').filter({ visible: true }).first();
    await expect(dot.evaluate((element) => element.getBoundingClientRect().width)).resolves.toBeGreaterThan(0);
    await userName(page, CLIENT.name).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Profile' }).click();
    await waitForPath(page, '/account/profile');
    const profile = page.getByRole('main');
    await profile.getByText('client@example.com').first().waitFor();
    await profile.getByText('United Kingdom').first().waitFor();
    await profile.getByText('Gold').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signOut(page);
    await expectSignedOutAtRoot(page);
    expect(problems).toEqual([]);
  });
});

describe('remember me', () => {
  it('on: a new tab of the same browser keeps the session after the first tab is closed', async () => {
    const context = await newContext();
    const first = await tab(context, 'template1', 'sign-in');
    await signIn(first, CLIENT, true);
    await expectSignedInHome(first);
    expect(await first.evaluate(() => localStorage.getItem('currentUser'))).toContain('refresh_token');
    await first.close();
    const second = await tab(context, 'template1', 'account');
    await expectSignedInHome(second);
  });

  it('off: the session lives only in its tab (kept on reload, gone once the tab is closed)', async () => {
    const context = await newContext();
    const first = await tab(context, 'template1', 'sign-in');
    await signIn(first, CLIENT);
    await expectSignedInHome(first);
    expect(await first.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect(await first.evaluate(() => sessionStorage.getItem('currentUser'))).toContain('refresh_token');
    await first.reload();
    await expectSignedInHome(first);
    await first.close();
    const second = await tab(context, 'template1', 'account');
    await expectSignedOutAtRoot(second);
  });
});

describe('tabs', () => {
  it('hands a tab-only session over to a new tab', async () => {
    const context = await newContext();
    const first = await tab(context, 'template1', 'sign-in');
    await signIn(first, CLIENT);
    await expectSignedInHome(first);
    const second = await tab(context, 'template1', 'account');
    await expectSignedInHome(second);
    expect(await second.evaluate(() => sessionStorage.getItem('currentUser'))).toContain('refresh_token');
  });

  it('signs out every tab when one signs out', async () => {
    const context = await newContext();
    const first = await tab(context, 'template1', 'sign-in');
    await signIn(first, CLIENT, true);
    await expectSignedInHome(first);
    const second = await tab(context, 'template1', 'account');
    await expectSignedInHome(second);
    await signOut(first);
    await expectSignedOutAtRoot(first);
    // The other tab did not ask: its sign-in page says why.
    await expectSignedOutToSignIn(second, 'You were signed out in another tab.');
    expect(await second.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

describe('idle logout', () => {
  it('counts down in both tabs after 10 idle minutes, "Stay signed in" ends it everywhere, and time out signs out both', async () => {
    const context = await newContext();
    await context.clock.install();
    const first = await tab(context, 'template1', 'sign-in');
    await signIn(first, CLIENT, true);
    await expectSignedInHome(first);
    const second = await tab(context, 'template1', 'account');
    await expectSignedInHome(second);

    await context.clock.fastForward('10:02');
    for (const page of [first, second]) {
      const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await dialog.getByText(/^You will be signed out in 4:5\d$/).waitFor();
      await dialog.getByRole('button', { name: 'Sign out' }).waitFor();
    }
    expect(await seriousAxeViolations(second)).toEqual([]);
    await second.getByRole('button', { name: 'Stay signed in' }).click();
    await context.clock.fastForward('00:02');
    for (const page of [first, second]) await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await context.clock.fastForward('10:02');
    await first.getByRole('alertdialog').waitFor();
    await context.clock.fastForward('05:02');
    for (const page of [first, second]) {
      await expectSignedOutToSignIn(page, 'You were signed out after a period of inactivity.');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    }
    expect(await first.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

describe('guards', () => {
  it('sends a signed-out visitor of /account to the root, and back there after signing in', async () => {
    const context = await newContext();
    const page = await tab(context, 'template1', 'account');
    await expectSignedOutAtRoot(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).filter({ visible: true }).first().click();
    await waitForPath(page, '/sign-in');
    await signIn(page, CLIENT);
    await expectSignedInHome(page);
  });

  it("sends a signed-in client away from /sign-in to their dashboard (docs/architecture.md: the role's home, not the root)", async () => {
    const context = await newContext();
    const page = await tab(context, 'template1', 'sign-in');
    await signIn(page, CLIENT, true);
    await expectSignedInHome(page);
    await page.goto(siteUrl('template1', 'sign-in'));
    await waitForPath(page, '/account');
    await signedInControl(page).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
  });
});

describe('auto-login', () => {
  it("signs in with the link's token and goes on; a used link says so", async () => {
    const employee = await passwordToken('employee@example.com', 'Employee1');
    const found = await usersApi<{ Items: { Id: number }[] }>(employee, 'Search', {
      PageNumber: 1,
      PageSize: 1,
      Filters: [{ Op: 'eq', Field: 'Email', Value: CLIENT.email }],
      Sort: [],
    });
    const link = await usersApi<{ Token: string; URL: string }>(employee, `${found.Items[0].Id}/CreateAutoLogin`, {});
    const context = await newContext();
    const page = await tab(context, 'template1', `auto-login?token=${encodeURIComponent(link.Token)}`);
    await expectSignedInHome(page);

    const again = await tab(await newContext(), 'template1', `auto-login?token=${encodeURIComponent(link.Token)}`);
    await again.getByRole('alert').getByText('This sign-in link is invalid or has expired.').waitFor();
    expect(here(again)).toBe('/auto-login');
  });

  it('asks before an employee\'s "Log in as client" link replaces another client signed in in the tab', async () => {
    const employee = await passwordToken('employee@example.com', 'Employee1');
    const other = { email: `other.client.${Date.now()}@example.com`, password: 'Kestrel7', name: 'Olive Other' };
    await usersApi(employee, 'CreateIndividual', { FirstName: 'Olive', LastName: 'Other', Email: other.email, Password: other.password });
    const found = await usersApi<{ Items: { Id: number }[] }>(employee, 'Search', {
      PageNumber: 1,
      PageSize: 1,
      Filters: [{ Op: 'eq', Field: 'Email', Value: CLIENT.email }],
      Sort: [],
    });
    const linkFor = async () =>
      `auto-login?token=${encodeURIComponent((await usersApi<{ Token: string }>(employee, `${found.Items[0].Id}/CreateAutoLogin`, {})).Token)}`;

    const context = await newContext();
    const page = await tab(context, 'template1', 'sign-in');
    await signIn(page, other);
    await expectSignedInHome(page, other.name);

    // Cancel: the tab stays the other client's.
    await page.goto(siteUrl('template1', await linkFor()));
    const dialog = page.getByRole('alertdialog', { name: 'Switch account?' });
    await dialog.getByText(`You are signed in as ${other.name}. Sign out and continue as the other account?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(`You are still signed in as ${other.name}.`).waitFor();
    await userName(page, other.name).waitFor();

    // Continue: the other client is signed out and the delegated session opens.
    await page.goto(siteUrl('template1', await linkFor()));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInHome(page);
  });
});

describe('login errors', () => {
  it("shows the service message, and the lockout with its end in the user's time zone", async () => {
    const employee = await passwordToken('employee@example.com', 'Employee1');
    const clients = await usersApi<{ Items: { Email: string }[] }>(employee, 'Search', {
      PageNumber: 1,
      PageSize: 1,
      Filters: [
        { Op: 'eq', Field: 'UserType', Value: 0 },
        { Op: 'beginsWith', Field: 'Email', Value: 'client0' },
      ],
      Sort: [{ Column: 'Id', Asc: false }],
    });
    const email = clients.Items[0].Email;
    const timeZone = 'Asia/Tokyo';
    const context = await newContext({ timezoneId: timeZone, locale: 'en-GB' });
    const page = await tab(context, 'template1', 'sign-in');
    await signIn(page, { email, password: 'Wrong-password1' });
    await page.getByRole('alert').getByText('Invalid password.').waitFor();
    let lockedUntil = '';
    for (let attempt = 2; attempt <= 5 && !lockedUntil; attempt++) {
      const answered = page.waitForResponse((r) => r.url().includes('/connect/token'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      const body = (await (await answered).json()) as { error?: string; lockedUntil?: string };
      if (body.error === 'locked_out') lockedUntil = body.lockedUntil ?? '';
    }
    expect(lockedUntil).not.toBe('');
    // Day/month/year and the 24-hour time (SPEC §9), in the browser's time zone: British English writes that order,
    // "21/11/2026, 11:15", with a comma the page does not write.
    const end = new Date(lockedUntil)
      .toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone })
      .replace(', ', ' ');
    await page
      .getByRole('alert')
      .getByText(`You have been temporarily blocked due to too many failed attempts. You can try again after ${end}.`)
      .waitFor();
  });
});
