import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as componentStories from './components.stories';
import * as homeStories from '../home/home.stories';
import * as iconStories from '../icons/icons.stories';

const composed = [
  ...Object.entries(composeStories(componentStories, jestAnnotations)).map(([name, Story]) => [`Components/${name}`, Story.run] as const),
  ...Object.entries(composeStories(homeStories, jestAnnotations)).map(([name, Story]) => [`Home/${name}`, Story.run] as const),
  ...Object.entries(composeStories(iconStories, jestAnnotations)).map(([name, Story]) => [`Icons/${name}`, Story.run] as const),
];

describe('component, home and icon stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
