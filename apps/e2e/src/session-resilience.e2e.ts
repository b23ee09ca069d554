import type { BrowserContext, Page, Route } from 'playwright-core';
import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
import { useBrowserContexts } from '../support/browser';
import { siteUrl, SUITE_BACKEND_ENV } from '../support/environment';
import { pointConfigurationAt } from '../support/static-server';
import { signedInControl, signOut } from '../support/signed-in';

/**
 * The client session in the browser survives a network blip and never escalates: two tabs of one
 * browser with short-lived access tokens stay signed in through a refresh answered with 503, an aborted
 * refresh and a backend restart across a token's expiry; a tab restored from discard adopts the current session
 * instead of replaying its used refresh token; after "Sign out", a restored closed tab stays
 * signed out everywhere and the old refresh token is refused by the server (revoked on sign-out).
 */

// This file starts, restarts and routes a backend of its own (short-lived tokens).
const newContext = useBrowserContexts({ ownBackend: false });

/** Access-token lifetime of this file's backend (seconds). */
const ACCESS_TOKEN_SECONDS = 6;
const CLIENT = { email: 'client@example.com', password: 'Client1', name: 'Chris Client' };
const WEB_CLIENT = { client_id: 'brokerfront-web', client_secret: 'brokerfront-web-secret' };

let backend: RunningBackend;

beforeAll(async () => {
  // A backend of this file's own: short-lived tokens, and one to stop and start again.
  backend = await startBackend({ env: { ...SUITE_BACKEND_ENV, ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS) } });
});

afterAll(async () => {
  await backend?.stop();
});

/** A browser context whose site talks to this file's backend. */
async function siteContext(): Promise<BrowserContext> {
  const context = await newContext();
  await context.route('**/assets/config/configuration.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: pointConfigurationAt(await response.text(), backend.url, siteUrl('template1')) });
  });
  return context;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(siteUrl('template1', 'sign-in'));
  await page.getByLabel('Email').fill(CLIENT.email);
  await page.getByLabel('Password').fill(CLIENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page);
}

async function expectSignedIn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/account', { timeout });
  await page.getByRole('heading', { name: `Welcome, ${CLIENT.name}` }).waitFor({ timeout });
  await signedInControl(page).waitFor({ timeout });
}

async function expectSignedOut(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).filter({ visible: true }).first().waitFor();
  expect(await signedInControl(page).count()).toBe(0);
}

/** Two tabs of one browser sharing a tab-only session. */
async function twoSignedInTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage();
  await signIn(first);
  const second = await context.newPage();
  await second.goto(siteUrl('template1', 'account'));
  await expectSignedIn(second);
  return [first, second];
}

/** Waits until the access token held by the tabs has expired. */
const waitForExpiry = (page: Page) => page.waitForTimeout((ACCESS_TOKEN_SECONDS + 1) * 1000);

const isRefresh = (route: Route) => (route.request().postData() ?? '').includes('grant_type=refresh_token');

/** Every item of a page's sessionStorage. */
const sessionItems = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])));

/** A tab the browser restores (after a discard, or "reopen closed tab") with the sessionStorage it had. */
async function restoreTab(context: BrowserContext, items: Record<string, string>): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((saved: Record<string, string>) => {
    if (sessionStorage.getItem('e2e.restored')) return;
    sessionStorage.setItem('e2e.restored', '1');
    for (const [key, value] of Object.entries(saved)) sessionStorage.setItem(key, value);
  }, items);
  return page;
}

/** Posts a refresh grant to the backend's token endpoint directly. */
async function refreshDirectly(refreshToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, ...WEB_CLIENT }).toString(),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

describe('session resilience', () => {
  it('a refresh answered with 503 and an aborted refresh keep both tabs signed in', async () => {
    const context = await siteContext();
    const [first, second] = await twoSignedInTabs(context);
    const outages: string[] = [];
    let refreshes = 0;
    await context.route('**/identity/connect/token', async (route) => {
      if (!isRefresh(route)) return route.continue();
      refreshes += 1;
      if (outages.length === 0) {
        outages.push('503');
        return route.fulfill({ status: 503, contentType: 'text/html', body: '<html>Service Unavailable</html>' });
      }
      if (outages.length === 1) {
        outages.push('abort');
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await waitForExpiry(first);
    // Loading the signed-in page needs a fresh token: the refresh fails twice, then succeeds.
    await first.reload();
    await expectSignedIn(first);
    await second.reload();
    await expectSignedIn(second);
    expect(outages).toEqual(['503', 'abort']);
    expect(refreshes).toBeGreaterThanOrEqual(3);
    for (const page of [first, second]) {
      expect(await page.evaluate(() => sessionStorage.getItem('currentUser'))).toContain('refresh_token');
      await page.goto(siteUrl('template1', 'account'));
      await expectSignedIn(page);
    }
  }, 120_000);

  it('a backend restart across a token expiry keeps both tabs signed in', async () => {
    const context = await siteContext();
    const [first, second] = await twoSignedInTabs(context);
    await backend.stop();
    await waitForExpiry(first);
    await backend.restart();
    // The tabs reconnect by themselves (retries with backoff); reloading proves the stored session is good.
    for (const page of [first, second]) {
      await signedInControl(page).waitFor();
      await page.reload();
      await expectSignedIn(page, 45_000);
    }
  }, 150_000);

  it('a tab restored from discard with a used refresh token adopts the current session instead of replaying it', async () => {
    const context = await siteContext();
    const [first, second] = await twoSignedInTabs(context);
    const discarded = await sessionItems(second);
    const staleToken = (JSON.parse(discarded['currentUser'] ?? '{}') as { refresh_token?: string }).refresh_token ?? '';
    expect(staleToken).not.toBe('');
    await second.close();
    const sentRefreshTokens: string[] = [];
    await context.route('**/identity/connect/token', async (route) => {
      if (isRefresh(route)) sentRefreshTokens.push(new URLSearchParams(route.request().postData() ?? '').get('refresh_token') ?? '');
      return route.continue();
    });

    // The open tab rotates the refresh token twice (past the server's grace window for the discarded copy).
    for (let i = 0; i < 2; i += 1) {
      await waitForExpiry(first);
      await first.reload();
      await expectSignedIn(first);
    }
    expect(sentRefreshTokens.length).toBeGreaterThanOrEqual(2);
    expect(sentRefreshTokens[0]).toBe(staleToken);
    const sentBefore = sentRefreshTokens.length;

    // The browser restores the discarded tab with the sessionStorage it had: a refresh token used long ago.
    const restored = await restoreTab(context, discarded);
    await restored.goto(siteUrl('template1', 'account'));
    await expectSignedIn(restored);
    // It never sent the used token again (a replay would have revoked the session in every tab) …
    expect(sentRefreshTokens.slice(sentBefore)).not.toContain(staleToken);
    // … and holds the current one.
    const adopted = (JSON.parse((await sessionItems(restored))['currentUser'] ?? '{}') as { refresh_token?: string }).refresh_token;
    expect(adopted).not.toBe(staleToken);
    // Both tabs go on past the next expiry.
    await waitForExpiry(first);
    for (const page of [first, restored]) {
      await page.reload();
      await expectSignedIn(page);
    }
  }, 150_000);

  it('after sign-out, a restored closed tab stays signed out everywhere and its refresh token is refused', async () => {
    const context = await siteContext();
    const [first, second] = await twoSignedInTabs(context);
    const closed = await sessionItems(second);
    const refreshToken = (JSON.parse(closed['currentUser'] ?? '{}') as { refresh_token?: string }).refresh_token ?? '';
    expect(refreshToken).not.toBe('');
    await second.close();

    await signOut(first);
    await expectSignedOut(first);

    // The browser restores the closed tab with the sessionStorage it had.
    const restored = await restoreTab(context, closed);
    await restored.goto(siteUrl('template1', 'account'));
    await expectSignedOut(restored);
    expect(await restored.evaluate(() => sessionStorage.getItem('currentUser'))).toBeNull();
    // Past the old token's expiry nothing signs the first tab back in.
    await waitForExpiry(first);
    await first.goto(siteUrl('template1', 'account'));
    await expectSignedOut(first);

    // Signing out revoked the refresh token on the server.
    const answer = await refreshDirectly(refreshToken);
    expect(answer.status).toBe(400);
    expect(answer.body['error']).toBe('invalid_grant');
  }, 120_000);
});
