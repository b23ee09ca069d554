import type { Page } from 'playwright-core';
import { openPage, seriousAxeViolations, useBrowserContexts } from '../support/browser';
import { backendUrl, passwordToken, siteUrl } from '../support/environment';
import { userName } from '../support/signed-in';

/**
 * The back office in the browser against the reference backend: an employee finds a client, changes
 * the name in the details form, and the client's open page shows it live; a block shows in the list filtered on it; the
 * list fits a phone; a client is told the back office is not allowed. The users workspace itself
 * (builder, views, bulk actions, export, create, import) is tested in backoffice-workspace.e2e.ts.
 */

const newContext = useBrowserContexts();

/** A last name no other run has used: letters only, as the service requires. */
function uniqueLastName(prefix: string): string {
  const letters = [...Date.now().toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
  return `${prefix}${letters}`;
}

async function createClient(lastName: string): Promise<{ id: number; email: string; password: string }> {
  const email = `bo-${Date.now()}@example.com`;
  const password = 'Backoffice1';
  const response = await fetch(`${backendUrl()}/identity/api/v1/users/CreateIndividual`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await passwordToken('employee@example.com', 'Employee1')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ FirstName: 'Bea', LastName: lastName, Email: email, Password: password, CountryCode: 'DE' }),
  });
  const envelope = (await response.json()) as { Status: number; Data: { Id: number } };
  if (envelope.Status >= 300) throw new Error(JSON.stringify(envelope));
  return { id: envelope.Data.Id, email, password };
}

/** How many users are blocked, as the service counts them. */
async function blockedCount(): Promise<number> {
  const response = await fetch(`${backendUrl()}/identity/api/v1/users/Search`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await passwordToken('employee@example.com', 'Employee1')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ PageNumber: 1, PageSize: 1, Filters: [{ Op: 'eq', Field: 'IsBlocked', Value: true }] }),
  });
  return ((await response.json()) as { Data: { TotalItems: number } }).Data.TotalItems;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(siteUrl('template1', 'sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Each role lands where its work is: a client on the dashboard, an employee in the back office.
  await page.waitForURL((url) => url.pathname === '/account' || url.pathname === '/backoffice/users');
}

describe('back office', () => {
  it("an employee renames a client, and the client's open page shows it live", async () => {
    const lastName = uniqueLastName('Live');
    const client = await createClient(lastName);
    const clientPage = (await openPage(await newContext())).page;
    await signIn(clientPage, client.email, client.password);
    await userName(clientPage, `Bea ${lastName}`).waitFor();
    await clientPage.getByRole('banner').getByRole('status', { name: 'Live updates: Live' }).filter({ visible: true }).first().waitFor();

    const { page, problems } = await openPage(await newContext());
    await signIn(page, 'employee@example.com', 'Employee1');
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/users');
    const table = page.getByRole('table', { name: 'Users' });
    await table.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await table.getByRole('link', { name: `Bea ${lastName}` }).click();
    await page.getByRole('heading', { level: 1, name: `Bea ${lastName}` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const form = page.getByRole('form', { name: `Edit the details of Bea ${lastName}` });
    await form.getByLabel(/^First name/).fill('Beatrix');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });

    await userName(clientPage, `Beatrix ${lastName}`).waitFor({ timeout: 1_000 });
    await clientPage.getByRole('heading', { name: `Welcome, Beatrix ${lastName}` }).waitFor();
    expect(problems).toEqual([]);
  });

  it('blocks a client from the user page, and the list shows it', async () => {
    const lastName = uniqueLastName('Block');
    const client = await createClient(lastName);
    const { page } = await openPage(await newContext());
    await signIn(page, 'employee@example.com', 'Employee1');
    await page.goto(siteUrl('template1', `backoffice/users/${client.id}`));
    await page.getByRole('heading', { level: 1, name: `Bea ${lastName}` }).waitFor();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Block Bea ${lastName}` })
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    await page.getByText(`Bea ${lastName} is blocked.`).waitFor();
    await page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    await page.getByRole('link', { name: 'All users' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/users');
    // Only the blocked users: the client is among them, marked so.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const builder = page.getByRole('form', { name: 'Filters' });
    await builder.getByRole('button', { name: 'Add filter', exact: true }).click();
    await builder.getByLabel('Field of condition 1').selectOption({ label: 'Blocked' });
    await builder.getByLabel('Value of condition 1').selectOption({ label: 'Yes' });
    await builder.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('table', { name: 'Users' });
    await page.getByText(`Matching users: ${await blockedCount()}`, { exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: lastName });
    await row.getByText('Blocked', { exact: true }).waitFor();
    const statuses = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('.bf-status')?.textContent ?? ''));
    // Nobody active is listed (a blocked user who is also archived shows as archived).
    expect(statuses).toContain('Blocked');
    expect(statuses).not.toContain('Active');
  });

  it('fits a phone: the users table scrolls in its own region, its headers readable', async () => {
    const { page } = await openPage(await newContext({ viewport: { width: 390, height: 844 } }));
    await signIn(page, 'employee@example.com', 'Employee1');
    // The old address of the list opens the users workspace.
    await page.goto(siteUrl('template1', 'backoffice'));
    await page.waitForURL((url) => url.pathname === '/backoffice/users');
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('row').nth(1).waitFor();
    const layout = await page.evaluate(() => {
      const region = document.querySelector('[role="region"][aria-label="Users"]') as HTMLElement;
      // WCAG contrast of a header's text against the header cell's background.
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const contrasts = [...document.querySelectorAll('thead th')].map((th) => {
        const text = luminance(getComputedStyle(th.querySelector('button') ?? th).color);
        const background = luminance(getComputedStyle(th).backgroundColor);
        return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
      });
      return {
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        regionScrolls: region.scrollWidth > region.clientWidth,
        regionFocusable: region.tabIndex === 0,
        lowestContrast: Math.min(...contrasts),
      };
    });
    expect(layout.pageOverflow).toBeLessThanOrEqual(0);
    expect(layout.regionScrolls).toBe(true);
    expect(layout.regionFocusable).toBe(true);
    expect(layout.lowestContrast).toBeGreaterThanOrEqual(4.5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('tells a client the back office is not allowed', async () => {
    const { page } = await openPage(await newContext());
    await signIn(page, 'client@example.com', 'Client1');
    await page.goto(siteUrl('template1', 'backoffice'));
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
