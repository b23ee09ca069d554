import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as stories from './file-upload.stories';

const composed = Object.entries(composeStories(stories, jestAnnotations)).map(([name, Story]) => [name, Story.run] as const);

afterEach(cleanup);

describe('file upload and scroll region stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
