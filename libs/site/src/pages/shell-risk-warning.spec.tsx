/**
 * @jest-environment node
 */
import { resolve } from 'node:path';
import { minimalConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import type { TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { renderPage } from '../prerender/render-page';

const workspace = resolve(__dirname, '../../../..');
const translations: Record<string, TranslationFile> = Object.fromEntries(
  ['en', 'de', 'swe'].map((prefix) => [prefix, buildLanguageFile(workspace, prefix)]),
);

/** The general risk warning of a language, as its translation file holds it. */
const generalWarning = (prefix: string) =>
  (translations[prefix] as { marketing: { riskWarning: { fallback: string } } }).marketing.riskWarning.fallback;

const ENGLISH = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.';
const GERMAN = 'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren.';

/** The page at `path` of an English (default), German and Swedish site with this riskWarningInfo, as the shell draws it. */
async function pageWith(path: string, riskWarningInfo: unknown): Promise<string> {
  const file = minimalConfiguration() as { appConfig: Record<string, unknown> };
  Object.assign(file.appConfig, { languages: SIX_LANGUAGES.slice(0, 3), rightsYear: 2026, riskWarningInfo });
  const page = await renderPage({ template: 'template2', path, configuration: file, translations });
  return page.body;
}

/** The risk warning of a page as a reader gets it: its title and text, the markup and entities taken out. */
function riskWarningOf(body: string): string | undefined {
  const aside = /<aside class="bf-risk[^"]*"[^>]*>([\s\S]*?)<\/aside>/.exec(body)?.[1];
  if (aside === undefined) return undefined;
  return aside
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the risk warning of every page, in the page’s language', () => {
  it('shows the brand’s English text on an English page', async () => {
    expect(riskWarningOf(await pageWith('/faq', { en: ENGLISH }))).toBe(`Risk warning: ${ENGLISH}`);
  });

  it('shows the German general warning on a German page the brand gives no text for, never the English one', async () => {
    const body = await pageWith('/de/faq', { en: ENGLISH });
    expect(riskWarningOf(body)).toBe(`Risikohinweis: ${generalWarning('de')}`);
    expect(body).not.toContain(ENGLISH);
  });

  it('shows the brand’s German text on a German page when it gives one', async () => {
    expect(riskWarningOf(await pageWith('/de/faq', { en: ENGLISH, de: GERMAN }))).toBe(`Risikohinweis: ${GERMAN}`);
  });

  it('takes a plain text as the default language’s: English pages show it, Swedish pages the Swedish general warning', async () => {
    expect(riskWarningOf(await pageWith('/faq', ENGLISH))).toBe(`Risk warning: ${ENGLISH}`);
    const swedish = await pageWith('/swe/faq', ENGLISH);
    expect(riskWarningOf(swedish)).toBe(`Riskvarning: ${generalWarning('swe')}`);
    expect(swedish).not.toContain(ENGLISH);
  });

  it('marks no part of the warning as another language: its text is always the page’s', async () => {
    const aside = /<aside class="bf-risk[\s\S]*?<\/aside>/.exec(await pageWith('/de/faq', { en: ENGLISH }))?.[0];
    expect(aside).toBeDefined();
    expect(aside).not.toMatch(/\slang="/);
  });

  it('shows no risk warning when the brand gives no text in any language', async () => {
    expect(riskWarningOf(await pageWith('/de/faq', ''))).toBeUndefined();
    expect(riskWarningOf(await pageWith('/faq', {}))).toBeUndefined();
  });
});
