import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as exportStories from './export.stories';

const composed = Object.entries(composeStories(exportStories, jestAnnotations)).map(
  ([name, Story]) => [`Export/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/Export stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
