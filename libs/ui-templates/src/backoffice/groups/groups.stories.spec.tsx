import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as groupsStories from './groups.stories';

// Play functions type into dialogs: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(groupsStories, jestAnnotations)).map(
  ([name, Story]) => [`Employee groups/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/Employee groups stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
