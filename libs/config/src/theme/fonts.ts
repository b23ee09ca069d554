import type { ThemeFont } from '../lib/types';

/** One self-hosted font file and the characters it covers. */
export interface FontFile {
  /** File name, served from the site's `assets/fonts/` and copied there by the build from `package`. */
  file: string;
  unicodeRange: string;
}

/** A font family a theme may choose: its CSS name, the stack it falls back through, and its files. */
export interface ThemeFontFace {
  /** Name of the Fontsource package the files come from (empty for "system"). */
  package: string;
  family: string;
  /** The `font-family` value: the family first, then system fonts while it loads. */
  stack: string;
  files: FontFile[];
}

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function fontsource(id: string, family: string, fallback: string): ThemeFontFace {
  return {
    package: `@fontsource-variable/${id}`,
    family,
    stack: `'${family}', ${fallback}`,
    files: [
      { file: `${id}-latin-ext-wght-normal.woff2`, unicodeRange: LATIN_EXT },
      { file: `${id}-latin-wght-normal.woff2`, unicodeRange: LATIN },
    ],
  };
}

/** The font families of `THEME_FONTS`: Latin and Latin Extended cover every language the product ships. */
export const THEME_FONT_FACES: Readonly<Record<ThemeFont, ThemeFontFace>> = {
  system: { package: '', family: 'system-ui', stack: SYSTEM_SANS, files: [] },
  inter: fontsource('inter', 'Inter Variable', SYSTEM_SANS),
  manrope: fontsource('manrope', 'Manrope Variable', SYSTEM_SANS),
  'source-sans-3': fontsource('source-sans-3', 'Source Sans 3 Variable', SYSTEM_SANS),
  lora: fontsource('lora', 'Lora Variable', "Georgia, 'Times New Roman', serif"),
};

/** Where the build puts the font files, relative to the site root. */
export const THEME_FONTS_DIR = 'assets/fonts/';
