/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_PALETTES, THEME_TEMPLATE_IDS, type ThemePalette } from '@brokerfront/config/theme';

// The brand themes fall back to, and check contrast against, `TEMPLATE_PALETTES`: it must be what the CSS draws.
const tokens = readFileSync(join(__dirname, '../tokens/tokens.css'), 'utf8');
const palettes = readFileSync(join(__dirname, 'palettes.css'), 'utf8');

function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--bf-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

const TOKEN_OF: Record<keyof ThemePalette, string> = {
  primary: '--bf-color-primary',
  primaryText: '--bf-color-primary-contrast',
  accent: '--bf-color-accent',
  accentText: '--bf-color-accent-contrast',
  surface: '--bf-color-surface',
  surfaceAlt: '--bf-color-surface-alt',
  text: '--bf-color-text',
  textMuted: '--bf-color-text-muted',
  inverseSurface: '--bf-color-inverse-surface',
};

describe.each(THEME_TEMPLATE_IDS)('the palette of %s', (template) => {
  const light = {
    ...block(tokens, ":where(:root),\n:where([data-theme='light'])"),
    ...block(palettes, `:where(.bf-site[data-template='${template}'])`),
  };
  const dark = {
    ...block(tokens, ":where(:root),\n:where([data-theme='light'])"),
    ...block(tokens, ":where([data-theme='dark'])"),
    ...block(palettes, `:where(.bf-site[data-template='${template}'])`),
    ...block(palettes, `:where(.bf-site[data-template='${template}'][data-theme='dark'])`),
  };

  it('is the one the brand themes fall back to', () => {
    const drawn = (values: Record<string, string>) =>
      Object.fromEntries(Object.entries(TOKEN_OF).map(([name, token]) => [name, values[token]]));
    expect(TEMPLATE_PALETTES[template].light).toEqual(drawn(light));
    expect(TEMPLATE_PALETTES[template].dark).toEqual(drawn(dark));
    expect(`${TEMPLATE_PALETTES[template].radius / 16}rem`.replace(/^0rem$/, '0')).toBe(light['--bf-radius']);
  });
});
