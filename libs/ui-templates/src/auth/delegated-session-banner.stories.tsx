import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DelegatedSessionBanner } from './delegated-session-banner';

const meta: Meta<typeof DelegatedSessionBanner> = {
  title: 'Auth/Delegated session banner',
  component: DelegatedSessionBanner,
  args: {
    labels: {
      message: 'Signed in by Erin Employee on behalf of Chris Client.',
      note: 'This session ends when this tab is closed; every action is recorded.',
      end: 'End this session',
    },
    onEnd: fn(),
  },
};
export default meta;

type Story = StoryObj<typeof DelegatedSessionBanner>;

/** An employee's "Log in as client" session: who acts on whose behalf, on every signed-in page. */
export const Delegated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Signed in by Erin Employee on behalf of Chris Client.' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('This session ends when this tab is closed');
    await userEvent.click(canvas.getByRole('button', { name: 'End this session' }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

/** The same banner in German, on a phone. */
export const GermanOnAPhone: Story = {
  args: {
    labels: {
      message: 'Angemeldet von Erin Employee im Namen von Chris Client.',
      note: 'Diese Sitzung endet, wenn dieser Tab geschlossen wird; jede Aktion wird aufgezeichnet.',
      end: 'Sitzung beenden',
    },
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sitzung beenden' })).toBeInTheDocument();
  },
};
