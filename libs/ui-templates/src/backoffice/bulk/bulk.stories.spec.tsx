import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as bulkStories from './bulk.stories';

// Play functions walk through runs with short waits: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(bulkStories, jestAnnotations)).map(
  ([name, Story]) => [`Bulk actions/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/Bulk actions stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
