/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_LANGUAGES, BLOG_TEMPLATES, blogImages, getBlogPosts } from './index';

const assetsRoot = join(__dirname, '..');
const THUMB_LIMIT = 80 * 1024;
const IMAGE_LIMIT = 150 * 1024;
/** Widths of the responsive copies rendered next to each thumbnail (600 px) and body image (1200 px). */
const COPIES = { thumb: [360, 720], image: [600, 800] };

/** Width and height from the start-of-frame segment of a JPEG file. */
function jpegSize(file: Buffer): { width: number; height: number } {
  if (file[0] !== 0xff || file[1] !== 0xd8) throw new Error('not a JPEG file');
  let at = 2;
  while (at < file.length) {
    if (file[at] !== 0xff) throw new Error(`bad JPEG marker at ${at}`);
    const marker = file[at + 1];
    const length = file.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        height: file.readUInt16BE(at + 5),
        width: file.readUInt16BE(at + 7),
      };
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

const posts = BLOG_TEMPLATES.flatMap((template) => BLOG_LANGUAGES.flatMap((language) => getBlogPosts(template, language)));
const referenced = [...new Set(posts.flatMap((post) => [post.thumbnail, ...post.images.map((image) => image.src)]))].sort();

describe('blog images', () => {
  it('has a thumbnail and two full-width images for each post in the manifest, each with its responsive copies', () => {
    const expected = [1, 2, 3, 4].flatMap((n) =>
      ['image-1', 'image-2', 'thumb'].flatMap((name) => {
        const base = `assets/images/blog/post-${n}/${name}`;
        const copies = name === 'thumb' ? COPIES.thumb : COPIES.image;
        return [`${base}.jpg`, ...copies.map((width) => `${base}-${width}w.jpg`)];
      }),
    );
    expect(Object.keys(blogImages).sort()).toEqual(expected.sort());
  });

  it('references only images of the manifest', () => {
    expect(referenced.length).toBeGreaterThanOrEqual(12);
    for (const src of referenced) expect(blogImages).toHaveProperty([src]);
  });

  it.each(Object.entries(blogImages))('%s exists on disk as a JPEG of the recorded size', (src, info) => {
    const path = join(assetsRoot, src);
    const file = readFileSync(path);
    expect(statSync(path).size).toBe(info.bytes);
    expect(jpegSize(file)).toEqual({
      width: info.width,
      height: info.height,
    });
    const copy = /-(\d+)w\.jpg$/.exec(src);
    if (/\/thumb(-\d+w)?\.jpg$/.test(src)) {
      const width = copy ? Number(copy[1]) : 600;
      expect(info).toMatchObject({ width, height: (340 * width) / 600 });
      expect(info.bytes).toBeLessThan(THUMB_LIMIT);
    } else {
      const width = copy ? Number(copy[1]) : 1200;
      expect(info).toMatchObject({ width, height: (630 * width) / 1200 });
      expect(info.bytes).toBeLessThan(IMAGE_LIMIT);
    }
  });

  it('keeps the copies smaller than the file they stand for, except the larger thumbnail', () => {
    for (const [src, info] of Object.entries(blogImages)) {
      const copy = /^(.*)-(\d+)w\.jpg$/.exec(src);
      if (!copy) continue;
      const main = blogImages[`${copy[1]}.jpg`];
      expect(main).toBeDefined();
      expect(info.width / info.height).toBeCloseTo(main.width / main.height, 10);
      if (info.width < main.width) expect(info.bytes).toBeLessThan(main.bytes);
      else expect(info.bytes).toBeGreaterThan(main.bytes);
    }
  });

  it('gives every <img> in a body the width and height of its file', () => {
    for (const post of posts) {
      for (const tag of post.body.match(/<img\b[^>]*>/g) ?? []) {
        const src = /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? '';
        expect(tag).toContain(`width="${blogImages[src].width}"`);
        expect(tag).toContain(`height="${blogImages[src].height}"`);
        expect(tag).toMatch(/\salt="[^"]+"/);
      }
    }
  });
});
