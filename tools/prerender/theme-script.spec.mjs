// The theme script (tools/prerender/theme-script.mjs): where it goes in a page, and what it does there, run by jsdom's
// parser as a browser runs it (before the body is parsed). The policy's side (its hash) is in tools/deploy/nginx.spec.mjs.
// Run by the deploy project's Jest (tools/deploy/jest.config.cts).
import { JSDOM } from 'jsdom';
import { THEME_SCRIPT, THEME_SCRIPT_HASH, THEME_SCRIPT_TAG, withThemeScript } from './theme-script.mjs';
import { cspHash } from '../deploy/site.mjs';

/** A shell as Vite builds it. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <base href="/" />
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A prerendered page: drawn in the default theme, on `<html>` and on the layout's root. */
const PAGE = withThemeScript(SHELL)
  .replace('<html lang="en"', '<html lang="en" data-theme="light"')
  .replace('<div id="root"></div>', '<div id="root"><div class="bf-site bf-template3" data-theme="light"><main>Home</main></div></div>');

/**
 * Loads a document with scripts on, the stored settings (`userSettings`) in its localStorage and a system colour
 * scheme, and waits for the mutation observer's callbacks.
 */
async function load(html, { settings, systemDark = false } = {}) {
  const dom = new JSDOM(html, {
    url: 'https://broker.example/',
    runScripts: 'dangerously',
    beforeParse(window) {
      if (settings !== undefined)
        window.localStorage.setItem('userSettings', typeof settings === 'string' ? settings : JSON.stringify(settings));
      window.matchMedia = (query) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)', media: query });
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { document } = dom.window;
  return {
    html: document.documentElement.getAttribute('data-theme'),
    site: document.querySelector('.bf-site')?.getAttribute('data-theme') ?? null,
    window: dom.window,
  };
}

const guest = (Theme) => ({ guest: { UserId: null, Shell: { Theme, SidenavOpened: true } } });

describe('withThemeScript', () => {
  it('puts the script first after <meta charset>, before any stylesheet, once however often it runs', () => {
    const once = withThemeScript(SHELL);
    expect(withThemeScript(once)).toBe(once);
    expect(once.indexOf(THEME_SCRIPT_TAG)).toBeGreaterThan(once.indexOf('<meta charset'));
    expect(once.indexOf(THEME_SCRIPT_TAG)).toBeLessThan(once.indexOf('<base'));
    expect(once.split('<script').length - 1).toBe(1);
  });

  it('replaces the script of an earlier version', () => {
    const earlier = SHELL.replace('<base', '<script data-bf-theme>document.title = "old";</script>\n    <base');
    const now = withThemeScript(earlier);
    expect(now).not.toContain('"old"');
    expect(now).toContain(THEME_SCRIPT_TAG);
  });

  it('refuses a document without <head>', () => {
    expect(() => withThemeScript('<p>no head</p>')).toThrow(/no <head>/);
  });

  it('has the hash of its text as a page carries it, and no end tag inside it', () => {
    const text = /<script data-bf-theme>([\s\S]*?)<\/script>/.exec(withThemeScript(SHELL))?.[1];
    expect(text).toBe(THEME_SCRIPT);
    expect(THEME_SCRIPT_HASH).toBe(cspHash(text));
    expect(THEME_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});

describe('the theme script in a prerendered page', () => {
  it("draws the page dark from the start for a visitor who chose Dark (the visitor's entry)", async () => {
    expect(await load(PAGE, { settings: guest('Dark') })).toMatchObject({ html: 'dark', site: 'dark' });
  });

  it('follows the system with SystemDefault', async () => {
    expect(await load(PAGE, { settings: guest('SystemDefault'), systemDark: true })).toMatchObject({ html: 'dark', site: 'dark' });
    expect(await load(PAGE, { settings: guest('SystemDefault'), systemDark: false })).toMatchObject({ html: 'light', site: 'light' });
  });

  it('reads a value of the former shape (one settings object) as the visitor’s', async () => {
    expect(await load(PAGE, { settings: { UserId: null, Shell: { Theme: 'Dark' } } })).toMatchObject({ html: 'dark', site: 'dark' });
  });

  it('keeps the default Light without a choice, with Light, and with a missing, unknown or corrupted value', async () => {
    for (const settings of [
      undefined,
      guest('Light'),
      guest('Purple'),
      { guest: 'Dark' },
      { 7: { Shell: { Theme: 'Dark' } } },
      '{"guest":',
      'null',
      '[1]',
    ]) {
      expect([settings, await load(PAGE, { settings, systemDark: true })]).toMatchObject([settings, { html: 'light', site: 'light' }]);
    }
  });

  it('leaves layouts the app renders later alone (after the document is parsed)', async () => {
    const { window } = await load(PAGE, { settings: guest('Dark') });
    const later = window.document.createElement('div');
    later.className = 'bf-site';
    later.setAttribute('data-theme', 'light');
    window.document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.getAttribute('data-theme')).toBe('light');
  });
});

describe('the theme script in the shell (spa.html)', () => {
  it('sets <html data-theme> and nothing else, the app drawing its layout itself', async () => {
    const shell = withThemeScript(SHELL).replace(
      '<div id="root"></div>',
      '<div id="root"><div class="bf-site" data-theme="light"></div></div>',
    );
    expect(await load(shell, { settings: guest('Dark') })).toMatchObject({ html: 'dark', site: 'light' });
    expect(await load(withThemeScript(SHELL), {})).toMatchObject({ html: 'light' });
  });
});
