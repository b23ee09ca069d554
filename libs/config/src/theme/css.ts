import type { ThemeFont } from '../lib/types';
import { THEME_FONT_FACES, THEME_FONTS_DIR } from './fonts';
import type { ResolvedTheme } from './types';

/** Options of {@link themeCss}. */
export interface ThemeCssOptions {
  /** Address of the site root the font files are under (default `/`). */
  base?: string;
}

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

function fontFaces(font: ThemeFont, base: string): string {
  const face = THEME_FONT_FACES[font];
  return face.files
    .map(
      ({ file, unicodeRange }) =>
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:100 900;` +
        `src:url(${base}${THEME_FONTS_DIR}${file}) format('woff2');unicode-range:${unicodeRange}}`,
    )
    .join('\n');
}

/**
 * The style sheet that applies a resolved theme over the template's own design: the tokens the theme sets, on the
 * site's root element and the page canvas, light and dark, and the `@font-face` rules of its fonts. Empty when the
 * theme sets nothing. Its selectors outweigh the template's palette and an app's `styles.css`.
 */
export function themeCss(theme: ResolvedTheme, options: ThemeCssOptions = {}): string {
  const base = options.base ?? '/';
  const shared: Record<string, string> = {};
  if (theme.radius !== undefined) {
    shared['--bf-radius'] = `${theme.radius / 16}rem`;
    shared['--bf-radius-lg'] = `${(theme.radius * 2) / 16}rem`;
  }
  if (theme.font) shared['--bf-font-body'] = THEME_FONT_FACES[theme.font].stack;
  if (theme.headingFont) shared['--bf-font-heading'] = THEME_FONT_FACES[theme.headingFont].stack;
  const light = { ...theme.light.tokens, ...shared };
  const dark = theme.dark.tokens;
  const rules: string[] = [];
  const fonts = [...new Set([theme.font, theme.headingFont].filter((f): f is ThemeFont => f !== undefined))];
  for (const font of fonts) {
    const faces = fontFaces(font, base);
    if (faces) rules.push(faces);
  }
  if (Object.keys(light).length > 0) rules.push(`html[data-theme],html .bf-site{${declarations(light)}}`);
  if (Object.keys(dark).length > 0) rules.push(`html[data-theme='dark'],html .bf-site[data-theme='dark']{${declarations(dark)}}`);
  return rules.join('\n');
}
