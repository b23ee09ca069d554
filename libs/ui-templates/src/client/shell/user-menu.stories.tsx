import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_AVATAR, SAMPLE_USER } from './shell-fixtures';
import { UserMenu } from './user-menu';

/** The user menu of the top bar (shown here on its own, right-aligned as in the bar). */
const meta = {
  title: 'Client area/Shell/User menu',
  component: UserMenu,
  args: { user: SAMPLE_USER, profileHref: '/account/profile', settingsHref: '/account/settings', onSignOut: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', padding: 'var(--bf-space-4)', minHeight: '22rem' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials without a picture; opens with the keyboard and closes with Escape. */
export const WithInitials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Chris Client/ });
    await expect(button).toHaveTextContent('CC');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** With the user's picture, open. */
export const WithAvatarOpen: Story = {
  args: { user: { ...SAMPLE_USER, avatarUrl: SAMPLE_AVATAR } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Chris Client/ });
    await expect(button.querySelector('img')).toHaveAttribute('src', SAMPLE_AVATAR);
    await userEvent.click(button);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
