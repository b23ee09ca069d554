import type { Browser } from 'playwright-core';
import { dismissHomePopup, hasHomePopup, launchBrowser, openPage, saveScreenshot, seriousAxeViolations } from '../support/browser';
import { siteUrl, templates } from '../support/environment';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.each(templates.map((t) => t.id))('%s home page', (template) => {
  it.each(viewports)('renders cleanly at $width px, passes axe and is saved for review', async ({ name, width, height }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl(template));
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    // A first-visit popup (hasPopup) is part of the page: check it, then dismiss it for the screenshot.
    if (hasHomePopup(template)) {
      await page.getByRole('dialog').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await dismissHomePopup(page, template);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `${template}-home-${width}`);
    expect(problems).toEqual([]);
    await context.close();
    expect(name).toBeTruthy();
  });

  it('offers a skip link as the first Tab stop', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl(template));
    await page.getByRole('main').waitFor();
    if (hasHomePopup(template)) {
      // Once dismissed the popup stays closed for the session: load the page afresh without it.
      await dismissHomePopup(page, template);
      await page.reload();
      await page.getByRole('main').waitFor();
    }
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused.getAttribute('href')).resolves.toBe('#main-content');
    await context.close();
  });

  it('opens the phone menu from the keyboard and closes it with Escape', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl(template));
    await page.getByRole('main').waitFor();
    await dismissHomePopup(page, template);
    const menu = page.getByRole('button', { name: /Menu|Menü|Meny|Meni|Menú/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('navigation', { name: /./ }).first().getByRole('link').first().waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  it.each([1280, 960])('fits its header at %i px: nothing runs out of it, and top-menu entries keep to one line', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl(template));
    await page.getByRole('main').waitFor();
    await dismissHomePopup(page, template);
    const fit = await page.evaluate(() => {
      const header = document.querySelector('header.bf-header') as HTMLElement;
      const list = document.querySelector('nav.bf-nav .bf-nav__list') as HTMLElement | null;
      const links = [...(list?.querySelectorAll('a') ?? [])].filter((link) => link.getClientRects().length > 0);
      // Lines of text of each visible entry: the distinct tops of its text fragments.
      const lines = links.map((link) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return { text: link.textContent?.trim(), lines: tops.size };
      });
      return {
        headerOverflow: header.scrollWidth - header.clientWidth,
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        topMenu: list !== null && links.length > 0 && getComputedStyle(list).flexDirection === 'row',
        lines,
      };
    });
    expect(fit.headerOverflow).toBeLessThanOrEqual(0);
    expect(fit.pageOverflow).toBeLessThanOrEqual(0);
    if (fit.topMenu) {
      expect(fit.lines.length).toBeGreaterThan(3);
      expect(fit.lines.filter((entry) => entry.lines !== 1)).toEqual([]);
    }
    await context.close();
  });

  it('switches to the dark theme and keeps it after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl(template));
    await page.getByRole('main').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] !== undefined);
    await dismissHomePopup(page, template);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await page
      .getByRole('group', { name: /./ })
      .filter({ has: page.locator('[aria-pressed]') })
      .first()
      .locator('button')
      .nth(1)
      .click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await page.reload();
    await page.getByRole('main').waitFor();
    // The stored choice applies once the page is hydrated (it is prerendered in the default theme).
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] !== undefined);
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark', undefined, { timeout: 10_000 });
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `${template}-home-1280-dark`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows its own 404 page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl(template, 'no-such-page'));
    await page.getByRole('main').getByText('404').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
