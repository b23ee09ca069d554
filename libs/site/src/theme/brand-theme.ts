import type { SiteConfiguration } from '@brokerfront/config';
import type { TemplateId } from '@brokerfront/ui-templates';
import { jsonFingerprint } from '../prerender/page-data';

/** Id of the `<style>` element that applies the brand theme (written by the prerenderer, or at start-up). */
export const BRAND_THEME_STYLE_ID = 'bf-brand-theme';

/** Which theme a style element applies: a fingerprint of the configuration's theme and the template. */
export function brandThemeKey(theme: SiteConfiguration['theme'], template: TemplateId): string {
  return jsonFingerprint({ theme: theme ?? null, template });
}

/** The head elements that apply a brand theme: its style sheet and its favicon (as HTML, for the prerenderer). */
export interface BrandHead {
  key: string;
  css: string;
  favicon?: string;
}

/** The brand theme's head elements, computed from the configuration (the theme maths load with this call). */
export async function brandHead(config: Pick<SiteConfiguration, 'theme'>, template: TemplateId): Promise<BrandHead> {
  const { resolveTheme, themeCss } = await import('./theme-maths');
  const resolved = resolveTheme(config.theme, template);
  return {
    key: brandThemeKey(config.theme, template),
    css: themeCss(resolved),
    ...(resolved.favicon ? { favicon: resolved.favicon } : {}),
  };
}

/**
 * The brand head as HTML: `<style id="bf-brand-theme" data-key>` (empty when the theme sets no colour, font or
 * radius: its key still tells the browser the page carries the theme) and the favicon.
 */
export function brandHeadHtml(head: BrandHead): string {
  const parts: string[] = [];
  // The CSS comes from checked colours, numbers and names only; `<` cannot occur in it.
  parts.push(`<style id="${BRAND_THEME_STYLE_ID}" data-key="${head.key}">${head.css.replaceAll('<', '\\3c ')}</style>`);
  if (head.favicon) parts.push(`<link rel="icon" href="/${head.favicon.replace(/^\/+/, '')}">`);
  return parts.join('');
}

/**
 * Applies the configuration's brand theme to the document: its style sheet (left as it is when a prerendered page
 * already carries the same one) and its favicon. Resolves once applied, so the first render draws the brand's
 * colours. The theme maths load only when the page does not carry the theme already.
 */
export async function applyBrandTheme(
  config: Pick<SiteConfiguration, 'theme'>,
  template: TemplateId,
  doc: Document = document,
): Promise<void> {
  const key = brandThemeKey(config.theme, template);
  const existing = doc.getElementById(BRAND_THEME_STYLE_ID);
  if (existing?.dataset['key'] === key) return;
  const head = config.theme ? await brandHead(config, template) : { key, css: '' };
  // A new element gets its text before it joins the document: a style element inserted empty is checked by the
  // Content-Security-Policy with an empty text (a hash the policy does not allow) and reported as a violation.
  const style = existing ?? doc.createElement('style');
  style.id = BRAND_THEME_STYLE_ID;
  style.dataset['key'] = key;
  style.textContent = head.css;
  if (!existing) doc.head.appendChild(style);
  if ('favicon' in head && head.favicon) {
    const href = `/${head.favicon.replace(/^\/+/, '')}`;
    const icons = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];
    if (!(icons.length === 1 && icons[0].getAttribute('href') === href)) {
      for (const icon of icons) icon.remove();
      const link = doc.createElement('link');
      link.rel = 'icon';
      link.href = href;
      doc.head.appendChild(link);
    }
  }
}
