import './documents-review.css';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { InlineAlert } from '../inline-alert';
import { cx } from '../../components/class-names';
import { IconExternalLink } from '../../icons/icons';
import { DocumentStatusBadge } from '../../client/profile/documents-list';
import { formatFileSize } from '../../client/profile/format';
import { ReviewDialog } from './review-dialog';
import type { OpenOutcome, ReviewAction, ReviewDocument, ReviewDocumentStatus, ReviewOutcome, ReviewReadOnlyReason } from './review-types';

/** Props of {@link DocumentsReview}. */
export interface DocumentsReviewProps {
  /** The document owner's full name (named in every question). */
  userName: string;
  /** The user's documents once loaded, newest first. */
  documents: readonly ReviewDocument[] | undefined;
  /** The documents are loading for the first time. */
  loading: boolean;
  /** The load failed: the reason in words, or null. */
  error: string | null;
  /** Loads the documents again after a failure. */
  onRetry?: () => void;
  retrying?: boolean;
  /**
   * Why the review controls are not offered (the employee's own record, or no `users.update` on the user);
   * null or absent: Verify, Reject and Edit comment are offered. "Open" is offered either way.
   */
  readOnly?: ReviewReadOnlyReason | null;
  /**
   * Opens a document's file in a new window. It is called in the click itself (a browser lets a page open a
   * window only there) and resolves with what became of it.
   */
  onOpen: (document: ReviewDocument) => Promise<OpenOutcome>;
  /** Verifies or rejects a document, or changes its comment (trimmed; '' for none). */
  onReview: (action: ReviewAction, document: ReviewDocument, comment: string) => Promise<ReviewOutcome>;
  className?: string;
}

/** The dialog shown: what is done to which document. */
interface Question {
  action: ReviewAction;
  document: ReviewDocument;
}

/** What became of each document's last "Open" (`opening` while the file downloads). */
type OpenStates = ReadonlyMap<number, OpenOutcome | { kind: 'opening' }>;

/**
 * A user's identity documents for the back office, newest first, one card each: file name, type, size,
 * upload date, the status in words, the review comment, and when and by whom the document was last
 * verified or rejected. "Open" shows the file in a new window (the pop-up message beside the button when the
 * browser blocks it); Verify, Reject and Edit comment each ask first, naming the user and the document.
 * Loading, error (with "Try again") and empty states; changes that arrive while the list is shown (an
 * upload, another employee's review) are announced.
 */
export function DocumentsReview({
  userName,
  documents,
  loading,
  error,
  onRetry,
  retrying = false,
  readOnly = null,
  onOpen,
  onReview,
  className,
}: DocumentsReviewProps) {
  const { t } = useTranslation('backoffice');
  const { t: clientText } = useTranslation('client');
  const headingId = useId();
  const [question, setQuestion] = useState<Question | null>(null);
  const [opens, setOpens] = useState<OpenStates>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [focusCard, setFocusCard] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLHeadingElement>());
  /** Documents this screen just reviewed: their change is announced by the review, not again by the list. */
  const ownChanges = useRef(new Set<number>());
  const previous = useRef<ReadonlyMap<number, ReviewDocument> | null>(null);

  // Announce what changed while shown (an upload, a review elsewhere, a deletion); the first list only records.
  useEffect(() => {
    if (!documents) return;
    const before = previous.current;
    previous.current = new Map(documents.map((d) => [d.id, d]));
    if (!before) return;
    const news: string[] = [];
    for (const doc of documents) {
      const old = before.get(doc.id);
      if (!old) news.push(t('review.live.added', { name: doc.fileName }));
      else if (old.status !== doc.status && !ownChanges.current.delete(doc.id)) {
        news.push(t('review.live.changed', { name: doc.fileName, status: clientText(`documents.statuses.${doc.status}`) }));
      }
    }
    for (const [id, old] of before) if (!previous.current.has(id)) news.push(t('review.live.removed', { name: old.fileName }));
    if (news.length) setAnnouncement(news.join(' '));
  }, [documents, t, clientText]);

  // After a decision the button that asked for it is gone (a verified document offers no Verify): the focus
  // goes to the document's name. This runs after the dialog gave the focus back.
  useEffect(() => {
    if (question !== null || focusCard === null) return;
    cards.current.get(focusCard)?.focus();
    setFocusCard(null);
  }, [question, focusCard]);

  const open = (doc: ReviewDocument) => {
    const state = opens.get(doc.id);
    if (state?.kind === 'opening') return;
    let pending: Promise<OpenOutcome>;
    try {
      pending = onOpen(doc);
    } catch (e) {
      pending = Promise.resolve({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
    setOpens((m) => new Map(m).set(doc.id, { kind: 'opening' }));
    void pending
      .catch((e: unknown): OpenOutcome => ({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }))
      .then((outcome) => setOpens((m) => new Map(m).set(doc.id, outcome)));
  };

  const dismissOpen = (id: number) =>
    setOpens((m) => {
      const next = new Map(m);
      next.delete(id);
      return next;
    });

  const done = (action: ReviewAction, doc: ReviewDocument, comment: string) => {
    if (action !== 'comment') {
      ownChanges.current.add(doc.id);
      setFocusCard(doc.id);
    }
    const key = action === 'verify' ? 'verified' : action === 'reject' ? 'rejected' : comment ? 'commentSaved' : 'commentRemoved';
    setAnnouncement(t(`review.done.${key}`, { name: doc.fileName }));
    setQuestion(null);
  };

  let body;
  if (loading) {
    body = (
      <p role="status" className="bf-review__state">
        {t('review.loading')}
      </p>
    );
  } else if (error) {
    body = (
      <div role="alert" className="bf-review__state bf-review__state--error">
        <p>{t('review.loadError')}</p>
        <p>{error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? t('review.retrying') : t('review.retry')}
          </Button>
        ) : null}
      </div>
    );
  } else if (!documents || documents.length === 0) {
    body = (
      <div className="bf-review__state bf-review__state--empty">
        <p className="bf-review__empty-title">{t('review.empty')}</p>
        <p>{t('review.emptyHint', { user: userName })}</p>
      </div>
    );
  } else {
    body = (
      <ul className="bf-review__list">
        {documents.map((doc) => (
          <DocumentCard
            key={doc.id}
            document={doc}
            open={opens.get(doc.id)}
            readOnly={readOnly !== null}
            headingRef={(el) => {
              if (el) cards.current.set(doc.id, el);
              else cards.current.delete(doc.id);
            }}
            onOpen={() => open(doc)}
            onDismissOpen={() => dismissOpen(doc.id)}
            onAsk={(action) => setQuestion({ action, document: doc })}
            typeLabel={clientText(`documents.types.${doc.type}`)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={cx('bf-card', 'bf-card--outline', 'bf-review', className)} aria-labelledby={headingId}>
      <div className="bf-review__header">
        <h2 id={headingId} className="bf-review__title">
          {t('review.title')}
        </h2>
        {documents && documents.length > 0 ? (
          <p className="bf-review__summary">
            {t('review.summary', {
              pending: countOf(documents, 'Pending'),
              verified: countOf(documents, 'Verified'),
              rejected: countOf(documents, 'Rejected'),
            })}
          </p>
        ) : null}
      </div>
      {readOnly ? <p className="bf-review__note">{t(`review.readOnly.${readOnly}`)}</p> : null}
      <div role="status" className="bf-visually-hidden">
        {announcement}
      </div>
      {body}
      <ReviewDialog
        action={question?.action ?? null}
        document={question?.document ?? null}
        userName={userName}
        onSubmit={onReview}
        onCancel={() => setQuestion(null)}
        onDone={done}
      />
    </section>
  );
}

/** How many of the documents have `status`. */
const countOf = (documents: readonly ReviewDocument[], status: ReviewDocumentStatus) => documents.filter((d) => d.status === status).length;

/** Props of {@link DocumentCard}. */
interface DocumentCardProps {
  document: ReviewDocument;
  open: OpenOutcome | { kind: 'opening' } | undefined;
  readOnly: boolean;
  headingRef: (el: HTMLHeadingElement | null) => void;
  onOpen: () => void;
  onDismissOpen: () => void;
  onAsk: (action: ReviewAction) => void;
  typeLabel: string;
}

/** One document: its facts, its comment, Open and (unless read-only) the review buttons. */
function DocumentCard({ document: doc, open, readOnly, headingRef, onOpen, onDismissOpen, onAsk, typeLabel }: DocumentCardProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const titleId = useId();
  const reviewed = doc.status !== 'Pending' && doc.reviewedAt;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  const opening = open?.kind === 'opening';
  const problem =
    open?.kind === 'blocked' ? t('review.popupBlocked') : open?.kind === 'failed' ? t('review.openFailed', { reason: open.message }) : null;

  return (
    <li className="bf-review-document" data-status={doc.status} aria-labelledby={titleId}>
      <div className="bf-review-document__head">
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className="bf-review-document__name">
          {doc.fileName}
        </h3>
        <DocumentStatusBadge status={doc.status} />
      </div>
      <dl className="bf-review-document__facts">
        <div>
          <dt>{t('review.facts.type')}</dt>
          <dd>{typeLabel}</dd>
        </div>
        <div>
          <dt>{t('review.facts.size')}</dt>
          <dd>{formatFileSize(doc.size, language)}</dd>
        </div>
        <div>
          <dt>{t('review.facts.uploadedAt')}</dt>
          <dd>{when(doc.uploadedAt)}</dd>
        </div>
        {reviewed ? (
          <>
            <div>
              <dt>{t(doc.status === 'Verified' ? 'review.facts.verifiedAt' : 'review.facts.rejectedAt')}</dt>
              <dd>{when(doc.reviewedAt as string)}</dd>
            </div>
            <div>
              <dt>{t(doc.status === 'Verified' ? 'review.facts.verifiedBy' : 'review.facts.rejectedBy')}</dt>
              <dd>{doc.reviewedBy ?? t('review.unknown')}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {doc.comment ? (
        <div className={cx('bf-review-document__comment', doc.status === 'Rejected' && 'bf-review-document__comment--rejected')}>
          <p className="bf-review-document__comment-label">{t('review.comment')}</p>
          <p className="bf-review-document__comment-text">{doc.comment}</p>
        </div>
      ) : null}
      <div className="bf-review-document__actions">
        <Button
          variant="secondary"
          size="sm"
          icon={<IconExternalLink size={16} />}
          aria-label={opening ? t('review.openingNamed', { name: doc.fileName }) : t('review.openNamed', { name: doc.fileName })}
          aria-disabled={opening || undefined}
          aria-busy={opening || undefined}
          onClick={onOpen}
        >
          {opening ? t('review.opening') : t('review.open')}
        </Button>
        {readOnly ? null : (
          <>
            {doc.status !== 'Verified' ? (
              <Button
                variant="primary"
                size="sm"
                aria-label={t('review.verifyNamed', { name: doc.fileName })}
                onClick={() => onAsk('verify')}
              >
                {t('review.verify')}
              </Button>
            ) : null}
            {doc.status !== 'Rejected' ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('review.rejectNamed', { name: doc.fileName })}
                onClick={() => onAsk('reject')}
              >
                {t('review.reject')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('review.editCommentNamed', { name: doc.fileName })}
              onClick={() => onAsk('comment')}
            >
              {t('review.editComment')}
            </Button>
          </>
        )}
      </div>
      <p role="status" className="bf-review-document__opened">
        {open?.kind === 'opened' ? t('review.opened', { name: doc.fileName }) : ''}
      </p>
      {problem ? (
        <InlineAlert
          className="bf-review-document__alert"
          message={problem}
          action={
            <Button variant="ghost" size="sm" onClick={onDismissOpen}>
              {t('review.dismiss')}
            </Button>
          }
        />
      ) : null}
    </li>
  );
}
