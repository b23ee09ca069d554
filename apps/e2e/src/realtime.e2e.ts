import type { Page } from 'playwright-core';
import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
import { openPage, useBrowserContexts } from '../support/browser';
import { backendUrl, passwordToken, siteUrl, SUITE_BACKEND_ENV, usersApi } from '../support/environment';
import { pointConfigurationAt } from '../support/static-server';
import { signedInControl, userName } from '../support/signed-in';

/**
 * The live signed-in side in the browser against the reference backend: a pushed change of the
 * signed-in user shows in the header without reload, a blocked user is signed out in every tab, and
 * the 'Network error' banner follows the backend going away and coming back.
 */

const newContext = useBrowserContexts();

/** How soon a pushed change must show (the product promise). */
const LIVE_WITHIN_MS = 1_000;

let serial = 0;
/** A new client of the backend, so that changing or blocking it leaves the demo accounts alone. */
async function newClient(base: string): Promise<{ id: number; email: string; password: string; name: string; employee: string }> {
  const employee = await passwordToken('employee@example.com', 'Employee1', base);
  const email = `live-${Date.now()}-${serial++}@example.com`;
  const password = 'Live-client1';
  const user = await usersApi<{ Id: number; FullName: string }>(base, employee, 'CreateIndividual', {
    FirstName: 'Liv',
    LastName: 'Client',
    Email: email,
    Password: password,
    CountryCode: 'SE',
  });
  return { id: user.Id, email, password, name: user.FullName, employee };
}

const header = (page: Page) => page.getByRole('banner');
const indicator = (page: Page, state: string) =>
  header(page)
    .getByRole('status', { name: `Live updates: ${state}` })
    .filter({ visible: true })
    .first();

async function signIn(page: Page, email: string, password: string, rememberMe = false): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
}

/** Signed in, with the current user loaded and its feeds live. */
async function expectLive(page: Page, name: string): Promise<void> {
  await userName(page, name).waitFor();
  await indicator(page, 'Live').waitFor();
}

describe('the signed-in user, live', () => {
  it('shows a name changed through the API in the header within a second, without reload', async () => {
    const client = await newClient(backendUrl());
    const { page, problems } = await openPage(await newContext());
    await page.goto(siteUrl('template1', 'sign-in'));
    await signIn(page, client.email, client.password);
    await expectLive(page, 'Liv Client');
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    await usersApi(backendUrl(), client.employee, 'Update', { Id: client.id, FirstName: 'Olivia' });
    await userName(page, 'Olivia Client').waitFor({ timeout: LIVE_WITHIN_MS });
    await page.getByRole('heading', { name: 'Welcome, Olivia Client' }).waitFor();
    expect(reloaded).toBe(false);
    expect(problems).toEqual([]);
  });

  it('signs a blocked client out within a second in every open tab', async () => {
    const client = await newClient(backendUrl());
    const context = await newContext();
    const first = await context.newPage();
    await first.goto(siteUrl('template1', 'sign-in'));
    await signIn(first, client.email, client.password, true);
    await expectLive(first, client.name);
    const second = await context.newPage();
    await second.goto(siteUrl('template1', 'account'));
    await expectLive(second, client.name);

    await usersApi(backendUrl(), client.employee, `${client.id}/SetIsBlocked?isBlocked=true`);
    for (const page of [first, second]) {
      await signedInControl(page).waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });
      // Signed out without asking: the sign-in page, which says why.
      await page.waitForURL((url) => url.pathname === '/sign-in', { timeout: LIVE_WITHIN_MS });
    }
    expect(await first.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

describe('network error', () => {
  let backend: RunningBackend;

  beforeAll(async () => {
    // A backend of this test's own, to stop and start again.
    backend = await startBackend({ env: { ...SUITE_BACKEND_ENV } });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it("shows 'Network error' while the backend is down and recovers by itself when it is back", async () => {
    const context = await newContext();
    await context.route('**/assets/config/configuration.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: pointConfigurationAt(await response.text(), backend.url, siteUrl('template1')) });
    });
    const page = await context.newPage();
    await page.goto(siteUrl('template1', 'sign-in'));
    await signIn(page, 'client@example.com', 'Client1');
    await expectLive(page, 'Chris Client');
    // The banner's polite region (announced without interrupting), which says it is reconnecting.
    const banner = page.locator('[aria-live="polite"]').filter({ hasText: 'Network error' });
    expect(await banner.count()).toBe(0);

    await backend.stop();
    await banner.filter({ hasText: 'Reconnecting…' }).waitFor();
    await indicator(page, 'Reconnecting…').waitFor();

    await backend.restart();
    // Reconnects after 0, 2, 10 and 30 s: back within the third attempt.
    await banner.waitFor({ state: 'detached', timeout: 45_000 });
    await indicator(page, 'Live').waitFor();
    await userName(page, 'Chris Client').waitFor();
  });
});
