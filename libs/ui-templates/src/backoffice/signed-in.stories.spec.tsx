import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as backofficeStories from './backoffice.stories';
import * as realtimeStories from '../realtime/realtime.stories';

const composed = [
  ...Object.entries(composeStories(backofficeStories, jestAnnotations)).map(([name, Story]) => [`Back office/${name}`, Story.run] as const),
  ...Object.entries(composeStories(realtimeStories, jestAnnotations)).map(([name, Story]) => [`Live updates/${name}`, Story.run] as const),
];

describe('signed-in component stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
