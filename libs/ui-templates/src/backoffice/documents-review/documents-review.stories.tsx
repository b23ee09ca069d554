import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentsReview, type DocumentsReviewProps } from './documents-review';
import type { OpenOutcome, ReviewAction, ReviewDocument, ReviewOutcome } from './review-types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PASSPORT: ReviewDocument = {
  id: 3,
  type: 'Identity',
  fileName: 'passport.pdf',
  size: 48_213,
  status: 'Pending',
  comment: null,
  uploadedAt: '2026-11-26T06:30:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
};
const BILL: ReviewDocument = {
  id: 2,
  type: 'ProofOfAddress',
  fileName: 'electricity-bill.png',
  size: 912_384,
  status: 'Verified',
  comment: 'Address matches the profile.',
  uploadedAt: '2026-11-20T09:12:00.000Z',
  reviewedAt: '2026-11-21T14:05:00.000Z',
  reviewedBy: 'Erin Employee',
};
const SELFIE: ReviewDocument = {
  id: 1,
  type: 'Other',
  fileName: 'selfie-with-id.jpg',
  size: 2_411_008,
  status: 'Rejected',
  comment: 'The photo is blurred: the name on the card cannot be read.',
  uploadedAt: '2026-11-18T17:40:00.000Z',
  reviewedAt: '2026-11-19T08:15:00.000Z',
  reviewedBy: 'Sam Support',
};

/**
 * The review over a small fake service: each decision takes a moment, then changes the document as the
 * service would (the reviewer is "Maja Novak"); `refuse` answers the first call with that refusal instead.
 */
function ReviewDemo({
  initial,
  refuse,
  openOutcome = { kind: 'opened' },
  ...props
}: Partial<DocumentsReviewProps> & { initial: readonly ReviewDocument[]; refuse?: ReviewOutcome; openOutcome?: OpenOutcome }) {
  const [documents, setDocuments] = useState(initial);
  const [refusal, setRefusal] = useState(refuse);
  const review = async (action: ReviewAction, doc: ReviewDocument, comment: string): Promise<ReviewOutcome> => {
    await wait(80);
    if (refusal) {
      setRefusal(undefined);
      return refusal;
    }
    setDocuments((list) =>
      list.map((d) =>
        d.id !== doc.id
          ? d
          : action === 'comment'
            ? { ...d, comment: comment || null }
            : {
                ...d,
                status: action === 'verify' ? 'Verified' : 'Rejected',
                comment: comment || null,
                reviewedAt: new Date().toISOString(),
                reviewedBy: 'Maja Novak',
              },
      ),
    );
    return { ok: true };
  };
  const open = async () => {
    await wait(60);
    return openOutcome;
  };
  return (
    <DocumentsReview
      userName="Chris Client"
      {...props}
      documents={documents}
      loading={false}
      error={null}
      onOpen={open}
      onReview={review}
    />
  );
}

/** A client's identity documents on the back office's user page: open the file, verify, reject, comment. */
const meta: Meta<typeof DocumentsReview> = {
  title: 'Back office/Documents review',
  component: DocumentsReview,
  args: {
    userName: 'Chris Client',
    documents: [PASSPORT, BILL, SELFIE],
    loading: false,
    error: null,
    readOnly: null,
    onOpen: fn(async () => ({ kind: 'opened' }) as OpenOutcome),
    onReview: fn(async () => ({ ok: true }) as ReviewOutcome),
    onRetry: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof DocumentsReview>;

const card = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('listitem', { name }));

/** Every status at once, newest first: each says its status in words, with the comment and the reviewer. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Identity documents' })).toBeInTheDocument();
    await expect(canvas.getByText('Pending: 1 · Verified: 1 · Rejected: 1')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'passport.pdf',
      'electricity-bill.png',
      'selfie-with-id.jpg',
    ]);
    await expect(card(canvasElement, 'selfie-with-id.jpg').getByText('Rejected by').nextSibling).toHaveTextContent('Sam Support');
  },
};

/** A pending document: Verify and Reject are offered, the verification asks first and names the user and the document. */
export const Pending: Story = {
  render: (args) => <ReviewDemo {...args} initial={[PASSPORT]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passport = card(canvasElement, 'passport.pdf');
    await expect(passport.getByText('Pending')).toBeInTheDocument();
    await expect(passport.queryByText('Verified by')).toBeNull();
    await userEvent.click(passport.getByRole('button', { name: 'Verify passport.pdf' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Verify the document' });
    await expect(dialog).toHaveAccessibleDescription(/Verify passport\.pdf of Chris Client\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(passport.getByText('Verified')).toBeInTheDocument());
    await expect(passport.getByText('Verified by').nextSibling).toHaveTextContent('Maja Novak');
    await expect(canvas.getByRole('heading', { level: 3, name: 'passport.pdf' })).toHaveFocus();
    await expect(passport.queryByRole('button', { name: 'Verify passport.pdf' })).toBeNull();
  },
};

/** A verified document: the reviewer and the comment; Reject and Edit comment stay offered (a mistake can be corrected). */
export const Verified: Story = {
  args: { documents: [BILL] },
  play: async ({ canvasElement }) => {
    const bill = card(canvasElement, 'electricity-bill.png');
    await expect(bill.getByText('Verified')).toBeInTheDocument();
    await expect(bill.getByText('Address matches the profile.')).toBeInTheDocument();
    await expect(bill.queryByRole('button', { name: 'Verify electricity-bill.png' })).toBeNull();
    await expect(bill.getByRole('button', { name: 'Reject electricity-bill.png' })).toBeInTheDocument();
  },
};

/** Rejecting needs a reason: an empty one is refused beside the field, nothing is sent, and the dialog stays open. */
export const Rejected: Story = {
  render: (args) => <ReviewDemo {...args} initial={[SELFIE, PASSPORT]} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const passport = card(canvasElement, 'passport.pdf');
    await userEvent.click(passport.getByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = body.getByRole('alertdialog', { name: 'Reject the document' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for the rejection/ });
    await expect(reason).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(reason).toHaveAccessibleDescription(/Enter the reason for the rejection: Chris Client sees it with the document\.$/);
    await userEvent.type(reason, 'The passport has expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(passport.getByText('Rejected')).toBeInTheDocument());
    await expect(passport.getByText('The passport has expired.')).toBeInTheDocument();
    await expect(card(canvasElement, 'selfie-with-id.jpg').getByText(/blurred/)).toBeInTheDocument();
  },
};

/** The service refuses a review: its error in words inside the dialog, which keeps what was typed. */
export const Refused: Story = {
  render: (args) => (
    <ReviewDemo
      {...args}
      initial={[SELFIE]}
      refuse={{ ok: false, formError: 'This user holds permissions you do not have, so you cannot change them.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      card(canvasElement, 'selfie-with-id.jpg').getByRole('button', { name: 'Edit the comment on selfie-with-id.jpg' }),
    );
    const dialog = body.getByRole('alertdialog', { name: 'Edit the comment' });
    const field = within(dialog).getByRole('textbox', { name: /^Comment/ });
    await expect(field).toHaveValue('The photo is blurred: the name on the card cannot be read.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Blurred photo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This user holds permissions you do not have');
    await expect(field).toHaveValue('Blurred photo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(card(canvasElement, 'selfie-with-id.jpg').getByText('Blurred photo.')).toBeInTheDocument();
  },
};

/** The browser blocked the file's window: the pop-up message beside the button, until dismissed. */
export const PopupBlocked: Story = {
  render: (args) => <ReviewDemo {...args} initial={[PASSPORT]} openOutcome={{ kind: 'blocked' }} />,
  play: async ({ canvasElement }) => {
    const passport = card(canvasElement, 'passport.pdf');
    await userEvent.click(passport.getByRole('button', { name: 'Open passport.pdf' }));
    const alert = await passport.findByRole('alert');
    await expect(alert).toHaveTextContent('Please disable your Pop-up blocker and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(passport.queryByRole('alert')).toBeNull();
  },
};

/** No document yet. */
export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No documents uploaded')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Without users.update on the user: the documents can be opened, not reviewed, and the page says why. */
export const ReadOnly: Story = {
  args: { readOnly: 'noPermission' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Reviewing them needs the permission users\.update\./)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^(Verify|Reject|Edit the comment)/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open passport.pdf' }));
    await expect(args.onOpen).toHaveBeenCalledWith(PASSPORT);
  },
};

/** The employee's own record: no review of one's own documents. */
export const OwnRecord: Story = {
  args: { readOnly: 'ownRecord', userName: 'Erin Employee' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('These are your own documents: another employee reviews them.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Verify/ })).toBeNull();
  },
};

/** While the documents load. */
export const Loading: Story = {
  args: { documents: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the documents…')).toHaveAttribute('role', 'status');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The documents could not be loaded: the reason in words and "Try again". */
export const LoadError: Story = {
  args: { documents: undefined, error: 'You are not allowed to do this.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The documents could not be loaded.');
    await expect(alert).toHaveTextContent('You are not allowed to do this.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone-sized screen the facts and the buttons wrap. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'passport.pdf').getByRole('button', { name: 'Open passport.pdf' })).toBeInTheDocument();
  },
};
