import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as articleStories from './blog-article-page.stories';
import * as listStories from './blog-list-page.stories';

const lists = composeStories(listStories, jestAnnotations);
const articles = composeStories(articleStories, jestAnnotations);

describe('blog list stories', () => {
  it.each(Object.entries(lists).filter(([name]) => name !== 'Empty'))(
    '%s shows four articles in its template and language',
    async (name, Story) => {
      await Story.run();
      const [, template, language] = /^Template(\d)(\w+)$/.exec(name) ?? [];
      expect(document.querySelector(`.bf-blog--template${template}`)).not.toBeNull();
      const cards = within(document.body).getAllByRole('article');
      expect(cards).toHaveLength(4);
      if (language !== 'English') expect(screen.queryByText(/min read$/)).toBeNull();
    },
  );

  it('Empty shows the empty state', async () => {
    await lists.Empty.run();
    expect(screen.getByText('There are no articles yet. Please check back soon.')).toBeInTheDocument();
  });
});

describe('blog article stories', () => {
  it.each(Object.entries(articles))('%s shows an article with its navigation', async (_name, Story) => {
    await Story.run();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getAllByRole('link').length).toBeGreaterThanOrEqual(2);
  });
});
