/** @jest-environment node */
import { BLOG_LANGUAGES, BLOG_TEMPLATES, bodyImageSources, countWords, getBlogPosts, isUnsafeUrl, sanitizeCheck } from './index';

const messages = (html: string) => sanitizeCheck(html).map((issue) => issue.message);

describe('sanitizeCheck on the bundled posts', () => {
  const bodies = BLOG_TEMPLATES.flatMap((template) =>
    BLOG_LANGUAGES.flatMap((language) =>
      getBlogPosts(template, language).map((post) => [`template ${template} ${language} ${post.slug}`, post.body] as const),
    ),
  );

  it('covers every collection', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(16);
  });

  it.each(bodies)('%s holds only allowed tags and attributes', (_, body) => {
    expect(sanitizeCheck(body)).toEqual([]);
  });
});

describe('sanitizeCheck rejects', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<script> is not allowed'],
    ['an upper-case script element', '<SCRIPT src="x.js"></SCRIPT>', '<script> is not allowed'],
    ['an iframe', '<iframe src="https://example.com"></iframe>', '<iframe> is not allowed'],
    ['a style element', '<style>p{}</style>', '<style> is not allowed'],
    ['an event handler', '<p onclick="steal()">Hi</p>', 'event handler attribute "onclick" on <p>'],
    [
      'an event handler on an image',
      '<img src="assets/images/blog/post-1/image-1.jpg" alt="" width="1" height="1" onerror="x()">',
      'event handler attribute "onerror" on <img>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'unsafe URL in href of <a>: javascript:alert(1)'],
    [
      'an encoded javascript: link',
      '<a href="jav&#x09;ascript&colon;alert(1)">x</a>',
      'unsafe URL in href of <a>: jav&#x09;ascript&colon;alert(1)',
    ],
    [
      'a data: image',
      '<img src="data:image/png;base64,AAA" alt="" width="1" height="1">',
      'unsafe URL in src of <img>: data:image/png;base64,AAA',
    ],
    ['an unknown attribute', '<p style="color:red">x</p>', 'attribute "style" is not allowed on <p>'],
    ['an unknown class', '<p class="evil">x</p>', 'class "evil" is not allowed on <p>'],
    [
      'an image from elsewhere',
      '<img src="https://cdn.example.com/a.jpg" alt="" width="1" height="1">',
      'image outside assets/images/blog/post-{n}/image-{k}.jpg: https://cdn.example.com/a.jpg',
    ],
    ['an image without a size', '<img src="assets/images/blog/post-1/image-1.jpg" alt="x">', '<img> needs width'],
    ['an image without alt text', '<img src="assets/images/blog/post-1/image-1.jpg" width="1" height="1">', '<img> needs alt'],
    ['a comment', '<p>x</p><!-- <script> -->', 'HTML comments are not allowed'],
    ['an unclosed element', '<p><strong>x</p>', '</p> closes <strong>'],
    ['a stray closing tag', '<p>x</p></div>', '</div> without an opening tag'],
    [
      'markup that is not a tag',
      '<p>1 <2</p><svg/onload=alert(1)>',
      'unexpected "<": write &lt; for a literal less-than sign or fix the tag',
    ],
    ['a plain http link', '<a href="http://example.com">x</a>', 'link must be https, site-relative or an anchor: http://example.com'],
  ])('%s', (_, html, message) => {
    expect(messages(html)).toContain(message);
  });

  it('accepts the documented building blocks', () => {
    const body = `
<h2>Title</h2><h3>Sub</h3><p>Text <strong>bold</strong> <em>it</em> <a href="https://example.com" rel="noopener" target="_blank">link</a><br></p>
<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>
<figure class="blog-figure"><img src="assets/images/blog/post-2/image-1.jpg" alt="A chart" width="1200" height="630" loading="lazy"><figcaption>c</figcaption></figure>
<div class="blog-highlight"><img src="assets/images/blog/post-2/image-2.jpg" alt="" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">h</p></div>
<p class="blog-risk">r</p>`;
    expect(sanitizeCheck(body)).toEqual([]);
  });
});

describe('helpers', () => {
  it('detects unsafe URLs however they are written', () => {
    expect(isUnsafeUrl(' JavaScript:alert(1)')).toBe(true);
    expect(isUnsafeUrl('java\nscript:x')).toBe(true);
    expect(isUnsafeUrl('&#106;avascript:x')).toBe(true);
    expect(isUnsafeUrl('vbscript:x')).toBe(true);
    expect(isUnsafeUrl('https://example.com/javascript:')).toBe(false);
    expect(isUnsafeUrl('assets/images/blog/post-1/image-1.jpg')).toBe(false);
  });

  it('lists body images in order', () => {
    expect(bodyImageSources('<img alt="" src="a.jpg"><p>x</p><img src="b.jpg" alt="">')).toEqual(['a.jpg', 'b.jpg']);
  });

  it('counts visible words only', () => {
    expect(countWords('<p>One <strong>two</strong> three &amp; – four.</p><img src="x" alt="not counted">')).toBe(4);
  });
});
