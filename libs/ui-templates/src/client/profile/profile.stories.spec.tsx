import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as documentsStories from './documents.stories';
import * as profileStories from './profile.stories';

const composed = [
  ...Object.entries(composeStories(profileStories, jestAnnotations)).map(([name, Story]) => [`Profile/${name}`, Story.run] as const),
  ...Object.entries(composeStories(documentsStories, jestAnnotations)).map(([name, Story]) => [`Documents/${name}`, Story.run] as const),
];

afterEach(cleanup);

describe('Client area/Profile stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
