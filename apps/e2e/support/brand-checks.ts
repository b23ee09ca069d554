import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser } from 'playwright-core';
import { resolveTheme, type ResolvedTheme } from '@brokerfront/config/theme';
import type { Theme } from '@brokerfront/config';
import { openPage, seriousAxeViolations } from './browser';
import type { TemplateName } from './environment';

/** A `#rrggbb` colour as the browser computes it: `rgb(r, g, b)`. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A brand app's configuration file (as written in its `public/`). */
export function readBrandConfiguration(appDir: string): { appConfig: { name: string }; theme?: Theme } {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'public/assets/config/configuration.json'), 'utf8'));
}

/** What a served brand shows in one theme variant, read from the page. */
export interface DrawnBrand {
  primaryToken: string;
  /** The page's first visible call to action (a primary or accent button): its kind and background colour. */
  callToAction: { kind: 'primary' | 'accent'; background: string } | null;
  /** Every colour the header and its parts are drawn in (text, background, border, gradient). */
  headerColours: string[];
  logo: { alt: string; loaded: boolean } | null;
  favicons: string[];
  axe: string[];
}

/**
 * Opens a brand's home page in the light or dark theme (the visitor's stored choice) and reads what it draws with
 * the brand's colours: the primary token, the header's primary button and background, the logo, the favicon, and axe.
 */
export async function drawnBrand(browser: Browser, url: string, variant: 'light' | 'dark'): Promise<DrawnBrand & { problems: string[] }> {
  // Reduced motion: the colours are read at once, not halfway through a transition from the default theme.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(
    (theme) => {
      if (!window.localStorage.getItem('userSettings'))
        window.localStorage.setItem('userSettings', JSON.stringify({ Shell: { Theme: theme } }));
    },
    variant === 'dark' ? 'Dark' : 'Light',
  );
  const { page, problems } = await openPage(context);
  await page.goto(url);
  await page.waitForFunction((expected) => document.documentElement.dataset['theme'] === expected, variant);
  // A stored theme applies after the hydration: the colours change in a transition (instant under reduced motion,
  // yet a frame later). Read them once no transition runs.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const banner = page.getByRole('banner').first();
  await banner.waitFor();
  const drawn = await page.evaluate(() => {
    const site = document.querySelector('.bf-site') as HTMLElement;
    const header = document.querySelector('header') as HTMLElement;
    const button = [...document.querySelectorAll<HTMLElement>('.bf-button--primary, .bf-button--accent')].find(
      (b) => b.offsetParent !== null,
    );
    const logo = header.querySelector<HTMLImageElement>('img.bf-brand__logo');
    const colours = new Set<string>();
    for (const element of [header, ...header.querySelectorAll<HTMLElement>('*')]) {
      if (element.offsetParent === null && element !== header) continue;
      const style = getComputedStyle(element);
      for (const value of [style.color, style.backgroundColor, style.borderBottomColor, style.backgroundImage]) {
        for (const colour of value.match(/rgba?\([^)]*\)/g) ?? []) colours.add(colour);
      }
    }
    return {
      primaryToken: getComputedStyle(site).getPropertyValue('--bf-color-primary').trim(),
      callToAction: button
        ? {
            kind: button.classList.contains('bf-button--primary') ? ('primary' as const) : ('accent' as const),
            background: getComputedStyle(button).backgroundColor,
          }
        : null,
      headerColours: [...colours],
      logo: logo ? { alt: logo.alt, loaded: logo.complete && logo.naturalWidth > 0 } : null,
      favicons: [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((l) => l.getAttribute('href') ?? ''),
    };
  });
  const axe = await seriousAxeViolations(page);
  await context.close();
  return { ...drawn, axe, problems };
}

/** The colours a brand's theme resolves to over its template (what the page must draw). */
export function expectedTheme(theme: Theme | undefined, template: TemplateName): ResolvedTheme {
  return resolveTheme(theme, template);
}
