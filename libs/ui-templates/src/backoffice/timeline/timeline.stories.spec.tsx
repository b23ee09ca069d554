import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as timelineStories from './timeline.stories';

// Play functions type and wait for short fake posts: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(timelineStories, jestAnnotations)).map(
  ([name, Story]) => [`Timeline/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/Timeline stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
