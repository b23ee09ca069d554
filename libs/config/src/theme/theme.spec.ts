/** @jest-environment node */
import { contrastChecks, contrastRatio, readableTextOn, resolveTheme, TEMPLATE_PALETTES, themeCss, THEME_TEMPLATE_IDS } from './index';

describe('contrastRatio (WCAG 2.2 relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.47],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 3.99],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBe(ratio);
    expect(contrastRatio(b, a)).toBe(ratio);
  });

  it('picks white on dark colours and near-black on light ones', () => {
    expect(readableTextOn('#0b4f8a')).toBe('#ffffff');
    expect(readableTextOn('#ffdd00')).toBe('#111418');
  });
});

describe('resolveTheme', () => {
  it('is the template palette, setting nothing, when there is no theme', () => {
    for (const template of THEME_TEMPLATE_IDS) {
      const resolved = resolveTheme(undefined, template);
      expect(resolved.light).toMatchObject(TEMPLATE_PALETTES[template].light);
      expect(resolved.dark).toMatchObject(TEMPLATE_PALETTES[template].dark);
      expect(resolved.light.tokens).toEqual({});
      expect(resolved.dark.tokens).toEqual({});
      expect(themeCss(resolved)).toBe('');
    }
  });

  it('falls back to the template for every colour the theme leaves out', () => {
    const resolved = resolveTheme({ primary: '#0A5' }, 'template2');
    expect(resolved.light.primary).toBe('#00aa55');
    expect(resolved.light.accent).toBe(TEMPLATE_PALETTES.template2.light.accent);
    expect(resolved.light.surface).toBe(TEMPLATE_PALETTES.template2.light.surface);
    expect(resolved.light.tokens).not.toHaveProperty('--bf-color-accent');
    expect(resolved.light.tokens).not.toHaveProperty('--bf-color-surface');
  });

  it('chooses readable text on the brand colours when the theme names none', () => {
    const resolved = resolveTheme({ primary: '#ffdd00', accent: '#0b4f8a' }, 'template1');
    expect(resolved.light.primaryText).toBe('#111418');
    expect(resolved.light.accentText).toBe('#ffffff');
    expect(resolveTheme({ primary: '#ffdd00', primaryText: '#333333' }, 'template1').light.primaryText).toBe('#333333');
  });

  it('derives a dark palette of the same hue that reads on the dark surfaces', () => {
    const resolved = resolveTheme({ primary: '#0b4f8a', accent: '#c9a227' }, 'template1');
    const dark = resolved.dark;
    expect(dark.primary).not.toBe(resolved.light.primary);
    expect(contrastRatio(dark.primary, dark.surface)).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(dark.primary, dark.surfaceAlt)).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(dark.primaryText, dark.primary)).toBeGreaterThanOrEqual(4.5);
    expect(dark.tokens['--bf-color-primary']).toBe(dark.primary);
    // Same hue: blue stays blue (more blue than red).
    const [r, , b] = [1, 3, 5].map((i) => parseInt(dark.primary.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r);
  });

  it('derives a dark accent that reads as text on the dark surfaces (some templates write eyebrows in it)', () => {
    const dark = resolveTheme({ accent: '#c2410c' }, 'template3').dark;
    expect(contrastRatio(dark.accent, dark.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.accent, dark.surfaceAlt)).toBeGreaterThanOrEqual(4.5);
  });

  it('derives dark surfaces from a light surface the theme gives, and keeps the dark colours it gives', () => {
    const resolved = resolveTheme({ surface: '#fdf8ee', dark: { primary: '#99ccff' } }, 'template3');
    expect(resolved.dark.primary).toBe('#99ccff');
    expect(resolved.dark.surface).not.toBe(TEMPLATE_PALETTES.template3.dark.surface);
    expect(contrastRatio(resolved.dark.text, resolved.dark.surface)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(resolved.light.textMuted, resolved.light.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the primary colour's hover state readable on the page", () => {
    const resolved = resolveTheme({ primary: '#2f6fb0' }, 'template1');
    expect(contrastRatio(resolved.light.primaryStrong, resolved.light.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives template 4 a header gradient of the brand colours with readable text', () => {
    const resolved = resolveTheme({ primary: '#0a7d4f', accent: '#e0b000' }, 'template4');
    const t = resolved.light.tokens;
    expect(contrastRatio(t['--bf-t4-header-text'], t['--bf-t4-header-surface'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--bf-t4-header-text'], t['--bf-t4-gradient-end'])).toBeGreaterThanOrEqual(4.5);
    expect(resolveTheme({ primary: '#0a7d4f' }, 'template1').light.tokens).not.toHaveProperty('--bf-t4-header-surface');
  });
});

describe('contrastChecks', () => {
  it("passes every template's own palette", () => {
    for (const template of THEME_TEMPLATE_IDS) {
      expect(contrastChecks(resolveTheme(undefined, template)).filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('names a low-contrast primary colour, in the variant, with both colours and the ratios', () => {
    const failures = contrastChecks(resolveTheme({ primary: '#ffdd00', primaryText: '#ffffff' }, 'template1')).filter((c) => !c.ok);
    expect(failures).toContainEqual(
      expect.objectContaining({
        variant: 'light',
        pair: 'text on the primary colour (buttons)',
        foreground: '#ffffff',
        background: '#ffdd00',
        ratio: 1.34,
        required: 4.5,
        fromTheme: true,
      }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({ variant: 'light', pair: 'links (the primary colour) on the page background' }),
    );
    expect(failures.every((c) => c.fromTheme)).toBe(true);
  });

  it('checks text in the accent colour where the template writes it', () => {
    const pale = { accent: '#f2a900' };
    const eyebrow = (template: 'template1' | 'template2' | 'template3') =>
      contrastChecks(resolveTheme(pale, template)).filter((c) => c.pair.startsWith('text in the accent colour') && c.variant === 'light');
    expect(eyebrow('template3')).toEqual([expect.objectContaining({ ok: false, required: 4.5, fromTheme: true })]);
    expect(eyebrow('template2')).toEqual([
      expect.objectContaining({ ok: true, background: TEMPLATE_PALETTES.template2.light.inverseSurface }),
    ]);
    expect(eyebrow('template1')).toEqual([]);
  });

  it('holds controls to 3:1 and text to 4.5:1', () => {
    const checks = contrastChecks(resolveTheme({ primary: '#0b4f8a' }, 'template1'));
    expect(new Set(checks.map((c) => c.required))).toEqual(new Set([3, 4.5]));
    expect(checks.find((c) => c.pair.startsWith('the primary colour as a control'))?.required).toBe(3);
  });
});

describe('themeCss', () => {
  it('sets the brand tokens on the site and the page canvas, light and dark, over the template and the app', () => {
    const css = themeCss(resolveTheme({ primary: '#0b4f8a', radius: 12 }, 'template1'));
    expect(css).toContain('html[data-theme],html .bf-site{--bf-color-primary:#0b4f8a;');
    expect(css).toContain('--bf-radius:0.75rem;--bf-radius-lg:1.5rem');
    expect(css).toMatch(/html\[data-theme='dark'\],html \.bf-site\[data-theme='dark'\]\{--bf-color-primary:#[0-9a-f]{6};/);
  });

  it('declares the chosen self-hosted fonts and puts them first in the stacks', () => {
    const css = themeCss(resolveTheme({ font: 'inter', headingFont: 'lora' }, 'template2'), { base: '/brand/' });
    expect(css).toContain("@font-face{font-family:'Inter Variable'");
    expect(css).toContain('src:url(/brand/assets/fonts/inter-latin-wght-normal.woff2)');
    expect(css).toContain("@font-face{font-family:'Lora Variable'");
    expect(css).toContain("--bf-font-body:'Inter Variable', system-ui");
    expect(css).toContain("--bf-font-heading:'Lora Variable', Georgia");
  });

  it('downloads nothing for the system font', () => {
    const css = themeCss(resolveTheme({ font: 'system' }, 'template1'));
    expect(css).not.toContain('@font-face');
    expect(css).toContain('--bf-font-body:system-ui');
  });
});
