/** The brand mark of a generated app: its initial on its primary colour, as the logo and the favicon. */

/** The generic font family of the initial: every device has one, and an SVG needs nothing else. */
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The first letter or digit of a brand name, upper-cased ("aurora markets" → "A"); "B" when it has none. */
export function initialOf(brandName: string): string {
  const match = /[\p{L}\p{N}]/u.exec(brandName);
  return match ? match[0].toUpperCase() : 'B';
}

export interface MarkOptions {
  initial: string;
  /** Background of the mark (the brand's primary colour). */
  background: string;
  /** Colour of the initial (chosen for contrast on the background). */
  foreground: string;
  /** Corner radius of the template, in CSS pixels of a 36 px mark (0 = square). */
  radius: number;
  /** Accessible name (the brand name); the favicon has none. */
  title?: string;
}

/** A square mark of `size` units: a rounded tile with the initial centred on it. */
export function markSvg(size: number, options: MarkOptions): string {
  const rx = Math.min(size / 2, Math.round(((options.radius * size) / 36) * 10) / 10);
  const fontSize = Math.round(size * 0.62);
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const role = options.title ? ' role="img"' : ' aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"${role}>` +
    title +
    `<rect width="${size}" height="${size}" rx="${rx}" fill="${options.background}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${escapeXml(FONT_FAMILY)}" font-size="${fontSize}" ` +
    `font-weight="700" fill="${options.foreground}">${escapeXml(options.initial)}</text>` +
    `</svg>\n`
  );
}

/** The logo shown in the header, the footer and the signed-in screens (about 36 px high). */
export const logoSvg = (options: MarkOptions) => markSvg(40, options);

/** The favicon of browser tabs (no accessible name: the page title names the site). */
export const faviconSvg = (options: MarkOptions) => markSvg(32, { ...options, title: undefined });
