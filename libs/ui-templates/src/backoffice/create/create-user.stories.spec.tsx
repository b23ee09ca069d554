import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as createUserStories from './create-user.stories';

// Play functions type into whole forms: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(createUserStories, jestAnnotations)).map(
  ([name, Story]) => [`Create user/${name}`, Story.run] as const,
);

describe('Back office/Create user stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
