import { useCallback, useMemo } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { DocumentStatus, fullNameOf, type EnvelopeError, type UserDocument } from '@brokerfront/identity-api';
import {
  applyDocumentEvents,
  identityApi,
  useEditVerifyCommentMutation,
  useGetDocumentsQuery,
  useVerifyDocumentMutation,
} from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import {
  DocumentsReview,
  type ReviewAction,
  type ReviewDocument,
  type ReviewDocumentStatus,
  type ReviewDocumentType,
  type ReviewOutcome,
} from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../../app/hooks';
import { envelopeErrorsOf, joinErrorTexts, useServiceErrorText } from '../../../client/service-errors';
import { UserFullName } from '../../user-full-name';
import type { UserSectionProps } from '../user-section-props';
import { useOpenDocument, type OpenDocumentEffects } from './open-document';

/** The full name of the employee who reviewed a document ('Unknown' when not found). */
function ReviewerName({ userId }: { userId: number }) {
  const { t } = useTranslation('backoffice');
  return <UserFullName id={userId} pending={t('review.loadingName')} />;
}

/** A document as the review shows it. */
export function reviewDocumentOf(doc: UserDocument): ReviewDocument {
  const reviewed = doc.Status !== DocumentStatus.Pending;
  return {
    id: doc.Id,
    type: doc.DocumentType as ReviewDocumentType,
    fileName: doc.FileName,
    size: doc.Size,
    status: doc.Status as ReviewDocumentStatus,
    comment: doc.Comment,
    uploadedAt: doc.UploadedAt,
    reviewedAt: reviewed ? doc.VerifiedAt : null,
    reviewedBy: reviewed && doc.VerifiedBy !== null ? <ReviewerName userId={doc.VerifiedBy} /> : null,
  };
}

/** Props of {@link DocumentsReviewSection}. */
export interface DocumentsReviewSectionProps extends UserSectionProps {
  /** The browser effects of "Open" (tests); the browser's own by default. */
  openEffects?: OpenDocumentEffects;
}

/**
 * The user's identity documents on the user page (`GET users/{id}/Documents`, newest first): each with its
 * status in words, its review comment and who reviewed it when. "Open" shows the file in a new window
 * (downloaded with the bearer token). With `users.update` on the user, and never on the employee's own
 * record (the service refuses it with `cannot_act_on_self`), Verify, Reject (with a required reason) and Edit
 * comment (`VerifyDocument`, `EditVerifyComment`), each after a question naming the user and the document; a
 * refusal is said in words in the dialog, which keeps what was typed. The list follows the hub's
 * `UserDocumentChangedEvent` (a client's upload shows up at once), and the client's own documents page takes
 * each review the same way.
 */
export function DocumentsReviewSection({ user, ownRecord, openEffects }: DocumentsReviewSectionProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useServiceErrorText();
  const dispatch = useAppDispatch();
  const documents = useGetDocumentsQuery(user.Id);
  const mayUpdate = usePermission('users.update', user.Id);
  const [verifyDocument] = useVerifyDocumentMutation();
  const [editVerifyComment] = useEditVerifyCommentMutation();
  const openDocument = useOpenDocument(user.Id, openEffects);
  const userName = fullNameOf(user);

  const review = useCallback(
    async (action: ReviewAction, doc: ReviewDocument, comment: string): Promise<ReviewOutcome> => {
      try {
        const changed =
          action === 'comment'
            ? await editVerifyComment({ DocumentId: doc.id, Comment: comment || null }).unwrap()
            : await verifyDocument({
                DocumentId: doc.id,
                Status: action === 'verify' ? DocumentStatus.Verified : DocumentStatus.Rejected,
                Comment: comment || null,
              }).unwrap();
        // Shown at once (the refetch the call triggers, and the hub's push, agree with it).
        dispatch(applyDocumentEvents([{ Document: changed, Kind: 'Updated' }]));
        return { ok: true };
      } catch (error) {
        const errors = envelopeErrorsOf(error);
        const first = errors[0];
        // Every error is said: those about the comment beside it, the others for the dialog.
        const aboutComment = errors.filter(
          (e) => e.Code === 'invalid_request' && typeof e.Data === 'string' && e.Data.startsWith('Comment'),
        );
        if (aboutComment.length > 0) {
          const commentText = (e: EnvelopeError) =>
            /needs a comment/.test(String(e.Data))
              ? t(action === 'reject' ? 'review.errors.reasonRequired' : 'review.errors.commentRequired', { user: userName })
              : errorText(e);
          const others = errors.filter((e) => !aboutComment.includes(e));
          return {
            ok: false,
            commentError: joinErrorTexts(aboutComment.map(commentText)),
            ...(others.length > 0 ? { formError: errorText(others) } : {}),
          };
        }
        if (first?.Code === 'not_found') {
          // Deleted meanwhile (or no longer readable): show the list as it is now.
          dispatch(identityApi.util.invalidateTags([{ type: 'Document', id: user.Id }]));
          return { ok: false, formError: t('review.errors.gone') };
        }
        return { ok: false, formError: errorText(error) };
      }
    },
    [dispatch, editVerifyComment, errorText, t, user.Id, userName, verifyDocument],
  );

  const items = useMemo(() => documents.data?.map(reviewDocumentOf), [documents.data]);
  const loadError = documents.error && !documents.data ? errorText(documents.error) : null;

  return (
    <DocumentsReview
      // Another user's page starts afresh (no dialog or outcome of the previous one).
      key={user.Id}
      userName={userName}
      documents={items}
      loading={documents.isLoading}
      error={loadError}
      onRetry={() => void documents.refetch()}
      retrying={documents.isFetching}
      readOnly={ownRecord ? 'ownRecord' : mayUpdate ? null : 'noPermission'}
      onOpen={(doc) => openDocument(doc.id)}
      onReview={review}
    />
  );
}
