import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReconnectingNotice } from './reconnecting-notice';

const meta: Meta<typeof ReconnectingNotice> = {
  title: 'Auth/Reconnecting notice',
  component: ReconnectingNotice,
  args: { reconnecting: true },
};
export default meta;

type Story = StoryObj<typeof ReconnectingNotice>;

/** A token refresh failed for a transient reason and is being retried. */
export const Reconnecting: Story = {};

/** All is well: the live region stays in the page, empty. */
export const Connected: Story = { args: { reconnecting: false } };
