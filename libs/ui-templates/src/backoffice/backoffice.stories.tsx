import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailsList } from './details-list';
import { UserStatusBadge } from './user-status-badge';

const meta: Meta = {
  title: 'Signed in/Back office',
};
export default meta;

type Story = StoryObj;

export const UserDetails: Story = {
  render: () => (
    <DetailsList
      items={[
        ['Full name', 'Chris Client'],
        ['Email', 'client@example.com'],
        ['User type', 'Individual'],
        ['Country', 'Germany'],
        ['Tier', 'Gold'],
        ['Created', '12/03/2024'],
      ]}
    />
  ),
};

export const StatusBadges: Story = {
  render: () => (
    <p>
      <UserStatusBadge status="active" label="Active" /> <UserStatusBadge status="blocked" label="Blocked" />{' '}
      <UserStatusBadge status="archived" label="Archived" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blocked')).toHaveClass('bf-status--blocked');
    await expect(canvas.getByText('Archived')).toHaveClass('bf-status--archived');
  },
};
