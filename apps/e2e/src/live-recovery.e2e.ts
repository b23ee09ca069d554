import type { BrowserContext, Locator, Page } from 'playwright-core';
import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
import { useBrowserContexts } from '../support/browser';
import { passwordToken, siteUrl, SUITE_BACKEND_ENV, usersApi } from '../support/environment';
import { pointConfigurationAt } from '../support/static-server';
import { userName } from '../support/signed-in';

/**
 * Live updates that always come back, in the browser against the reference backend: after a cut longer than the
 * retry schedule (0, 2, 10, 30 s), the page is live again within seconds of the browser coming online, shows what
 * changed meanwhile and signs out a user blocked meanwhile; "Reconnect" and a tab becoming visible bring it back; the
 * tabs of one browser share one hub connection, handed over when the leading tab closes; a delegated tab is live.
 *
 * The cut: the backend stops (the hub's socket closes, every attempt fails) and, where the browser's own signal is
 * tested, the browser goes offline too (Chromium's offline mode does not close an open WebSocket, so it alone is no
 * cut). The pages run on Playwright's clock, fast-forwarded through the retry schedule instead of waiting 42 s.
 */

const newContext = useBrowserContexts({ ownBackend: false });

/** The product promise after the network is back. */
const BACK_WITHIN_MS = 5_000;
/** How soon another tab leads after the leading one closed. */
const HAND_OVER_WITHIN_MS = 2_000;

let backend: RunningBackend;

beforeAll(async () => {
  // A backend of this file's own, to stop and start again; its bench extension counts the hub's open sockets.
  backend = await startBackend({ env: { ...SUITE_BACKEND_ENV, BENCH_PUSH: '1' } });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** A users-area call on this file's backend. */
const api = <T>(token: string, path: string, body?: unknown): Promise<T> => usersApi<T>(backend.url, token, path, body);

const employeeToken = () => passwordToken('employee@example.com', 'Employee1', backend.url);

let serial = 0;
/** A name of letters only (as the service wants names), different at every call. */
function uniqueName(): string {
  const letters = `${Date.now()}${serial++}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string);
  return `Rec${letters}`;
}

/** A new client, so that renaming or blocking it leaves the demo accounts alone. */
async function newClient(): Promise<{ id: number; email: string; password: string; first: string }> {
  const first = uniqueName();
  const email = `${first.toLowerCase()}@example.com`;
  const password = 'Kestrel7';
  const user = await api<{ Id: number }>(await employeeToken(), 'CreateIndividual', {
    FirstName: first,
    LastName: 'Client',
    Email: email,
    Password: password,
    CountryCode: 'SE',
  });
  return { id: user.Id, email, password, first };
}

/** The hub sockets open on the backend right now (its bench extension). */
async function openSockets(): Promise<number> {
  const response = await fetch(`${backend.url}/bench/connections`);
  return ((await response.json()) as { Data: { Open: number } }).Data.Open;
}

/** Waits until the backend counts `count` open hub sockets. */
async function expectSockets(count: number, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  let open = await openSockets();
  while (open !== count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    open = await openSockets();
  }
  expect(open).toBe(count);
}

/** A context whose sites talk to this file's backend. */
async function contextOnBackend(): Promise<BrowserContext> {
  const context = await newContext();
  await context.route('**/assets/config/configuration.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: pointConfigurationAt(await response.text(), backend.url, siteUrl('template1')) });
  });
  return context;
}

const indicator = (page: Page, state: string): Locator =>
  page
    .getByRole('banner')
    .getByRole('status', { name: `Live updates: ${state}` })
    .filter({ visible: true })
    .first();
const banner = (page: Page): Locator => page.locator('[aria-live="polite"]').filter({ hasText: 'Network error' });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(siteUrl('template1', 'sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

/** Fast-forwards the page's clock through the retry schedule until the banner says live updates stopped. */
async function runOutTheRetries(page: Page): Promise<void> {
  const stopped = banner(page).filter({ hasText: 'Live updates stopped' });
  for (let step = 0; step < 12 && !(await stopped.isVisible()); step += 1) {
    // The attempt of each delay fails at once (nothing listens): a few real milliseconds, then the next delay.
    await page.clock.fastForward(11_000);
    await page.waitForTimeout(150);
  }
  await stopped.waitFor({ timeout: 2_000 });
}

/** Counts full reloads of a page from now on. */
function countReloads(page: Page): () => number {
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  return () => reloads;
}

/** The users table of the back office, newest first. */
async function openUsersList(page: Page): Promise<Locator> {
  await page.goto(siteUrl('template1', 'backoffice/users?size=25&sort=createdAt.desc'));
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('row').nth(1).waitFor();
  return table;
}

describe('after a cut longer than the retry schedule', () => {
  it('is live again within seconds of the browser coming online, shows what changed and signs out a user blocked meanwhile', async () => {
    const renamed = await newClient();
    const blocked = await newClient();
    const staff = await contextOnBackend();
    await staff.clock.install();
    const list = await staff.newPage();
    await signIn(list, 'employee@example.com', 'Employee1');
    const table = await openUsersList(list);
    await table.getByRole('row', { name: new RegExp(renamed.first) }).waitFor();
    await indicator(list, 'Live').waitFor();
    const reloads = countReloads(list);

    const client = await contextOnBackend();
    await client.clock.install();
    const account = await client.newPage();
    await signIn(account, blocked.email, blocked.password);
    await userName(account, `${blocked.first} Client`).waitFor();
    await indicator(account, 'Live').waitFor();

    // The cut: the server goes, and the network with it (after the server: an offline browser never finishes the
    // sockets' closing handshake, which a stopping server would wait for).
    await backend.stop();
    await Promise.all([staff.setOffline(true), client.setOffline(true)]);
    await banner(list).filter({ hasText: 'Reconnecting…' }).waitFor();
    await Promise.all([runOutTheRetries(list), runOutTheRetries(account)]);
    await indicator(list, 'Offline').waitFor();

    // Meanwhile, on the server: a client renamed, another blocked. No page can hear of it.
    await backend.restart();
    const token = await employeeToken();
    await api(token, 'Update', { Id: renamed.id, LastName: 'Renamed' });
    await api(token, `${blocked.id}/SetIsBlocked?isBlocked=true`);
    // Nothing comes back by itself before the slow round (about a minute away): the banner still says so.
    await list.waitForTimeout(500);
    expect(await banner(list).filter({ hasText: 'Live updates stopped' }).isVisible()).toBe(true);

    // The network is back: the browser says so, and the pages come back at once.
    const online = Date.now();
    await Promise.all([staff.setOffline(false), client.setOffline(false)]);
    await indicator(list, 'Live').waitFor({ timeout: BACK_WITHIN_MS });
    await table.getByRole('row', { name: new RegExp(`${renamed.first} Renamed`) }).waitFor({ timeout: BACK_WITHIN_MS });
    await banner(list).waitFor({ state: 'detached', timeout: BACK_WITHIN_MS });
    expect(Date.now() - online).toBeLessThanOrEqual(BACK_WITHIN_MS);
    expect(reloads()).toBe(0);

    await account.waitForURL((url) => url.pathname === '/sign-in', { timeout: BACK_WITHIN_MS });
    await account.getByText('You were signed out because your account has been blocked or closed.', { exact: false }).waitFor();
  });

  it('comes back with "Reconnect", and when a hidden tab becomes visible', async () => {
    const context = await contextOnBackend();
    await context.clock.install();
    const page = await context.newPage();
    await signIn(page, 'client@example.com', 'Client1');
    await indicator(page, 'Live').waitFor();

    await backend.stop();
    await runOutTheRetries(page);
    await backend.restart();
    await page.waitForTimeout(500);
    expect(await indicator(page, 'Offline').isVisible()).toBe(true);
    await banner(page).getByRole('button', { name: 'Reconnect' }).click();
    await indicator(page, 'Live').waitFor({ timeout: BACK_WITHIN_MS });
    await banner(page).waitFor({ state: 'detached' });

    await backend.stop();
    await runOutTheRetries(page);
    await backend.restart();
    // The tab is hidden a while (another tab in front, a laptop lid), then shown again.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.waitForTimeout(300);
    expect(await indicator(page, 'Offline').isVisible()).toBe(true);
    await setVisibility('visible');
    await indicator(page, 'Live').waitFor({ timeout: BACK_WITHIN_MS });
  });
});

describe('one hub connection per browser', () => {
  it('five tabs make one connection; when the leading tab closes another takes over and no change is missed', async () => {
    const clients = [await newClient(), await newClient(), await newClient()];
    await expectSockets(0);
    const context = await contextOnBackend();
    const first = await context.newPage();
    await signIn(first, 'employee@example.com', 'Employee1');
    const pages = [first];
    for (let i = 1; i < 5; i += 1) pages.push(await context.newPage());
    for (const page of pages) {
      const table = await openUsersList(page);
      for (const client of clients) await table.getByRole('row', { name: new RegExp(client.first) }).waitFor();
      await indicator(page, 'Live').waitFor();
    }
    await expectSockets(1, 2_000);

    // The first tab to ask for the lead has it: close it, and change the three clients while the lead moves.
    const token = await employeeToken();
    const closed = Date.now();
    await first.close();
    for (const [i, client] of clients.entries()) await api(token, 'Update', { Id: client.id, LastName: `Moved${'abc'[i]}` });
    const rest = pages.slice(1);
    await Promise.all(
      rest.flatMap((page) =>
        clients.map((client, i) =>
          page
            .getByRole('table', { name: 'Users' })
            .getByRole('row', { name: new RegExp(`${client.first} Moved${'abc'[i]}`) })
            .waitFor({ timeout: HAND_OVER_WITHIN_MS + 3_000 }),
        ),
      ),
    );
    const handedOver = Date.now() - closed;
    await expectSockets(1, 2_000);
    for (const page of rest) await indicator(page, 'Live').waitFor();
    expect(handedOver).toBeLessThanOrEqual(HAND_OVER_WITHIN_MS + 1_000);
    console.info(`live: the lead moved and every change sent meanwhile showed in the 4 other tabs ${handedOver} ms after the close`);
  });

  it('a delegated tab ("Log in as client") is live, on a connection of its own', async () => {
    const client = await newClient();
    const context = await contextOnBackend();
    const staff = await context.newPage();
    await signIn(staff, 'employee@example.com', 'Employee1');
    await indicator(staff, 'Live').waitFor();
    await expectSockets(1);

    const link = await api<{ Token: string }>(await employeeToken(), `${client.id}/CreateAutoLogin`, {});
    const delegated = await context.newPage();
    await delegated.goto(siteUrl('template1', `auto-login?token=${encodeURIComponent(link.Token)}`));
    const question = delegated.getByRole('alertdialog', { name: 'Switch account?' });
    await question
      .or(userName(delegated, `${client.first} Client`))
      .first()
      .waitFor();
    if (await question.isVisible()) await question.getByRole('button', { name: 'Continue' }).click();
    await userName(delegated, `${client.first} Client`).waitFor();
    await indicator(delegated, 'Live').waitFor();
    // The employee's tabs keep their connection; the delegated tab has its own (another user).
    await indicator(staff, 'Live').waitFor();
    await expectSockets(2);

    // Live indeed: a change of the client shows in the delegated tab.
    await api(await employeeToken(), 'Update', { Id: client.id, LastName: 'Delegated' });
    await userName(delegated, `${client.first} Delegated`).waitFor({ timeout: 2_000 });
  });
});
