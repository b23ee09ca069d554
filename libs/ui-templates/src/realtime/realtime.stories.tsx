import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionIndicator, type LiveConnectionState } from './connection-indicator';
import { NetworkErrorBanner, SubscribeFailedBanner } from './network-error-banner';

const meta: Meta = {
  title: 'Signed in/Live updates',
};
export default meta;

type Story = StoryObj;

const states: LiveConnectionState[] = ['Connected', 'Connecting', 'Reconnecting', 'Disconnecting', 'Disconnected'];

export const ConnectionStates: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', display: 'grid', gap: '0.75rem', padding: 0 }}>
      {states.map((state) => (
        <li key={state}>
          <ConnectionIndicator state={state} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses).toHaveLength(states.length);
    await expect(statuses[0]).toHaveAttribute('data-state', 'Connected');
  },
};

export const NetworkErrorReconnecting: Story = {
  render: () => <NetworkErrorBanner outage="reconnecting" onReconnect={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/network error/i)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NetworkErrorStopped: Story = {
  render: () => <NetworkErrorBanner outage="stopped" onReconnect={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/live updates stopped/i)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  },
};

export const NetworkErrorHidden: Story = {
  render: () => <NetworkErrorBanner outage={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/network error/i)).not.toBeInTheDocument();
  },
};

export const SubscribeFailedShown: Story = {
  render: () => <SubscribeFailedBanner visible />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/failed to subscribe/i);
  },
};
