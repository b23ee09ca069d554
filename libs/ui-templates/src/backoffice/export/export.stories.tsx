import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportCsvButton, type ExportOutcome } from './export-csv-button';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Export CSV" over a fake export: each click takes a moment, then answers the next outcome of `outcomes`
 * (the last one repeats).
 */
function ExportDemo({ total = 1284, outcomes }: { total?: number; outcomes: readonly ExportOutcome[] }) {
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const [runs, setRuns] = useState(0);
  const run = async () => {
    setExporting(true);
    setOutcome(null);
    await wait(120);
    setOutcome(outcomes[Math.min(runs, outcomes.length - 1)] ?? null);
    setRuns((n) => n + 1);
    setExporting(false);
  };
  return <ExportCsvButton total={total} exporting={exporting} outcome={outcome} onExport={run} onDismiss={() => setOutcome(null)} />;
}

/** The users list's "Export CSV": every user matching the query, in the chosen columns, as a file in a new window. */
const meta: Meta<typeof ExportCsvButton> = {
  title: 'Back office/Export',
  component: ExportCsvButton,
  args: { total: 1284, exporting: false, outcome: null, onExport: fn(), onDismiss: fn() },
};
export default meta;
type Story = StoryObj<typeof ExportCsvButton>;

/** Ready: the button names how many users the file will hold. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export CSV (1,284 users)' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** One matching user. */
export const OneUser: Story = {
  args: { total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV (1 user)' })).toBeEnabled();
  },
};

/** Nothing matches the query: nothing to export. */
export const NoUsers: Story = {
  args: { total: 0 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export CSV (0 users)' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** While the file is made: "Exporting…", busy, and a second click does nothing; the focus stays on the button. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Exporting…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting…');
  },
};

/** The file opened in a new window: a quiet status says so. */
export const Opened: Story = {
  args: { outcome: { kind: 'opened', count: 1284 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The CSV file of 1,284 users opened in a new window.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The browser blocked the window: the pop-up message, as an alert beside the button. */
export const PopupBlocked: Story = {
  args: { outcome: { kind: 'blocked' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please disable your Pop-up blocker and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The service refused the export: its error in words. */
export const Failed: Story = {
  args: { outcome: { kind: 'failed', message: 'You are not allowed to do this.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The export failed: You are not allowed to do this.');
    await expect(canvas.getByRole('button', { name: 'Export CSV (1,284 users)' })).toBeEnabled();
  },
};

/** No column to export: the button is disabled. */
export const NoColumns: Story = {
  args: { unavailable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV (1,284 users)' })).toBeDisabled();
  },
};

/** A whole run: blocked the first time, the message dismissed, then the file opens on the second try. */
export const BlockedThenOpened: Story = {
  render: () => <ExportDemo outcomes={[{ kind: 'blocked' }, { kind: 'opened', count: 1284 }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV (1,284 users)' }));
    await expect(canvas.getByRole('button', { name: 'Exporting…' })).toHaveAttribute('aria-busy', 'true');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Please disable your Pop-up blocker and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV (1,284 users)' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The CSV file of 1,284 users opened in a new window.'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a phone-sized screen the alert wraps under the button. */
export const Narrow: Story = {
  args: { outcome: { kind: 'failed', message: 'The service cannot be reached. Check your connection and try again.' } },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service cannot be reached.');
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  },
};
