import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as headerStories from './user-header.stories';
import * as profileStories from './user-profile.stories';

// Play functions type into forms: room for a loaded machine.
jest.setTimeout(30_000);

const composed = [
  ...Object.entries(composeStories(headerStories, jestAnnotations)).map(([name, Story]) => [`Header/${name}`, Story.run] as const),
  ...Object.entries(composeStories(profileStories, jestAnnotations)).map(([name, Story]) => [`Details/${name}`, Story.run] as const),
];

afterEach(cleanup);

describe('Back office/User page stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
