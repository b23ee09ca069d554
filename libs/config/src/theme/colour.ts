import {
  clampChroma,
  converter,
  formatHex,
  interpolate,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  useMode as registerMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';

// culori's tree-shakeable entry: only the colour spaces used here (and those between them) are registered.
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeOklab);
registerMode(modeOklch);

const toOklch = converter('oklch');

/** Near-black used for text on light colours when the brand names none. */
export const DARK_TEXT = '#111418';
/** White, for text on dark colours when the brand names none. */
export const LIGHT_TEXT = '#ffffff';

/** A `#rgb` or `#rrggbb` colour as lower-case `#rrggbb`. */
export function normalizeHex(hex: string): string {
  return formatHex(hex) ?? hex;
}

/** The WCAG 2.2 contrast ratio of two colours (1 to 21), rounded down to two decimals as checkers report it. */
export function contrastRatio(a: string, b: string): number {
  return Math.floor(wcagContrast(a, b) * 100) / 100;
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return wcagContrast(LIGHT_TEXT, background) >= wcagContrast(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

function oklch(hex: string): Oklch {
  const colour = toOklch(hex);
  if (!colour) throw new Error(`not a colour: ${hex}`);
  return { mode: 'oklch', l: colour.l, c: colour.c ?? 0, h: colour.h ?? 0 };
}

function hexOf(colour: Oklch): string {
  return formatHex(clampChroma(colour, 'oklch')) ?? '#000000';
}

/** The colour with its OKLCH lightness set (0 to 1) and its chroma at most `maxChroma`, hue kept. */
export function withLightness(hex: string, lightness: number, maxChroma = Infinity): string {
  const colour = oklch(hex);
  return hexOf({ ...colour, l: Math.min(1, Math.max(0, lightness)), c: Math.min(colour.c, maxChroma) });
}

/** The colour made lighter (positive) or darker (negative) by `delta` in OKLCH lightness. */
export function shiftLightness(hex: string, delta: number): string {
  const colour = oklch(hex);
  return withLightness(hex, colour.l + delta);
}

/** OKLCH lightness of a colour (0 black to 1 white). */
export function lightnessOf(hex: string): number {
  return oklch(hex).l;
}

/** The colour `amount` of the way from `from` to `to` (mixed in OKLab, so greys stay grey). */
export function mix(from: string, to: string, amount: number): string {
  return formatHex(interpolate([from, to], 'oklab')(amount)) ?? from;
}

/**
 * The colour moved in lightness (hue kept, chroma at most `maxChroma`) until it reaches `ratio` against every
 * background, searching away from the backgrounds' lightness. Returns the closest reachable colour.
 */
export function reachContrast(hex: string, backgrounds: readonly string[], ratio: number, maxChroma = Infinity): string {
  const meets = (candidate: string) => backgrounds.every((bg) => wcagContrast(candidate, bg) >= ratio);
  const start = oklch(hex);
  const capped = hexOf({ ...start, c: Math.min(start.c, maxChroma) });
  if (meets(capped)) return capped;
  const darkBackgrounds = backgrounds.every((bg) => lightnessOf(bg) < 0.5);
  const step = darkBackgrounds ? 0.01 : -0.01;
  let candidate = capped;
  for (let l = start.l; l >= 0 && l <= 1; l += step) {
    candidate = withLightness(hex, l, maxChroma);
    if (meets(candidate)) return candidate;
  }
  return candidate;
}
