import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as stories from './template-layouts.stories';

const composed = composeStories(stories, jestAnnotations);

describe('layout stories', () => {
  it.each(Object.entries(composed))('%s renders and passes its play function', async (_name, Story) => {
    await Story.run();
    expect(document.querySelector('main')).not.toBeNull();
  });

  it('renders a story without play under plain Testing Library too', () => {
    const { getByRole } = render(<composed.NotFound3 />);
    expect(getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
