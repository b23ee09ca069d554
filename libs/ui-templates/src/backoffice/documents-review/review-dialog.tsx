import { useId, useRef, useState } from 'react';
import { formatNumber } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { Dialog } from '../../components/dialog';
import { TextArea } from '../../components/field';
import { REVIEW_COMMENT_MAX, reviewCommentProblem, type ReviewAction, type ReviewDocument, type ReviewOutcome } from './review-types';
import './documents-review.css';

/** Props of {@link ReviewDialog}. */
export interface ReviewDialogProps {
  /** What the dialog does; null keeps it closed. */
  action: ReviewAction | null;
  /** The document acted on. */
  document: ReviewDocument | null;
  /** The document owner's full name (the dialog names the user and the document). */
  userName: string;
  /** Sends the decision or the comment (trimmed; '' for none); the dialog closes when it is accepted. */
  onSubmit: (action: ReviewAction, document: ReviewDocument, comment: string) => Promise<ReviewOutcome>;
  /** Closes the dialog without acting (Cancel, Escape). */
  onCancel: () => void;
  /** Called once the service accepted it (the owner closes the dialog then). */
  onDone: (action: ReviewAction, document: ReviewDocument, comment: string) => void;
}

/**
 * The question of a review, naming the user, the document and the consequence: Verify (with an optional
 * comment), Reject (a reason is required) or Edit comment (prefilled; a rejected document keeps a non-empty
 * one). The comment is checked before it is sent (required, at most {@link REVIEW_COMMENT_MAX} characters)
 * and every problem shows beside the field; a refusal keeps the dialog open with what was typed.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const { action, document } = props;
  if (action === null || document === null) return null;
  // Each opening starts afresh: Edit comment shows the current comment, a decision starts empty.
  return <OpenReviewDialog key={`${action}-${document.id}`} {...props} action={action} document={document} />;
}

/** The open dialog (its state lives as long as one opening). */
function OpenReviewDialog({
  action,
  document,
  userName,
  onSubmit,
  onCancel,
  onDone,
}: ReviewDialogProps & { action: ReviewAction; document: ReviewDocument }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const ids = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState(() => (action === 'comment' ? (document.comment ?? '') : ''));
  const [commentError, setCommentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const max = formatNumber(REVIEW_COMMENT_MAX, language);
  const names = { document: document.fileName, user: userName };
  const required = action === 'reject' || (action === 'comment' && document.status === 'Rejected');
  const length = comment.trim().length;

  const submit = async () => {
    if (running.current) return;
    const problem = reviewCommentProblem(action, document.status, comment);
    if (problem) {
      setCommentError(t(`review.errors.${problem}`, { user: userName, count: formatNumber(length, language), max }));
      setFormError(null);
      fieldRef.current?.focus();
      return;
    }
    const text = comment.trim();
    running.current = true;
    setBusy(true);
    setCommentError(null);
    setFormError(null);
    let outcome: ReviewOutcome;
    try {
      outcome = await onSubmit(action, document, text);
    } catch {
      outcome = { ok: false, formError: t('review.errors.failed') };
    }
    running.current = false;
    setBusy(false);
    if (outcome.ok) {
      onDone(action, document, text);
      return;
    }
    setCommentError(outcome.commentError ?? null);
    setFormError(outcome.formError ?? (outcome.commentError ? null : t('review.errors.failed')));
    if (outcome.commentError) fieldRef.current?.focus();
  };

  const questionId = `${ids}-question`;
  const label =
    action === 'reject'
      ? t('review.dialog.reasonLabel')
      : action === 'verify'
        ? t('review.dialog.commentOptional')
        : t('review.dialog.commentLabel');
  const hint = [
    t('review.dialog.commentHint', { user: userName, max }),
    action === 'comment' && !required ? t('review.dialog.clearHint') : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Dialog
      open
      role="alertdialog"
      className="bf-review-dialog"
      title={t(`review.dialog.${action}.title`)}
      describedBy={questionId}
      dismissible={!busy}
      initialFocus={fieldRef}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('review.dialog.cancel')}
          </Button>
          <Button variant="primary" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void submit()}>
            {busy ? t(`review.dialog.${action}.busy`) : t(`review.dialog.${action}.confirm`)}
          </Button>
        </>
      }
    >
      <div
        className="bf-review-dialog__body"
        ref={(el) => {
          // The comment field (focused first for a rejection or an edit, and again on a problem).
          fieldRef.current = el?.querySelector('textarea') ?? null;
        }}
      >
        <div id={questionId}>
          <p className="bf-review-dialog__question">{t(`review.dialog.${action}.question`, names)}</p>
          <p className="bf-review-dialog__consequence">{t(`review.dialog.${action}.consequence`, names)}</p>
        </div>
        <TextArea
          label={label}
          hint={hint}
          error={commentError}
          required={required}
          requiredMark={required ? <span className="bf-review-dialog__required"> ({t('review.dialog.required')})</span> : undefined}
          rows={4}
          value={comment}
          readOnly={busy}
          onChange={(e) => {
            setComment(e.target.value);
            if (commentError) setCommentError(null);
          }}
        />
        <p className={cx('bf-review-dialog__count', length > REVIEW_COMMENT_MAX && 'bf-review-dialog__count--over')}>
          {t('review.dialog.count', { count: formatNumber(length, language), max })}
        </p>
        {formError ? (
          <p role="alert" className="bf-review-dialog__error">
            {formError}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
