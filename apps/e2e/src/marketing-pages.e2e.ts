import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, saveScreenshot, seriousAxeViolations } from '../support/browser';
import { siteUrl, templates, workspaceRoot, type TemplateName } from '../support/environment';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface AppConfigFlags {
  hasTradingMenu?: boolean;
  hasWithdrawalMenu?: boolean;
  showContact?: boolean;
  faqHasTabs?: boolean;
  hideFaqFromContact?: boolean;
  showWorkingHours?: boolean;
  spreadsAndCommissions?: unknown[];
  documents?: { name: string; fileName: string }[];
  uploadsDir?: string;
}

function flagsOf(template: TemplateName): AppConfigFlags {
  const file = path.join(workspaceRoot, 'apps', template, 'public/assets/config/configuration.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).appConfig;
}

/** Each content page: its path, English title, and whether a configuration offers it. */
const pages: {
  path: string;
  title: string;
  enabled: (c: AppConfigFlags) => boolean;
}[] = [
  {
    path: 'trading/forex',
    title: 'Forex trading',
    enabled: (c) => c.hasTradingMenu === true,
  },
  {
    path: 'trading/stocks',
    title: 'Stock trading',
    enabled: (c) => c.hasTradingMenu === true,
  },
  {
    path: 'trading/indices',
    title: 'Index trading',
    enabled: (c) => c.hasTradingMenu === true,
  },
  {
    path: 'trading/commodities',
    title: 'Commodity trading',
    enabled: (c) => c.hasTradingMenu === true,
  },
  {
    path: 'trading/crypto',
    title: 'Cryptocurrency trading',
    enabled: (c) => c.hasTradingMenu === true,
  },
  {
    path: 'withdrawal',
    title: 'Withdrawals',
    enabled: (c) => c.hasWithdrawalMenu === true,
  },
  {
    path: 'spreads',
    title: 'Spreads and commissions',
    enabled: (c) => (c.spreadsAndCommissions?.length ?? 0) > 0,
  },
  { path: 'faq', title: 'Frequently asked questions', enabled: () => true },
  {
    path: 'contact',
    title: 'Contact us',
    enabled: (c) => c.showContact === true,
  },
  { path: 'about', title: 'About us', enabled: () => true },
  {
    path: 'legal',
    title: 'Legal documents',
    enabled: (c) => (c.documents?.length ?? 0) > 0,
  },
];

async function pageHeading(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

async function dismissPopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  if (await popup.isVisible()) {
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  }
}

describe.each(templates.map((t) => t.id))('%s content pages', (template) => {
  const config = flagsOf(template);
  let context: BrowserContext;

  beforeEach(async () => {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
  });

  afterEach(async () => {
    await context.close();
  });

  it.each(pages.filter((p) => p.enabled(config)))(
    '/$path renders with its title, no console error and passes axe',
    async ({ path: pagePath, title }) => {
      const { page, problems } = await openPage(context);
      await page.goto(siteUrl(template, pagePath));
      expect(await pageHeading(page)).toBe(title);
      await page.waitForFunction((expected) => document.title.startsWith(`${expected} | `), title);
      await dismissPopup(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (pagePath === 'trading/forex' || pagePath === 'contact')
        await saveScreenshot(page, `${template}-${pagePath.replace('/', '-')}-1280`);
      expect(problems).toEqual([]);
    },
  );

  const disabled = pages.filter((p) => !p.enabled(config));
  if (disabled.length > 0) {
    it.each(disabled)('/$path is the 404 page when its flag is off', async ({ path: pagePath }) => {
      const { page } = await openPage(context);
      await page.goto(siteUrl(template, pagePath));
      expect(await pageHeading(page)).toMatch(/not found/i);
    });
  }

  if (config.showContact) {
    it('the contact form refuses invalid input with messages, then sends a valid message to the backend', async () => {
      const { page, problems } = await openPage(context);
      await page.goto(siteUrl(template, 'contact'));
      await pageHeading(page);
      await dismissPopup(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByRole('textbox', { name: 'Full name' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await form.getByText('Enter your full name.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
      await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
      await form.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0000');
      await form.getByRole('textbox', { name: 'Message' }).fill(`A question from the ${template} browser test.`);
      const methods: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/email/send-email.php')) methods.push(r.method());
      });
      const posted = page.waitForResponse((r) => r.url().endsWith('/email/send-email.php') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Send message' }).click();
      const response = await posted;
      expect(response.status()).toBe(200);
      // One POST, no round trip first: a visitor without an XSRF-TOKEN cookie sends no anti-forgery header, and the
      // backend vouches for the message by its JSON type and the page's own origin.
      expect(methods).toEqual(['POST']);
      expect(response.request().headers()['x-xsrf-token']).toBeUndefined();
      expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+44 20 7946 0000',
        message: `A question from the ${template} browser test.`,
      });
      await form.getByText(/your message has been sent/i).waitFor();
      expect(problems).toEqual([]);
    });

    it('keeps everything typed when the server refuses the message', async () => {
      const { page } = await openPage(context);
      await page.route('**/email/send-email.php', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
      );
      await page.goto(siteUrl(template, 'contact'));
      await pageHeading(page);
      await dismissPopup(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
      await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
      await form.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0000');
      await form.getByRole('textbox', { name: 'Message' }).fill('This one will not arrive.');
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor();
      await expect(form.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toBe('This one will not arrive.');
    });
  }

  if (config.faqHasTabs) {
    it('the FAQ tabs follow the arrow keys', async () => {
      const { page } = await openPage(context);
      await page.goto(siteUrl(template, 'faq'));
      await pageHeading(page);
      await dismissPopup(page);
      const tabs = page.getByRole('tablist', { name: 'Question topics' }).getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(tabs.nth(1).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    });
  }
});
