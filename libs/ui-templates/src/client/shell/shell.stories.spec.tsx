import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as layoutStories from './client-layout.stories';
import * as userMenuStories from './user-menu.stories';
import * as settingsStories from './settings-form.stories';

const composed = [
  ...Object.entries(composeStories(layoutStories, jestAnnotations)).map(([name, Story]) => [`Layout/${name}`, Story.run] as const),
  ...Object.entries(composeStories(userMenuStories, jestAnnotations)).map(([name, Story]) => [`User menu/${name}`, Story.run] as const),
  ...Object.entries(composeStories(settingsStories, jestAnnotations)).map(([name, Story]) => [`Settings form/${name}`, Story.run] as const),
];

describe('client shell stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
