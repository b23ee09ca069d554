/** An ISO date ('2023-09-17') for `<time dateTime>` from a day/month/year text; undefined when it is not one. */
export function blogIsoDate(date: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/**
 * An image path of the content as the page should request it: content paths are relative to the
 * site root ('assets/images/…'), so they are prefixed with `assetBase` ('/' in the site, a
 * Storybook static folder in stories). Absolute URLs and root paths are kept.
 */
export function blogAssetUrl(src: string, assetBase = ''): string {
  if (!assetBase || /^([a-z][a-z\d+\-.]*:|\/)/i.test(src)) return src;
  return `${assetBase.endsWith('/') ? assetBase : `${assetBase}/`}${src}`;
}

/** The body HTML with every relative `src` of its images prefixed with `assetBase`. */
export function withAssetBase(html: string, assetBase = ''): string {
  if (!assetBase) return html;
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]+)"/gi, (_, start: string, src: string) => `${start}${blogAssetUrl(src, assetBase)}"`);
}
