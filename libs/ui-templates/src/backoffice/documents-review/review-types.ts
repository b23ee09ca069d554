/**
 * The shapes the documents review takes (plain view models: the site maps the identity service's
 * documents onto them, so this presentational part never depends on the service client).
 */
import type { ReactNode } from 'react';

/** Kind of identity document (the service's `DocumentType`). */
export type ReviewDocumentType = 'Identity' | 'ProofOfAddress' | 'Other';

/** Review status of a document (the service's `DocumentStatus`). */
export type ReviewDocumentStatus = 'Pending' | 'Verified' | 'Rejected';

/** One of the user's identity documents, as the review shows it. */
export interface ReviewDocument {
  id: number;
  type: ReviewDocumentType;
  fileName: string;
  /** Bytes. */
  size: number;
  status: ReviewDocumentStatus;
  /** The review comment (always set on a rejected document), or null. */
  comment: string | null;
  /** ISO-8601 date and time of the upload. */
  uploadedAt: string;
  /** When the document was last verified or rejected; null while pending. */
  reviewedAt: string | null;
  /**
   * Who last verified or rejected it (the employee's full name, or a live element that shows it once
   * loaded); null while pending.
   */
  reviewedBy: ReactNode;
}

/** What an employee does to a document: verify, reject, or change the comment. */
export type ReviewAction = 'verify' | 'reject' | 'comment';

/**
 * What a review came to: accepted, or refused with messages (already in the interface language) for the
 * comment field and for the dialog as a whole. The dialog stays open with what was typed when refused.
 */
export type ReviewOutcome = { ok: true } | { ok: false; commentError?: string; formError?: string };

/** What became of "Open": the file's window opened, the browser blocked it, or the download failed. */
export type OpenOutcome = { kind: 'opened' } | { kind: 'blocked' } | { kind: 'failed'; message: string };

/** Why the review controls are not offered: the employee's own record, or no `users.update` on the user. */
export type ReviewReadOnlyReason = 'ownRecord' | 'noPermission';

/** The longest review comment the service takes (characters, after trimming). */
export const REVIEW_COMMENT_MAX = 2000;

/** What is wrong with a comment typed for `action` on a document of `status`, or null when it can be sent. */
export type ReviewCommentProblem = 'reasonRequired' | 'commentRequired' | 'tooLong' | null;

/**
 * Checks a typed comment before it is sent: a rejection needs one, a rejected document keeps a non-empty
 * one when its comment is edited, and none may exceed {@link REVIEW_COMMENT_MAX} characters (trimmed).
 */
export function reviewCommentProblem(action: ReviewAction, status: ReviewDocumentStatus, comment: string): ReviewCommentProblem {
  const text = comment.trim();
  if (text.length > REVIEW_COMMENT_MAX) return 'tooLong';
  if (text === '' && action === 'reject') return 'reasonRequired';
  if (text === '' && action === 'comment' && status === 'Rejected') return 'commentRequired';
  return null;
}
