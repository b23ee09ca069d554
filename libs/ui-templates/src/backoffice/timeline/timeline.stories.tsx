import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentComposer } from './comment-composer';
import { Timeline, TIMELINE_STEP, TimelineEntry, type TimelineEntryProps } from './timeline';

/** The time the stories' relative dates are counted from: 14 March 2025, 12:00 UTC. */
const NOW = Date.UTC(2025, 2, 14, 12, 0);
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

type Entry = TimelineEntryProps & { id: string };

const ENTRIES: Entry[] = [
  {
    id: 'c12',
    kind: 'comment',
    actor: 'Sam Support',
    at: ago(4),
    text: 'Called back about the withdrawal.\nWill upload a new bank statement today.',
  },
  { id: 'a9', kind: 'change', actor: 'Erin Employee', action: 'blocked the user', at: ago(35) },
  { id: 'a8', kind: 'change', actor: 'Dan Staff', action: 'changed First name, Phone', at: ago(60 * 5) },
  { id: 'a7', kind: 'change', actor: 'Dan Staff', action: 'granted View users (All); suspended Delete users (All)', at: ago(60 * 26) },
  { id: 'a6', kind: 'change', actor: 'Erin Employee', action: 'signed in as this client', at: ago(60 * 24 * 3) },
  {
    id: 'a5',
    kind: 'change',
    actor: 'Maja Novak',
    action: 'rejected a document (bank-statement.pdf)',
    at: ago(60 * 24 * 4),
    text: 'The statement is older than three months.',
  },
  { id: 'a4', kind: 'change', actor: 'Unknown', action: 'set the sales status to Interested (was New)', at: ago(60 * 24 * 12) },
  { id: 'a3', kind: 'change', actor: 'Chris Client', action: 'signed up', at: ago(60 * 24 * 70) },
];

/** `count` entries, alternating a few kinds, a minute apart. */
const many = (count: number): Entry[] =>
  Array.from({ length: count }, (_, i) => ({
    ...(ENTRIES[i % ENTRIES.length] as Entry),
    id: `e${i}`,
    at: ago(i * 47 + 1),
  }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DemoProps {
  entries?: Entry[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Offers the comment form; `failWith` makes each post fail with that reason. */
  canComment?: boolean;
  failWith?: string | null;
}

/** The timeline over a fake service: "Show more" grows the list; a post adds the comment at the top as "Erin Employee". */
function TimelineDemo({ entries = ENTRIES, loading = false, error = null, onRetry, canComment = true, failWith = null }: DemoProps) {
  const [list, setList] = useState(entries);
  const [shown, setShown] = useState(TIMELINE_STEP);
  const [postError, setPostError] = useState<string | null>(null);
  const post = async (text: string) => {
    await wait(80);
    if (failWith) {
      setPostError(failWith);
      return false;
    }
    setPostError(null);
    setList((l) => [{ id: `new-${l.length}`, kind: 'comment', actor: 'Erin Employee', at: new Date(NOW).toISOString(), text }, ...l]);
    return true;
  };
  const visible = list.slice(0, shown);
  return (
    <div style={{ maxWidth: 560 }}>
      <Timeline
        loading={loading}
        error={error}
        onRetry={onRetry}
        total={loading ? 0 : list.length}
        shown={Math.min(shown, list.length)}
        onShowMore={() => setShown((n) => n + TIMELINE_STEP)}
        composer={canComment ? <CommentComposer onPost={post} error={postError} /> : null}
      >
        {visible.map(({ id, ...entry }) => (
          <TimelineEntry key={id} {...entry} now={NOW} />
        ))}
      </Timeline>
    </div>
  );
}

/** A user's timeline in the back office: comments and every change employees made to the user, newest first. */
const meta: Meta<typeof TimelineDemo> = {
  title: 'Back office/Timeline',
  component: TimelineDemo,
};
export default meta;
type Story = StoryObj<typeof TimelineDemo>;

const listItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');

/** Comments and changes, each one sentence with who, what and when; a comment's text keeps its line breaks. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Timeline' })).toBeInTheDocument();
    const items = listItems(canvasElement);
    await expect(items).toHaveLength(ENTRIES.length);
    await expect(items[0]).toHaveTextContent(/^Sam Support commented, 4 minutes ago \(.+\)\.Called back about the withdrawal\./);
    await expect(items[1]).toHaveTextContent(/^Erin Employee blocked the user, 35 minutes ago \(.+\)\.$/);
    await expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', ENTRIES[0]?.at);
    await expect(items[5]).toHaveTextContent('The statement is older than three months.');
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** While the first answers load. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the activity…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing has happened to the user yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No activity yet')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
  },
};

/** The service refused the audit trail: the reason in words and Try again; the comments that loaded stay. */
export const LoadError: Story = {
  args: {
    entries: ENTRIES.filter((e) => e.kind === 'comment'),
    error: 'This user holds permissions you do not have, so you cannot change them.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'The activity could not be loaded: This user holds permissions you do not have, so you cannot change them.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(listItems(canvasElement)).toHaveLength(1);
  },
};

/** Nothing could be loaded: only the alert, no "No activity yet". */
export const NothingLoaded: Story = {
  args: { entries: [], error: 'The service cannot be reached. Check your connection and try again.', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service cannot be reached.');
    await expect(canvas.queryByText('No activity yet')).toBeNull();
  },
};

/** A long history: the first entries, then "Show more" in steps; the focus goes to the first new entry. */
export const ManyEntries: Story = {
  args: { entries: many(45) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(listItems(canvasElement)).toHaveLength(20);
    await expect(canvas.getByText('Entries shown: 20 of 45')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(40));
    await expect(listItems(canvasElement)[20]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** An employee without users.update on the user reads the timeline but cannot comment. */
export const ReadOnly: Story = {
  args: { canComment: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(listItems(canvasElement)).toHaveLength(ENTRIES.length);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Post' })).toBeNull();
  },
};

/** Posting: the count follows the text, the comment appears at the top with the employee's name, and it is announced. */
export const PostComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await expect(box).toHaveAccessibleDescription('Characters: 0 of 4,000');
    await userEvent.type(box, 'Prefers e-mail.');
    await expect(box).toHaveAccessibleDescription('Characters: 15 of 4,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(canvas.getByRole('button', { name: 'Posting…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Comment posted.'));
    await expect(listItems(canvasElement)[0]).toHaveTextContent(/^Erin Employee commented, now \(.+\)\.Prefers e-mail\.$/);
    await expect(box).toHaveValue('');
  },
};

/** The service refused the comment: the reason beside the field, the text kept. */
export const PostFailed: Story = {
  args: { failWith: 'Too many requests. Please wait a moment and try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Asked for a callback.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'The comment was not posted: Too many requests. Please wait a moment and try again.',
      ),
    );
    await expect(box).toHaveValue('Asked for a callback.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(listItems(canvasElement)).toHaveLength(ENTRIES.length);
  },
};

/** Empty and too long comments are stopped beside the field, with nothing lost. */
export const InvalidComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(box).toHaveAccessibleDescription('Characters: 0 of 4,000 Write a comment first.');
    await expect(box).toHaveFocus();
    await userEvent.paste('y'.repeat(4001));
    await expect(box).toHaveAccessibleDescription('Characters: 4,001 of 4,000 The comment is too long: at most 4,000 characters.');
    await expect(listItems(canvasElement)).toHaveLength(ENTRIES.length);
  },
};

/** In German: the texts, the relative dates and the number format of the language. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Kommentar hinzufügen' })).toHaveAccessibleDescription('Zeichen: 0 von 4.000');
    await expect(within(canvas.getByRole('list', { name: 'Verlauf' })).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Sam Support hat kommentiert, vor 4 Minuten/,
    );
  },
};

/** On a phone-sized screen. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(listItems(canvasElement)).toHaveLength(ENTRIES.length);
    await expect(within(canvasElement).getByRole('button', { name: 'Post' })).toBeInTheDocument();
  },
};
