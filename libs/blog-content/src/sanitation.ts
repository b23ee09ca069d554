/**
 * Allow-list for blog bodies and a dependency-free checker that runs in Node and in the browser.
 * Bodies are bundled with the site and rendered as HTML, so every post must pass `sanitizeCheck`
 * (the lib's tests run it over every body of every template and language).
 */

/** Elements a body may contain, with the attributes each one may carry. */
export const BLOG_ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  h2: [],
  h3: [],
  p: ['class'],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  blockquote: [],
  figure: ['class'],
  figcaption: [],
  div: ['class'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  a: ['href', 'rel', 'target'],
  br: [],
};

/** Class names a body may use, per element. */
export const BLOG_ALLOWED_CLASSES: Readonly<Record<string, readonly string[]>> = {
  p: ['blog-highlight__text', 'blog-risk'],
  figure: ['blog-figure'],
  div: ['blog-highlight'],
};

/** Elements without a closing tag. */
const VOID_TAGS = new Set(['img', 'br']);

/** Where body images must live: `assets/images/blog/post-{n}/image-{k}.jpg`, n = 1..4, k = 1 or 2. */
export const BLOG_IMAGE_PATTERN = /^assets\/images\/blog\/post-[1-4]\/image-[12]\.jpg$/;

/** One reason a body is rejected. */
export interface SanitationIssue {
  /** Offset of the offending markup in the body. */
  at: number;
  message: string;
}

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');
}

/** True for URLs that would run code or embed content: `javascript:`, `vbscript:`, `data:`. */
export function isUnsafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme.
  const compact = decodeEntities(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase();
  return /^(javascript|vbscript|data):/.test(compact);
}

function checkAttribute(tag: string, name: string, value: string | undefined, at: number, issues: SanitationIssue[]): void {
  if (name.startsWith('on')) {
    issues.push({
      at,
      message: `event handler attribute "${name}" on <${tag}>`,
    });
    return;
  }
  if (!BLOG_ALLOWED_TAGS[tag]?.includes(name)) {
    issues.push({
      at,
      message: `attribute "${name}" is not allowed on <${tag}>`,
    });
    return;
  }
  const v = value ?? '';
  if ((name === 'src' || name === 'href') && isUnsafeUrl(v)) {
    issues.push({ at, message: `unsafe URL in ${name} of <${tag}>: ${v}` });
    return;
  }
  if (name === 'class') {
    for (const cls of v.split(/\s+/).filter(Boolean)) {
      if (!BLOG_ALLOWED_CLASSES[tag]?.includes(cls))
        issues.push({
          at,
          message: `class "${cls}" is not allowed on <${tag}>`,
        });
    }
  }
  if (tag === 'img' && name === 'src' && !BLOG_IMAGE_PATTERN.test(v)) {
    issues.push({
      at,
      message: `image outside assets/images/blog/post-{n}/image-{k}.jpg: ${v}`,
    });
  }
  if (tag === 'img' && (name === 'width' || name === 'height') && !/^[1-9]\d*$/.test(v)) {
    issues.push({
      at,
      message: `${name} of <img> must be a whole number of pixels: ${v}`,
    });
  }
  if (tag === 'img' && name === 'loading' && v !== 'lazy' && v !== 'eager') {
    issues.push({
      at,
      message: `loading of <img> must be lazy or eager: ${v}`,
    });
  }
  if (tag === 'a' && name === 'href' && !/^(https:\/\/|\/|#|[a-z0-9-]+(\/|$))/i.test(v)) {
    issues.push({
      at,
      message: `link must be https, site-relative or an anchor: ${v}`,
    });
  }
  if (tag === 'a' && name === 'target' && v !== '_blank') {
    issues.push({ at, message: `target of <a> must be _blank: ${v}` });
  }
}

/**
 * Checks a body against the allow-list: only the tags of `BLOG_ALLOWED_TAGS` with their
 * attributes, no event handlers, no `javascript:`/`data:` URLs, no comments, no raw `<`,
 * images only from the blog folders with `alt`, `width` and `height`, and properly nested tags.
 * Returns the issues found; an empty list means the body is safe to render.
 */
export function sanitizeCheck(html: string): SanitationIssue[] {
  const issues: SanitationIssue[] = [];
  const open: { tag: string; at: number }[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      issues.push({ at: lt, message: 'HTML comments are not allowed' });
      const end = html.indexOf('-->', lt);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      issues.push({
        at: lt,
        message: `unexpected "<": write &lt; for a literal less-than sign or fix the tag`,
      });
      i = lt + 1;
      continue;
    }
    const [whole, closing, rawName, attributes] = match;
    const tag = rawName.toLowerCase();
    i = lt + whole.length;
    if (!(tag in BLOG_ALLOWED_TAGS)) {
      issues.push({ at: lt, message: `<${tag}> is not allowed` });
      continue;
    }
    if (closing) {
      if (VOID_TAGS.has(tag)) {
        issues.push({ at: lt, message: `</${tag}> closes a void element` });
        continue;
      }
      const top = open.pop();
      if (!top || top.tag !== tag) {
        issues.push({
          at: lt,
          message: top ? `</${tag}> closes <${top.tag}>` : `</${tag}> without an opening tag`,
        });
        if (top) open.push(top);
      }
      continue;
    }
    const seen = new Set<string>();
    for (const attr of attributes.matchAll(ATTRIBUTE)) {
      const name = attr[1].toLowerCase();
      if (seen.has(name))
        issues.push({
          at: lt,
          message: `attribute "${name}" repeated on <${tag}>`,
        });
      seen.add(name);
      checkAttribute(tag, name, attr[2] ?? attr[3] ?? attr[4], lt, issues);
    }
    if (tag === 'img') {
      for (const required of ['src', 'alt', 'width', 'height']) {
        if (!seen.has(required)) issues.push({ at: lt, message: `<img> needs ${required}` });
      }
    }
    if (!VOID_TAGS.has(tag)) open.push({ tag, at: lt });
  }
  for (const left of open) issues.push({ at: left.at, message: `<${left.tag}> is never closed` });
  return issues;
}

/** The `src` of every `<img>` of a body, in order. */
export function bodyImageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
}

/** Visible words of a body (tags removed). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
