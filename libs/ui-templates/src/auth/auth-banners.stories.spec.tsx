import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as delegatedStories from './delegated-session-banner.stories';
import * as reconnectingStories from './reconnecting-notice.stories';

const composed = [
  ...Object.entries(composeStories(delegatedStories, jestAnnotations)).map(
    ([name, Story]) => [`Delegated session banner/${name}`, Story.run] as const,
  ),
  ...Object.entries(composeStories(reconnectingStories, jestAnnotations)).map(
    ([name, Story]) => [`Reconnecting notice/${name}`, Story.run] as const,
  ),
];

describe('Auth banner stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
