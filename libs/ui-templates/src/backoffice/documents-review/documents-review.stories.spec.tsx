import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as reviewStories from './documents-review.stories';

// Play functions walk through reviews with short waits: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(reviewStories, jestAnnotations)).map(
  ([name, Story]) => [`Documents review/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/Documents review stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
