import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as listStories from './list.stories';

const composed = Object.entries(composeStories(listStories, jestAnnotations)).map(([name, Story]) => [name, Story.run] as const);

describe('Back office/Users list stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
