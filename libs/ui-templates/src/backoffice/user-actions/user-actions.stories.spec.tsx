import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as userActionsStories from './user-actions.stories';

// Play functions walk through calls with short waits: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(userActionsStories, jestAnnotations)).map(
  ([name, Story]) => [`User actions/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/User actions stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
