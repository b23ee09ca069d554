import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as permissionsStories from './permissions.stories';

// Play functions wait for the fake service's answers: room for a loaded machine.
jest.setTimeout(20_000);

const composed = Object.entries(composeStories(permissionsStories, jestAnnotations)).map(
  ([name, Story]) => [`Permissions/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/User page/Permissions stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-permissions')).not.toBeNull();
  });
});
