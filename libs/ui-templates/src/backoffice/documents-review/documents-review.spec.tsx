import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import clientDe from '../../client/profile/i18n/de.json';
import clientEn from '../../client/profile/i18n/en.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { DocumentsReview, type DocumentsReviewProps } from './documents-review';
import { REVIEW_COMMENT_MAX, reviewCommentProblem, type OpenOutcome, type ReviewDocument, type ReviewOutcome } from './review-types';

const renderUi = rendererWith(backofficeResources({ en, de }, { en: { client: clientEn }, de: { client: clientDe } }));

const doc = (id: number, fileName: string, extra: Partial<ReviewDocument> = {}): ReviewDocument => ({
  id,
  type: 'Identity',
  fileName,
  size: 48_213,
  status: 'Pending',
  comment: null,
  uploadedAt: '2026-11-26T06:30:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  ...extra,
});
const PASSPORT = doc(3, 'passport.pdf');
const REJECTED = doc(2, 'bill.png', {
  type: 'ProofOfAddress',
  status: 'Rejected',
  comment: 'Older than three months.',
  reviewedAt: '2026-11-21T14:05:00.000Z',
  reviewedBy: 'Sam Support',
});
const VERIFIED = doc(1, 'licence.jpg', { status: 'Verified', reviewedAt: '2026-11-20T10:00:00.000Z', reviewedBy: null });

function props(extra: Partial<DocumentsReviewProps> = {}): DocumentsReviewProps {
  return {
    userName: 'Chris Client',
    documents: [PASSPORT, REJECTED, VERIFIED],
    loading: false,
    error: null,
    onOpen: jest.fn(async (): Promise<OpenOutcome> => ({ kind: 'opened' })),
    onReview: jest.fn(async (): Promise<ReviewOutcome> => ({ ok: true })),
    ...extra,
  };
}

const card = (name: string) => within(screen.getByRole('listitem', { name }));

describe('reviewCommentProblem', () => {
  it('needs a reason to reject, keeps a rejected comment non-empty, and caps every comment (trimmed)', () => {
    expect(reviewCommentProblem('reject', 'Pending', '   ')).toBe('reasonRequired');
    expect(reviewCommentProblem('reject', 'Verified', 'Expired')).toBeNull();
    expect(reviewCommentProblem('comment', 'Rejected', '')).toBe('commentRequired');
    expect(reviewCommentProblem('comment', 'Verified', '')).toBeNull();
    expect(reviewCommentProblem('verify', 'Pending', '')).toBeNull();
    expect(reviewCommentProblem('verify', 'Pending', `  ${'x'.repeat(REVIEW_COMMENT_MAX)}  `)).toBeNull();
    expect(reviewCommentProblem('comment', 'Pending', 'x'.repeat(REVIEW_COMMENT_MAX + 1))).toBe('tooLong');
  });
});

describe('DocumentsReview', () => {
  it('shows each document with its facts, the status in words, the comment and the reviewer (Unknown when not known)', async () => {
    const { container } = renderUi(<DocumentsReview {...props()} />);
    expect(screen.getByText('Pending: 1 · Verified: 1 · Rejected: 1')).toBeInTheDocument();
    expect(card('passport.pdf').getByText('Pending')).toHaveClass('bf-profile-badge');
    expect(card('passport.pdf').getByText('Identity')).toBeInTheDocument();
    expect(card('passport.pdf').getByText('47.1 kB')).toBeInTheDocument();
    expect(card('passport.pdf').queryByText(/Verified on|Rejected on/)).toBeNull();
    expect(card('bill.png').getByText('Proof of address')).toBeInTheDocument();
    expect(card('bill.png').getByText('Rejected by').nextSibling).toHaveTextContent('Sam Support');
    expect(card('bill.png').getByText('Rejected on').nextSibling?.firstChild).toHaveAttribute('datetime', '2026-11-21T14:05:00.000Z');
    expect(card('bill.png').getByText('Older than three months.')).toBeInTheDocument();
    expect(card('licence.jpg').getByText('Verified by').nextSibling).toHaveTextContent('Unknown');
    expect(card('licence.jpg').queryByRole('button', { name: 'Verify licence.jpg' })).toBeNull();
    expect(card('bill.png').queryByRole('button', { name: 'Reject bill.png' })).toBeNull();
    await expectNoSeriousAxeIssues(container);
  });

  it('speaks the interface language', () => {
    renderUi(<DocumentsReview {...props({ readOnly: 'noPermission' })} />, 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Ausweisdokumente' })).toBeInTheDocument();
    expect(card('bill.png').getByText('Abgelehnt')).toBeInTheDocument();
    expect(card('bill.png').getByText('Adressnachweis')).toBeInTheDocument();
    expect(card('passport.pdf').getByRole('button', { name: 'passport.pdf öffnen' })).toBeInTheDocument();
    expect(screen.getByText(/Für die Prüfung brauchen Sie die Berechtigung users\.update\./)).toBeInTheDocument();
  });

  it('has the same texts in every language', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
    const english = keys(en).sort();
    for (const file of [de, esp, ita, svn, swe]) expect(keys(file).sort()).toEqual(english);
    for (const file of [de, esp, ita, svn, swe]) expect(file.review.dialog.reject.question).toContain('{{document}}');
  });

  it('asks before verifying, naming the user and the document, sends the optional comment trimmed, and returns the focus', async () => {
    const p = props();
    renderUi(<DocumentsReview {...p} />);
    const verify = card('passport.pdf').getByRole('button', { name: 'Verify passport.pdf' });
    await userEvent.click(verify);
    const dialog = screen.getByRole('alertdialog', { name: 'Verify the document' });
    expect(dialog).toHaveAccessibleDescription(
      'Verify passport.pdf of Chris Client? Chris Client sees the document as verified at once. A comment you enter replaces the current one.',
    );
    await expectNoSeriousAxeIssues(dialog);
    // Cancel first: nothing is sent, the focus is back on the button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(verify).toHaveFocus();
    expect(p.onReview).not.toHaveBeenCalled();

    await userEvent.click(verify);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Checked against the register.  ');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verify' }));
    expect(p.onReview).toHaveBeenCalledWith('verify', PASSPORT, 'Checked against the register.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('passport.pdf is verified.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'passport.pdf' })).toHaveFocus();
  });

  it('keeps the focus inside the dialog (Tab wraps) and closes on Escape', async () => {
    renderUi(<DocumentsReview {...props()} />);
    await userEvent.click(card('passport.pdf').getByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the document' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for the rejection/ });
    expect(reason).toHaveFocus();
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1]?.focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('passport.pdf').getByRole('button', { name: 'Reject passport.pdf' })).toHaveFocus();
  });

  it('refuses a rejection without a reason and a comment over 2000 characters beside the field, sending nothing', async () => {
    const p = props();
    renderUi(<DocumentsReview {...p} />);
    await userEvent.click(card('passport.pdf').getByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = screen.getByRole('alertdialog');
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for the rejection/ });
    expect(reason).toBeRequired();
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription(
      'Chris Client sees it with the document. At most 2,000 characters. Enter the reason for the rejection: Chris Client sees it with the document.',
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();

    fireEvent.change(reason, { target: { value: 'y'.repeat(2001) } });
    expect(within(dialog).getByText('2,001 of 2,000 characters')).toHaveClass('bf-review-dialog__count--over');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription(/The comment has 2,001 characters; at most 2,000 are allowed\.$/);
    expect(reason).toHaveValue('y'.repeat(2001));
    expect(p.onReview).not.toHaveBeenCalled();
  });

  it('edits a comment: prefilled, a rejected document keeps a non-empty one, another may be emptied (sent as empty)', async () => {
    const p = props();
    renderUi(<DocumentsReview {...p} />);
    await userEvent.click(card('bill.png').getByRole('button', { name: 'Edit the comment on bill.png' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Edit the comment' });
    const field = within(dialog).getByRole('textbox', { name: /^Comment/ });
    expect(field).toHaveValue('Older than three months.');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    expect(field).toHaveAccessibleDescription(/A rejected document keeps a comment: enter the reason\.$/);
    expect(p.onReview).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(card('licence.jpg').getByRole('button', { name: 'Edit the comment on licence.jpg' }));
    dialog = screen.getByRole('alertdialog', { name: 'Edit the comment' });
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Chris Client sees it with the document. At most 2,000 characters. Leave it empty to remove the comment.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    expect(p.onReview).toHaveBeenCalledWith('comment', VERIFIED, '');
    expect(await screen.findByText('The comment on licence.jpg is removed.')).toBeInTheDocument();
    // The Edit button is still there: the focus went back to it.
    expect(card('licence.jpg').getByRole('button', { name: 'Edit the comment on licence.jpg' })).toHaveFocus();
  });

  it("shows the service's refusal in the dialog, beside the field or for the whole, keeping what was typed; one click sends once", async () => {
    let answer: (outcome: ReviewOutcome) => void = () => undefined;
    const onReview = jest.fn(() => new Promise<ReviewOutcome>((resolve) => (answer = resolve)));
    renderUi(<DocumentsReview {...props({ onReview })} />);
    await userEvent.click(card('passport.pdf').getByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = screen.getByRole('alertdialog');
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await userEvent.type(reason, 'Expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const busy = within(dialog).getByRole('button', { name: 'Rejecting…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onReview).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => answer({ ok: false, formError: 'Too many requests. Please wait a moment and try again.' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(reason).toHaveValue('Expired.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await act(async () => answer({ ok: false, commentError: 'The request was not valid. Check the fields and try again.' }));
    expect(reason).toHaveAccessibleDescription(/The request was not valid\. Check the fields and try again\.$/);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(reason).toHaveFocus();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('opens a file: busy while it downloads, the outcome beside the button (opened, blocked, failed)', async () => {
    let answer: (outcome: OpenOutcome) => void = () => undefined;
    const onOpen = jest.fn(() => new Promise<OpenOutcome>((resolve) => (answer = resolve)));
    renderUi(<DocumentsReview {...props({ onOpen })} />);
    const passport = card('passport.pdf');
    await userEvent.click(passport.getByRole('button', { name: 'Open passport.pdf' }));
    const busy = passport.getByRole('button', { name: 'Opening passport.pdf…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await act(async () => answer({ kind: 'opened' }));
    expect(passport.getByText('passport.pdf opened in a new window.')).toHaveAttribute('role', 'status');

    await userEvent.click(passport.getByRole('button', { name: 'Open passport.pdf' }));
    await act(async () => answer({ kind: 'blocked' }));
    expect(passport.getByRole('alert')).toHaveTextContent('Please disable your Pop-up blocker and try again.');

    await userEvent.click(passport.getByRole('button', { name: 'Open passport.pdf' }));
    await act(async () => answer({ kind: 'failed', message: 'What you asked for was not found.' }));
    expect(passport.getByRole('alert')).toHaveTextContent('The file could not be opened: What you asked for was not found.');
    expect(card('bill.png').queryByRole('alert')).toBeNull();
  });

  it('announces what changes while shown (an upload, a review elsewhere, a deletion), not the first list', () => {
    const p = props({ documents: [PASSPORT, REJECTED] });
    const view = renderUi(<DocumentsReview {...p} />);
    const region = () => screen.getAllByRole('status').find((s) => s.classList.contains('bf-visually-hidden'));
    expect(region()).toHaveTextContent('');
    const upload = doc(4, 'new-id.pdf');
    view.rerender(<DocumentsReview {...p} documents={[upload, { ...PASSPORT, status: 'Verified' }]} />);
    expect(region()).toHaveTextContent('New document: new-id.pdf. passport.pdf: Verified. bill.png was deleted.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['new-id.pdf', 'passport.pdf']);
  });

  it('offers no review without the permission or on the own record, and says why', async () => {
    const view = renderUi(<DocumentsReview {...props({ readOnly: 'ownRecord' })} />);
    expect(screen.getByText('These are your own documents: another employee reviews them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Verify|Reject|Edit the comment)/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(3);
    await expectNoSeriousAxeIssues(view.container);
  });

  it('has loading, empty and error states', async () => {
    const onRetry = jest.fn();
    const view = renderUi(<DocumentsReview {...props({ documents: undefined, loading: true })} />);
    expect(screen.getByText('Loading the documents…')).toHaveAttribute('role', 'status');
    view.rerender(<DocumentsReview {...props({ documents: [] })} />);
    expect(screen.getByText('No documents uploaded')).toBeInTheDocument();
    expect(screen.getByText(/Chris Client has not uploaded any identity document yet\./)).toBeInTheDocument();
    view.rerender(
      <DocumentsReview {...props({ documents: undefined, error: 'You are not allowed to do this.', onRetry, retrying: true })} />,
    );
    expect(screen.getByRole('button', { name: 'Trying again…' })).toBeDisabled();
    view.rerender(<DocumentsReview {...props({ documents: undefined, error: 'You are not allowed to do this.', onRetry })} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeIssues(view.container);
  });
});
