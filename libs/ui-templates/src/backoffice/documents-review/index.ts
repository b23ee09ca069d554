// The back office's documents review part: components, styles and texts (namespace `backoffice`, key `review`).
export { DocumentsReview, type DocumentsReviewProps } from './documents-review';
export { ReviewDialog, type ReviewDialogProps } from './review-dialog';
export {
  REVIEW_COMMENT_MAX,
  reviewCommentProblem,
  type OpenOutcome,
  type ReviewAction,
  type ReviewCommentProblem,
  type ReviewDocument,
  type ReviewDocumentStatus,
  type ReviewDocumentType,
  type ReviewOutcome,
  type ReviewReadOnlyReason,
} from './review-types';
