import type { Meta, StoryObj } from '@storybook/react-vite';
import { getBlogPosts, toBlogLanguage, type BlogTemplateId } from '@brokerfront/blog-content';
import { TEMPLATE_IDS, type TemplateId } from '../templates/template-id';
import { adjacentBlogPosts } from '@brokerfront/blog-content';
import { BlogArticlePage } from './blog-article-page';

/** The template and content language a story shows, from the toolbar globals. */
function fromGlobals(globals: Record<string, unknown>): {
  template: TemplateId;
  number: BlogTemplateId;
  language: ReturnType<typeof toBlogLanguage>;
} {
  const template = TEMPLATE_IDS.find((id) => id === globals['template']) ?? 'template1';
  return {
    template,
    number: Number(template.slice(-1)) as BlogTemplateId,
    language: toBlogLanguage(String(globals['language'] ?? 'en')),
  };
}

const SLUGS = ['market-overview', 'a-beginners-guide', 'forex-basics', 'online-trading-101'] as const;

interface Args {
  /** Which article to show. */
  slug: (typeof SLUGS)[number];
}

/**
 * An article of each template in each content language, with its previous/next navigation.
 * Switch template and language in the toolbar and the article with the `slug` control.
 */
const meta = {
  title: 'Blog/Article page',
  args: { slug: 'a-beginners-guide' },
  argTypes: { slug: { control: 'select', options: SLUGS } },
  render: ({ slug }, { globals }) => {
    const { template, number, language } = fromGlobals(globals);
    const posts = getBlogPosts(number, language ?? 'en');
    const post = posts.find((p) => p.slug === slug) ?? posts[0];
    const { previous, next } = adjacentBlogPosts(posts, post.slug);
    return (
      <BlogArticlePage
        template={template}
        post={post}
        previous={previous}
        next={next}
        blogHref="#blog"
        articleHref={(s) => `#blog/${s}`}
        assetBase="/"
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template1English: Story = {
  globals: { template: 'template1', language: 'en' },
};
export const Template1German: Story = {
  globals: { template: 'template1', language: 'de' },
};
export const Template1Swedish: Story = {
  globals: { template: 'template1', language: 'swe' },
};
export const Template1Spanish: Story = {
  globals: { template: 'template1', language: 'esp' },
};
export const Template2English: Story = {
  globals: { template: 'template2', language: 'en' },
};
export const Template2German: Story = {
  globals: { template: 'template2', language: 'de' },
};
export const Template2Swedish: Story = {
  globals: { template: 'template2', language: 'swe' },
};
export const Template2Spanish: Story = {
  globals: { template: 'template2', language: 'esp' },
};
export const Template2Slovenian: Story = {
  globals: { template: 'template2', language: 'svn' },
};
export const Template2Italian: Story = {
  globals: { template: 'template2', language: 'ita' },
};
export const Template3English: Story = {
  globals: { template: 'template3', language: 'en' },
};
export const Template3German: Story = {
  globals: { template: 'template3', language: 'de' },
};
export const Template3Swedish: Story = {
  globals: { template: 'template3', language: 'swe' },
};
export const Template3Spanish: Story = {
  globals: { template: 'template3', language: 'esp' },
};
export const Template4English: Story = {
  globals: { template: 'template4', language: 'en' },
};
export const Template4German: Story = {
  globals: { template: 'template4', language: 'de' },
};
export const Template4Swedish: Story = {
  globals: { template: 'template4', language: 'swe' },
};
export const Template4Spanish: Story = {
  globals: { template: 'template4', language: 'esp' },
};

/** The first article: no previous link. */
export const FirstArticle: Story = {
  args: { slug: 'market-overview' },
  globals: { template: 'template3', language: 'en' },
};
/** The last article: no next link. */
export const LastArticle: Story = {
  args: { slug: 'online-trading-101' },
  globals: { template: 'template4', language: 'de' },
};
