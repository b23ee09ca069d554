import { minimalConfiguration } from '@brokerfront/config/testing';
import { parseSiteConfiguration, type SiteConfiguration } from '@brokerfront/config';
import { applyBrandTheme, BRAND_THEME_STYLE_ID, brandHead, brandHeadHtml, brandThemeKey } from './brand-theme';

function config(theme?: Record<string, unknown>): SiteConfiguration {
  const result = parseSiteConfiguration({ ...minimalConfiguration(), ...(theme ? { theme } : {}) });
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.config;
}

const styleOf = () => document.getElementById(BRAND_THEME_STYLE_ID);

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.ico"><link rel="icon" type="image/svg+xml" href="/favicon.svg">';
});

describe('applyBrandTheme', () => {
  it("adds the theme's style sheet and favicon to the document", async () => {
    await applyBrandTheme(config({ primary: '#0a7d4f', favicon: 'assets/brand/icon.svg' }), 'template1');
    expect(styleOf()?.textContent).toContain('--bf-color-primary:#0a7d4f');
    expect(styleOf()?.dataset['key']).toBe(brandThemeKey({ primary: '#0a7d4f', favicon: 'assets/brand/icon.svg' }, 'template1'));
    expect([...document.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/brand/icon.svg']);
  });

  it('inserts a new style element with its text already in it (a strict Content-Security-Policy checks it as inserted)', async () => {
    const appendChild = jest.spyOn(document.head, 'appendChild');
    const texts: (string | null)[] = [];
    appendChild.mockImplementation(function (this: HTMLHeadElement, node) {
      if (node instanceof HTMLStyleElement) texts.push(node.textContent);
      return HTMLElement.prototype.appendChild.call(this, node) as typeof node;
    });
    try {
      await applyBrandTheme(config({ primary: '#0a7d4f' }), 'template1');
    } finally {
      appendChild.mockRestore();
    }
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('--bf-color-primary:#0a7d4f');
  });

  it("leaves a prerendered page's style sheet as it is when it applies the same theme", async () => {
    const c = config({ primary: '#0a7d4f' });
    document.head.insertAdjacentHTML('beforeend', brandHeadHtml(await brandHead(c, 'template2')));
    const carried = styleOf() as HTMLElement;
    carried.textContent = 'carried';
    await applyBrandTheme(c, 'template2');
    expect(styleOf()).toBe(carried);
    expect(styleOf()?.textContent).toBe('carried');
  });

  it('replaces a style sheet of another theme or template', async () => {
    await applyBrandTheme(config({ primary: '#0a7d4f' }), 'template1');
    await applyBrandTheme(config({ primary: '#7e22ce' }), 'template1');
    expect(document.querySelectorAll(`#${BRAND_THEME_STYLE_ID}`)).toHaveLength(1);
    expect(styleOf()?.textContent).toContain('--bf-color-primary:#7e22ce');
    await applyBrandTheme(config({ primary: '#7e22ce' }), 'template4');
    expect(styleOf()?.textContent).toContain('--bf-t4-header-surface');
  });

  it("empties it when the configuration has no theme, and keeps the app's favicon", async () => {
    await applyBrandTheme(config({ primary: '#0a7d4f' }), 'template1');
    document.head.innerHTML = `<link rel="icon" href="/favicon.svg">${(styleOf() as HTMLElement).outerHTML}`;
    await applyBrandTheme(config(), 'template1');
    expect(styleOf()?.textContent).toBe('');
    expect([...document.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('href'))).toEqual(['/favicon.svg']);
  });
});
