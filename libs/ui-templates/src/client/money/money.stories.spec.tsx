import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as accountsStories from './accounts.stories';
import * as dashboardStories from './dashboard.stories';
import * as withdrawalStories from './withdrawal.stories';

const composed = [
  ...Object.entries(composeStories(dashboardStories, jestAnnotations)).map(([name, Story]) => [`Dashboard/${name}`, Story.run] as const),
  ...Object.entries(composeStories(accountsStories, jestAnnotations)).map(([name, Story]) => [`Accounts/${name}`, Story.run] as const),
  ...Object.entries(composeStories(withdrawalStories, jestAnnotations)).map(([name, Story]) => [`Withdrawal/${name}`, Story.run] as const),
];

describe('Client area/Money stories', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
