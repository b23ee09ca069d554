import { composeStories } from '@storybook/react-vite';
import { jestAnnotations } from '../../../.storybook/jest-annotations';
import * as authStories from '../../auth/auth.stories';
import * as confirmEmailStories from './confirm-email.stories';
import * as passwordStories from './password.stories';
import * as signUpStories from './sign-up.stories';

// Play functions type into whole forms: room for a loaded machine.
jest.setTimeout(20_000);

const composed = [
  ...Object.entries(composeStories(signUpStories, jestAnnotations)).map(([name, Story]) => [`Sign-up/${name}`, Story.run] as const),
  ...Object.entries(composeStories(confirmEmailStories, jestAnnotations)).map(
    ([name, Story]) => [`E-mail confirmation/${name}`, Story.run] as const,
  ),
  ...Object.entries(composeStories(passwordStories, jestAnnotations)).map(
    ([name, Story]) => [`Password reset/${name}`, Story.run] as const,
  ),
  ...Object.entries(composeStories(authStories, jestAnnotations)).map(([name, Story]) => [`Sign-in screens/${name}`, Story.run] as const),
];

describe('Client area/Forms stories (and the sign-in screens)', () => {
  it.each(composed)('%s renders and passes its play function', async (_name, run) => {
    await run();
    expect(document.body.querySelector('.bf-site')).not.toBeNull();
  });
});
