import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as builderStories from './query-builder.stories';

const composed = Object.entries(composeStories(builderStories, jestAnnotations)).map(([name, Story]) => [name, Story.run] as const);

describe('Back office/Query builder stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-qb')).not.toBeNull();
  });
});
