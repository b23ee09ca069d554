import type { Page } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowserContexts } from '../support/browser';
import { siteUrl } from '../support/environment';

/**
 * Each role lands where its work is, in the built template1 against a reference backend of this file's own: the
 * demo employee signs in to the back office (the users list) and is offered no client items (no "Dashboard",
 * "Accounts" or "Documents", no "Hide balances" eye, no risk warning); a client's address sends them back there.
 * The demo client still lands on the dashboard, with no back office.
 */

const newContext = useBrowserContexts();
const EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };
const CLIENT = { email: 'client@example.com', password: 'Client1' };
const CLIENT_ITEMS = ['Dashboard', 'Accounts', 'Withdrawal', 'Documents'];

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(siteUrl('template1', 'sign-in'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

describe('each role lands where its work is', () => {
  it('the demo employee signs in to the back office, offered no client items, and is kept there', async () => {
    const { page, problems } = await openPage(await newContext());
    await signIn(page, EMPLOYEE);
    await page.waitForURL((url) => url.pathname === '/backoffice/users');
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    const menu = accountMenu(page);
    expect(await menu.getByRole('link', { name: 'Users', exact: true }).getAttribute('aria-current')).toBe('page');
    for (const name of CLIENT_ITEMS) expect(await menu.getByRole('link', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Hide balances' }).count()).toBe(0);
    expect(await page.locator('.bf-client .bf-risk').count()).toBe(0);
    expect(await page.getByText('Upload your documents').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A client's page, opened by its address, leads back to the back office.
    await page.goto(siteUrl('template1', 'account/documents'));
    await page.waitForURL((url) => url.pathname === '/backoffice/users');
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the demo client lands on the dashboard, with no back office', async () => {
    const { page, problems } = await openPage(await newContext());
    await signIn(page, CLIENT);
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const menu = accountMenu(page);
    expect(await menu.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');
    await menu.getByRole('link', { name: 'Documents', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Hide balances' }).waitFor();
    expect(problems).toEqual([]);
  });
});
