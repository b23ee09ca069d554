import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { siteUrl } from '../support/environment';

/**
 * The blog of template 2 in Italian and Slovenian (the languages only template 2 has): the list in
 * the language of the URL prefix, then each article opened from the list, every image loaded and
 * no console error on the way.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const SLUGS = ['market-overview', 'a-beginners-guide', 'forex-basics', 'online-trading-101'];

const TEXTS = {
  ita: { articles: 'Articoli', minutes: /min di lettura$/, more: 'Altri articoli', html: 'it' },
  svn: { articles: 'Članki', minutes: /min branja$/, more: 'Več člankov', html: 'sl' },
} as const;

/** Every `<img>` of the page, scrolled into view so that lazy ones load, with whether it loaded. */
async function imagesOf(page: Page): Promise<{ src: string; loaded: boolean }[]> {
  const images = page.locator('img');
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0
        ? undefined
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    );
  }
  return page
    .locator('img')
    .evaluateAll((list) =>
      (list as HTMLImageElement[]).map((img) => ({ src: img.currentSrc || img.src, loaded: img.complete && img.naturalWidth > 0 })),
    );
}

describe.each(['ita', 'svn'] as const)('template2 blog in %s', (language) => {
  const texts = TEXTS[language];

  it('lists four articles and opens each one with every image loaded and no console error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('template2', `${language}/blog`));
    const list = page.getByRole('region', { name: texts.articles });
    await list.waitFor();
    await expect(list.getByRole('article').count()).resolves.toBe(4);
    await expect(list.getByText(texts.minutes).count()).resolves.toBe(4);
    const listImages = await imagesOf(page);
    expect(listImages.filter((image) => image.src.includes('/assets/images/blog/')).length).toBe(4);
    expect(listImages.filter((image) => !image.loaded)).toEqual([]);

    for (const slug of SLUGS) {
      await page.goto(siteUrl('template2', `${language}/blog`));
      const link = page.getByRole('region', { name: texts.articles }).locator(`a[href="/${language}/blog/${slug}"]`);
      const title = (await link.textContent())?.trim() ?? '';
      await link.click();
      await page.waitForURL(`**/${language}/blog/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(page.title()).resolves.toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      await expect(page.locator('meta[property="og:type"]').last().getAttribute('content')).resolves.toBe('article');
      await expect(page.locator('meta[property="og:image"]').last().getAttribute('content')).resolves.toMatch(
        /\/assets\/images\/blog\/post-\d\/thumb\.jpg$/,
      );
      await page.getByRole('navigation', { name: texts.more }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toMatch(new RegExp(`^${texts.html}`));
      const images = await imagesOf(page);
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter((image) => !image.loaded)).toEqual([]);
    }

    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves through the articles with the previous/next links', async () => {
    const context = await browser.newContext();
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('template2', `${language}/blog/${SLUGS[0]}`));
    for (const slug of SLUGS.slice(1)) {
      const shown = await page.getByRole('heading', { level: 1 }).textContent();
      await page.getByRole('navigation', { name: texts.more }).locator(`a[rel="next"]`).click();
      await page.waitForURL(`**/${language}/blog/${slug}`);
      // The router keeps the article in view while the next one loads (the first navigation also completes the
      // texts): its links are the next page's once its heading has replaced this one's.
      await page.waitForFunction((before) => document.querySelector('main h1')?.textContent !== before, shown);
    }
    // The last article has no next link (once its page replaced the previous one's).
    await page.locator('a[rel="next"]').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown article', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(siteUrl('template2', `${language}/blog/no-such-article`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('.bf-blog-article').count()).resolves.toBe(0);
    await expect(page.title()).resolves.not.toMatch(/^Blog/);
    await context.close();
  });
});
