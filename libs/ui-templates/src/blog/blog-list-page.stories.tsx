import type { Meta, StoryObj } from '@storybook/react-vite';
import { getBlogPosts, toBlogLanguage, type BlogTemplateId } from '@brokerfront/blog-content';
import { TEMPLATE_IDS, type TemplateId } from '../templates/template-id';
import { BlogListPage } from './blog-list-page';

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

interface Args {
  /** Show the list without articles (the empty state). */
  empty: boolean;
}

/**
 * The blog list of each template in each content language (Slovenian and Italian exist for
 * template 2 only). Switch template and language in the toolbar; images are served from
 * `libs/blog-content/assets` at `/assets/`.
 */
const meta = {
  title: 'Blog/List page',
  args: { empty: false },
  render: ({ empty }, { globals }) => {
    const { template, number, language } = fromGlobals(globals);
    const posts = empty || !language ? [] : getBlogPosts(number, language);
    return <BlogListPage template={template} posts={posts} assetBase="/" articleHref={(slug) => `#blog/${slug}`} />;
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

/** No articles in this language yet. */
export const Empty: Story = {
  args: { empty: true },
  globals: { template: 'template1', language: 'en' },
};
