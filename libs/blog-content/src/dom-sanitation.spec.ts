import { BLOG_ALLOWED_CLASSES, BLOG_ALLOWED_TAGS, BLOG_LANGUAGES, BLOG_TEMPLATES, getBlogPosts, isUnsafeUrl } from './index';

/**
 * A second, independent check of every body through the browser's own HTML parser (jsdom):
 * whatever the tokenizer of `sanitizeCheck` might miss, the DOM tree shows.
 */
function domIssues(body: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');
  const issues: string[] = [];
  if (doc.head.children.length > 0) issues.push('content ended up in <head>');
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    const allowed = BLOG_ALLOWED_TAGS[tag];
    if (!allowed) {
      issues.push(`<${tag}>`);
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.startsWith('on')) issues.push(`${attr.name} on <${tag}>`);
      else if (!allowed.includes(attr.name)) issues.push(`${attr.name} on <${tag}>`);
      else if ((attr.name === 'src' || attr.name === 'href') && isUnsafeUrl(attr.value)) issues.push(`${attr.name}=${attr.value}`);
    }
    for (const cls of Array.from(el.classList)) {
      if (!BLOG_ALLOWED_CLASSES[tag]?.includes(cls)) issues.push(`class ${cls} on <${tag}>`);
    }
  }
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  if (walker.nextNode()) issues.push('comment');
  return issues;
}

describe('bodies parsed by the DOM', () => {
  const bodies = BLOG_TEMPLATES.flatMap((template) =>
    BLOG_LANGUAGES.flatMap((language) =>
      getBlogPosts(template, language).map((post) => [`template ${template} ${language} ${post.slug}`, post.body] as const),
    ),
  );

  it.each(bodies)('%s has only allowed elements, attributes and URLs', (_, body) => {
    expect(domIssues(body)).toEqual([]);
  });

  it('the DOM check itself catches unsafe markup', () => {
    expect(domIssues('<p onclick="x()">a</p><script>1</script><a href="javascript:x">b</a><!-- c -->')).toEqual([
      'onclick on <p>',
      '<script>',
      'href=javascript:x',
      'comment',
    ]);
  });

  it('keeps the risk warning the last block of the article', () => {
    for (const [, body] of bodies) {
      const doc = new DOMParser().parseFromString(body, 'text/html');
      const last = doc.body.lastElementChild;
      expect(last?.tagName).toBe('P');
      expect(last?.classList.contains('blog-risk')).toBe(true);
    }
  });
});
