import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import { expectNoSeriousAxeIssues } from './testing/backoffice-testing';
import * as userPageStories from './user-page.stories';

// Play functions open dialogs and wait for the fake service: room for a loaded machine.
jest.setTimeout(30_000);

const composed = Object.entries(composeStories(userPageStories, jestAnnotations)).map(
  ([name, Story]) => [`User page/${name}`, Story.run] as const,
);

afterEach(cleanup);

describe('Back office/User page stories', () => {
  it('has a story for every state of the page', () => {
    expect(composed.map(([name]) => name)).toEqual(
      expect.arrayContaining(
        ['Loading', 'Error', 'NotFound', 'Client', 'Blocked', 'Archived', 'OwnRecord', 'ReadOnly', 'Employee', 'Phone'].map(
          (name) => `User page/${name}`,
        ),
      ),
    );
  });

  it.each(composed)('%s renders, passes its play function and has no serious or critical axe issue', async (_name, run) => {
    await run();
    const site = document.body.querySelector('.bf-site');
    expect(site).not.toBeNull();
    await expectNoSeriousAxeIssues(document.body, { withoutCanvas: true });
  });
});
