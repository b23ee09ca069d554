import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, useBrowserContexts } from '../support/browser';
import { backendDataDir, backendUrl, siteUrl, type TemplateName } from '../support/environment';

/**
 * The client area in the browser, against a reference backend of this file's own (its sign-ups and
 * withdrawals change no other suite's data): sign-up with the confirmation link read from the outbox,
 * the dashboard and accounts with their settings, hidden balances across tabs, theme and side menu,
 * avatar and documents with a live review, withdrawals, the reason of an idle sign-out, and axe on
 * every new page at 1280 and 390 px in light and dark, for two templates.
 */

const newContext = useBrowserContexts();
const CLIENT = { email: 'client@example.com', password: 'Client1' };
const EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };
const WEB_CLIENT = {
  client_id: 'brokerfront-web',
  client_secret: 'brokerfront-web-secret',
  scope: 'openid profile offline_access identity gateway',
};
const TEMPLATES: TemplateName[] = ['template1', 'template3'];

async function token(email: string, password: string): Promise<string> {
  const response = await fetch(`${backendUrl()}/identity/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', email, password, ...WEB_CLIENT }).toString(),
  });
  if (!response.ok) throw new Error(`token for ${email}: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls the identity API of this file's backend and returns the envelope's Data. */
async function api<T>(bearer: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backendUrl()}/identity/api/v1/${route}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { Data: T; Errors?: unknown };
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

/** The newest outbox message of a kind sent to an address (the backend writes one JSON file per message). */
async function outboxMessage(kind: string, to: string): Promise<{ data: { url: string; code?: string } } & Record<string, unknown>> {
  const dir = path.join(backendDataDir(), 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { kind: string; to: string; data: { url: string } })
      .filter((message) => message.kind === kind && message.to === to);
    if (found.length > 0) return found[found.length - 1] as { data: { url: string } } & Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} message to ${to} in ${dir}`);
}

const waitForPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);

async function signIn(page: Page, template: TemplateName, user = CLIENT): Promise<void> {
  await page.goto(siteUrl(template, 'sign-in'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/account');
  // On a phone the account menu is a closed drawer: present, not shown.
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
}

/** Opens a client-area page from the side navigation. */
async function openFromMenu(page: Page, name: string, pathname: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Account menu' });
  const link = nav.getByRole('link', { name, exact: true });
  if ((await link.count()) === 0) {
    // An entry this configuration does not offer (Withdrawal without hasWithdrawalMenu): its page says so.
    await page.goto(new URL(pathname, page.url()).toString());
  } else {
    if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await link.click();
  }
  await waitForPath(page, pathname);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Text of the main content. */
const mainText = (page: Page) => page.getByRole('main').innerText();

interface TradingAccount {
  Id: number;
  Number: string;
  Type: string;
  Currency: string;
  Balance: number;
  Equity: number;
  FreeMargin: number;
}

let unique = 0;
/** A fresh e-mail address for a sign-up. */
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(unique += 1)}@example.com`;

describe.each(TEMPLATES)('client area on %s', (template) => {
  it('signs up, confirms the e-mail from the outbox link and signs in', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const email = freshEmail(`new.${template}`);
    await page.goto(siteUrl(template, 'sign-up'));
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill(`+4670${String(Date.now()).slice(-7)}`);
    await page.getByLabel('Country').selectOption('SE');
    await page.locator('input[autocomplete="new-password"]').fill('Kestrel7');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(email).first().waitFor();

    const message = await outboxMessage('confirm-email', email);
    const link = new URL(message.data.url);
    await page.goto(siteUrl(template, `confirm-email${link.search}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText(/confirmed/i)
      .first()
      .waitFor();
    expect(await page.getByText('Invalid verification code. Please try again.').count()).toBe(0);

    await signIn(page, template, { email, password: 'Kestrel7' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Nora');
  });

  it('shows a duplicate e-mail beside the field and keeps what was typed', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(siteUrl(template, 'sign-up'));
    await page.getByLabel('First name').fill('Chris');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email').fill(CLIENT.email);
    await page.getByLabel('Phone number').fill('+46 70 999 88 77');
    await page.getByLabel('Country').selectOption('DE');
    await page.locator('input[autocomplete="new-password"]').fill('Kestrel7');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('Email');
    await page.getByText('Email already in use.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(
      describedBy.split(' ').map((id) =>
        page
          .locator(`[id="${id}"]`)
          .innerText()
          .catch(() => ''),
      ),
    );
    expect(descriptions.join(' ')).toContain('Email already in use.');
    expect(await page.getByLabel('First name').inputValue()).toBe('Chris');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Again');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+46 70 999 88 77');
    expect(await page.getByLabel('Country').inputValue()).toBe('DE');
    expect(await email.inputValue()).toBe(CLIENT.email);
  });
});

describe('dashboard and accounts', () => {
  let accounts: TradingAccount[];

  beforeAll(async () => {
    accounts = await api<TradingAccount[]>(await token(CLIENT.email, CLIENT.password), 'GET', 'accounts/Mine/');
  });

  it('the seeded accounts are on the dashboard and the accounts page; list/grid and hide zero balances survive a reload', async () => {
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    const zero = accounts.find((a) => a.Balance === 0);
    expect(zero).toBeDefined();
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, 'template1');
    for (const account of accounts) await page.getByRole('main').getByText(account.Number).first().waitFor();

    await openFromMenu(page, 'Accounts', '/account/accounts');
    const main = page.getByRole('main');
    for (const account of accounts) await main.getByText(account.Number).first().waitFor();

    await main.getByRole('button', { name: 'List view' }).click();
    await main.getByRole('table').waitFor();
    expect(await main.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await main.getByRole('table').waitFor();

    await main.getByRole('button', { name: 'Grid view' }).click();
    await main.getByRole('table').waitFor({ state: 'detached' });
    await page.reload();
    await main
      .getByText(accounts[0]?.Number ?? '')
      .first()
      .waitFor();
    expect(await main.getByRole('table').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');

    await main.getByRole('checkbox', { name: 'Hide zero balances' }).check();
    await main.getByText(zero?.Number ?? '').waitFor({ state: 'detached' });
    await page.reload();
    await main
      .getByText(accounts.find((a) => a.Balance !== 0)?.Number ?? '')
      .first()
      .waitFor();
    expect(await main.getByText(zero?.Number ?? '').count()).toBe(0);
    expect(await main.getByRole('checkbox', { name: 'Hide zero balances' }).isChecked()).toBe(true);
    await main.getByRole('checkbox', { name: 'Hide zero balances' }).uncheck();
    await main
      .getByText(zero?.Number ?? '')
      .first()
      .waitFor();
  });

  it('"Hide balances" leaves no balance digit on the page and reaches a second tab', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, 'template3');
    await openFromMenu(page, 'Accounts', '/account/accounts');
    const second = await context.newPage();
    await second.goto(siteUrl('template3', 'account'));
    await second.getByRole('navigation', { name: 'Account menu' }).waitFor();
    await second
      .getByRole('main')
      .getByText(accounts[0]?.Number ?? '')
      .first()
      .waitFor();

    const toggle = page.getByRole('button', { name: 'Hide balances' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    for (const tab of [page, second]) {
      await tab.locator('.bf-amount--hidden').first().waitFor();
      const amounts = await tab.locator('.bf-amount').allInnerTexts();
      expect(amounts.length).toBeGreaterThan(0);
      for (const text of amounts) expect(text).not.toMatch(/\d/);
      const text = await mainText(tab);
      for (const account of accounts.filter((a) => a.Balance !== 0)) {
        const whole = Math.trunc(account.Balance).toLocaleString('en-US');
        expect(text).not.toContain(whole);
      }
    }
    expect(await second.getByRole('button', { name: 'Hide balances' }).getAttribute('aria-pressed')).toBe('true');
    await second.getByRole('button', { name: 'Hide balances' }).click();
    await page.locator('.bf-amount--hidden').first().waitFor({ state: 'detached' });
  });
});

describe('settings and shell', () => {
  it('theme Dark sets the dark theme and survives a reload; the side menu toggles and is remembered', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, 'template1');
    await openFromMenu(page, 'Settings', '/account/settings');
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    expect(await theme.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    await page.reload();
    await page.getByRole('radiogroup', { name: 'Theme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.reload();
    await page.getByRole('radiogroup', { name: 'Theme' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('radio', { name: 'Light' }).check();
  });
});

describe('profile and documents', () => {
  it('an uploaded avatar shows in the top bar', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, 'template3');
    await openFromMenu(page, 'Profile', '/account/profile');
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Change avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('main').getByRole('img').first().waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    const avatar = page.getByRole('banner').locator('img[src*="/uploads/"]');
    await avatar.first().waitFor();
    expect(await avatar.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('a document uploaded by the client and verified by an employee shows "Verified" without reload', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, 'template1');
    await openFromMenu(page, 'Documents', '/account/documents');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const fileName = `passport-${Date.now()}.pdf`;
    await page.getByLabel('Document type').selectOption('Identity');
    await page.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload document' }).click();
    const row = page.getByRole('main').locator('tr, li, article').filter({ hasText: fileName });
    await row.getByText('Pending').waitFor();

    const employee = await token(EMPLOYEE.email, EMPLOYEE.password);
    const me = await api<{ Id: number }>(await token(CLIENT.email, CLIENT.password), 'GET', 'users/GetCurrentUser/');
    const documents = await api<{ Id: number; FileName: string }[]>(employee, 'GET', `users/${me.Id}/Documents/`);
    const document = documents.find((d) => d.FileName === fileName);
    expect(document).toBeDefined();
    await api(employee, 'POST', 'users/VerifyDocument/', { DocumentId: document?.Id, Status: 'Verified' });
    await row.getByText('Verified').waitFor();
  });
});

describe('withdrawal', () => {
  it("a withdrawal above the free margin shows 'Insufficient margin available.' and keeps the amount", async () => {
    const accounts = await api<TradingAccount[]>(await token(CLIENT.email, CLIENT.password), 'GET', 'accounts/Mine/');
    const live = accounts.find((a) => a.Type === 'Live' && a.FreeMargin > 0);
    expect(live).toBeDefined();
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, 'template3');
    await openFromMenu(page, 'Withdrawal', '/account/withdrawal');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Account', exact: true }).selectOption(String(live?.Id));
    const amount = String(Math.ceil((live?.FreeMargin ?? 0) + 1000));
    await main.getByLabel(/^Amount/).fill(amount);
    // The service is asked even when the page could refuse it itself: turn the page's own check off.
    await page.evaluate(() => document.querySelector('form')?.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByText('Insufficient margin available.').first().waitFor();
    expect(await main.getByLabel(/^Amount/).inputValue()).toBe(amount);
  });
});

describe('forced sign-out', () => {
  it('after an idle timeout the sign-in page says why', async () => {
    const context = await newContext();
    await context.clock.install();
    const page = await context.newPage();
    await signIn(page, 'template1');
    await context.clock.fastForward('10:02');
    await page.getByRole('alertdialog').waitFor();
    await context.clock.fastForward('05:02');
    await waitForPath(page, '/sign-in');
    await page
      .getByText(/inactiv|idle/i)
      .first()
      .waitFor();
  });
});

describe('accessibility of the client area', () => {
  const pages = [
    ['sign-up', 'sign-up'],
    ['demo sign-up', 'sign-up/demo'],
    ['forgot password', 'forgot-password'],
    ['reset password', 'reset-password?token=unknown'],
    ['confirm e-mail', 'confirm-email?token=unknown'],
  ] as const;
  const signedIn = [
    ['Dashboard', '/account'],
    ['Accounts', '/account/accounts'],
    ['Withdrawal', '/account/withdrawal'],
    ['Documents', '/account/documents'],
    ['Profile', '/account/profile'],
    ['Settings', '/account/settings'],
  ] as const;

  // Every width and theme on the first template; on the second, each width once, in the other theme.
  const combinations = [
    ['template1', 1280, 'light'],
    ['template1', 1280, 'dark'],
    ['template1', 390, 'light'],
    ['template1', 390, 'dark'],
    ['template3', 1280, 'dark'],
    ['template3', 390, 'light'],
  ] as const;

  it.each(combinations)(
    'axe finds no serious or critical issue on any new page of %s at %i px, %s',
    async (template, width, theme) => {
      const problems: string[] = [];
      const context = await newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      const page = await context.newPage();
      for (const [name, route] of pages) {
        await page.goto(siteUrl(template, route));
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The site's default theme is Light whatever the browser prefers: dark is set as the theme toggle would.
        if (theme === 'dark') await page.evaluate(() => (document.documentElement.dataset['theme'] = 'dark'));
        for (const violation of await seriousAxeViolations(page)) problems.push(`${name}: ${violation}`);
      }
      await signIn(page, template);
      if (theme === 'dark') {
        await openFromMenu(page, 'Settings', '/account/settings');
        await page.getByRole('radio', { name: 'Dark' }).check();
      }
      for (const [name, pathname] of signedIn) {
        await openFromMenu(page, name, pathname);
        await page
          .locator('[role="status"]')
          .filter({ hasText: /^Loading/ })
          .first()
          .waitFor({ state: 'detached', timeout: 5_000 })
          .catch(() => undefined);
        for (const violation of await seriousAxeViolations(page)) problems.push(`${name}: ${violation}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
