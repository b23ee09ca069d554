import type { TemplateId } from '../templates/template-id';
import { blogAssetUrl } from './blog-format';

/**
 * Widths of the copies that `@brokerfront/blog-content` ships next to each of its pictures
 * (`tools/blog-images` draws them from the same vectors, with the same aspect ratio): a thumbnail
 * is `thumb.jpg` (600 px) with `thumb-360w.jpg` and `thumb-720w.jpg`; a body picture is
 * `image-{k}.jpg` (1200 px) with `image-{k}-600w.jpg` and `image-{k}-800w.jpg`.
 */
export const BLOG_IMAGE_WIDTHS = {
  thumb: { main: 600, copies: [360, 720] },
  image: { main: 1200, copies: [600, 800] },
} as const;

/** A picture of the content lib: `assets/images/blog/post-{n}/thumb.jpg` or `…/image-{k}.jpg`. */
const CONTENT_IMAGE = /^(assets\/images\/blog\/post-\d+\/(thumb|image-\d+))\.jpg$/;

/**
 * The `srcset` of a picture of the content lib: its copies and itself, by width, with `assetBase`
 * prefixed like `src`; undefined for any other image (it has no copies).
 */
export function blogImageSrcSet(src: string, assetBase = ''): string | undefined {
  const match = CONTENT_IMAGE.exec(src);
  if (!match) return undefined;
  const widths = BLOG_IMAGE_WIDTHS[match[2] === 'thumb' ? 'thumb' : 'image'];
  return [...widths.copies.map((width) => ({ width, path: `${match[1]}-${width}w.jpg` })), { width: widths.main, path: src }]
    .sort((a, b) => a.width - b.width)
    .map(({ width, path }) => `${blogAssetUrl(path, assetBase)} ${width}w`)
    .join(', ');
}

/*
 * `sizes`: the width each picture takes in the template's layout (blog.css, the containers of
 * tokens/base.css and components.css, template 3's 17rem sidebar and 3rem padding from 64rem), so
 * that the browser fetches the smallest copy that is sharp at the screen's pixel density. Phones:
 * the page less its gutters (4vw each side); `--bf-max-width` caps the list, the 44rem narrow
 * column the article.
 */

/** Cards in a grid of 18rem columns (1.5rem gaps): one column, two from 41rem, three from 61rem. */
const GRID_CARD =
  '(min-width: 76rem) 23rem, (min-width: 61rem) calc((100vw - 7rem) / 3), (min-width: 50rem) calc((100vw - 5.5rem) / 2), (min-width: 41rem) calc((92vw - 1.5rem) / 2), 92vw';

const CARD_SIZES: Record<TemplateId, string> = {
  template1: GRID_CARD,
  /** A reading list: from 40rem the picture takes 2 of 5 parts beside the text (2rem apart). */
  template2: '(min-width: 76rem) 28rem, (min-width: 50rem) calc((100vw - 6rem) * 0.4), (min-width: 40rem) calc((92vw - 2rem) * 0.4), 92vw',
  /** The grid beside the sidebar from 64rem: two columns, three from 80rem. */
  template3:
    '(min-width: 89rem) 21rem, (min-width: 80rem) calc((100vw - 26rem) / 3), (min-width: 64rem) calc((100vw - 24.5rem) / 2), (min-width: 61rem) calc((100vw - 7rem) / 3), (min-width: 50rem) calc((100vw - 5.5rem) / 2), (min-width: 41rem) calc((92vw - 1.5rem) / 2), 92vw',
  template4: GRID_CARD,
};

/** Template 3's first card spans the grid from 48rem, its picture 3 of 5 parts inside the card's padding. */
const FEATURED_CARD_SIZES =
  '(min-width: 89rem) 36.6rem, (min-width: 64rem) calc((100vw - 28rem) * 0.6), (min-width: 50rem) calc((100vw - 9rem) * 0.6), (min-width: 48rem) calc((92vw - 5rem) * 0.6), (min-width: 41rem) calc((92vw - 1.5rem) / 2), 92vw';

/** The `sizes` of the thumbnail of the card at `index` in the template's blog list. */
export function blogCardImageSizes(template: TemplateId, index: number): string {
  return template === 'template3' && index === 0 ? FEATURED_CARD_SIZES : CARD_SIZES[template];
}

/** The narrow column: 44rem; in template 3 beside the sidebar, 42rem (its 3rem padding). */
const COLUMN = '(min-width: 48rem) 44rem, 92vw';
const T3_COLUMN = '(min-width: 65rem) 42rem, (min-width: 64rem) calc(100vw - 23rem), (min-width: 48rem) 44rem, 92vw';

/** The `sizes` of the article's lead picture and of full-width figures in its body. */
export function blogArticleImageSizes(template: TemplateId): string {
  return template === 'template3' ? T3_COLUMN : COLUMN;
}

/** The `sizes` of a body picture beside a highlighted text: half the block from 48rem, the block less its padding below. */
export function blogHighlightImageSizes(template: TemplateId): string {
  return template === 'template3'
    ? '(min-width: 64rem) 18.75rem, (min-width: 48rem) 19.75rem, calc(92vw - 3rem)'
    : '(min-width: 48rem) 19.75rem, calc(92vw - 3rem)';
}

/**
 * The body HTML as the article page inserts it: every image of the content lib gets its `srcset`
 * and `sizes` (by its place: a figure or beside a highlighted text) and `decoding="async"`, and
 * every relative `src` is prefixed with `assetBase`. Other markup is left as it is.
 */
export function blogBodyHtml(html: string, template: TemplateId, assetBase = ''): string {
  return html.replace(
    /<img\b([^>]*?)\ssrc="([^"]+)"([^>]*)>/gi,
    (tag: string, before: string, src: string, after: string, offset: number) => {
      const attributes = `${before} ${after}`;
      const srcSet = blogImageSrcSet(src, assetBase);
      const beside = /class="blog-highlight"[^<]*>\s*$/.test(html.slice(Math.max(0, offset - 80), offset));
      const sizes = beside ? blogHighlightImageSizes(template) : blogArticleImageSizes(template);
      const added = [
        /\sdecoding=/i.test(attributes) ? '' : ' decoding="async"',
        srcSet && !/\ssrcset=/i.test(attributes) ? ` srcset="${srcSet}" sizes="${sizes}"` : '',
      ].join('');
      return `<img${added}${before} src="${blogAssetUrl(src, assetBase)}"${after}>`;
    },
  );
}
