import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as dateFieldStories from './date-field.stories';

// The calendar stories draw a month with its lists of months and years in jsdom.
jest.setTimeout(30_000);

const composed = Object.entries(composeStories(dateFieldStories, jestAnnotations)).map(([name, Story]) => [name, Story.run] as const);

describe('Components/Date field stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-date-field')).not.toBeNull();
  });
});
