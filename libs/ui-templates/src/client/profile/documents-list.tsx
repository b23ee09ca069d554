import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { Dialog } from '../../components/dialog';
import { LoadState } from '../common/client-page';
import { formatDay, formatFileSize } from './format';
import { ProfileBadge, type ProfileBadgeTone } from './profile-details';
import type { DocumentItem, FormOutcome, ProfileDocumentStatus } from './profile-types';
import './profile.css';

const STATUS_TONES: Record<ProfileDocumentStatus, ProfileBadgeTone> = { Pending: 'warning', Verified: 'success', Rejected: 'danger' };

/** The status of a document as a badge: Pending, Verified or Rejected. */
export function DocumentStatusBadge({ status }: { status: ProfileDocumentStatus }) {
  const { t } = useTranslation('client');
  return <ProfileBadge tone={STATUS_TONES[status]}>{t(`documents.statuses.${status}`)}</ProfileBadge>;
}

/** Props of {@link DocumentsList}. */
export interface DocumentsListProps {
  documents: readonly DocumentItem[];
  /** The user's time zone (upload dates). */
  timeZone?: string | null;
  /** Deletes a pending document (`DeleteDocument/{id}`), once the user confirmed it. */
  onDelete: (id: number) => Promise<FormOutcome>;
  className?: string;
}

/**
 * The user's documents, newest first, one card each: file name, type, upload date, size and status (with
 * the employee's comment), and "Delete" — only while a document is pending, after a confirmation. A status
 * that changes while the list is shown (an employee's review, pushed) is announced.
 */
export function DocumentsList({ documents, timeZone, onDelete, className }: DocumentsListProps) {
  const { t, i18n } = useTranslation('client');
  const language = i18n.language || 'en';
  const ids = useId();
  const [confirming, setConfirming] = useState<DocumentItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const statuses = useRef<Map<number, ProfileDocumentStatus> | null>(null);

  // Announce a status that changed while shown (a review arriving live); the first render only records.
  useEffect(() => {
    const previous = statuses.current;
    statuses.current = new Map(documents.map((d) => [d.id, d.status]));
    if (!previous) return;
    const changed = documents.filter((d) => previous.has(d.id) && previous.get(d.id) !== d.status);
    if (changed.length) {
      setAnnouncement(
        changed.map((d) => t('documents.statusChanged', { name: d.fileName, status: t(`documents.statuses.${d.status}`) })).join(' '),
      );
    }
  }, [documents, t]);

  const remove = async () => {
    if (!confirming || busy) return;
    const target = confirming;
    setBusy(true);
    setError(null);
    let outcome: FormOutcome;
    try {
      outcome = await onDelete(target.id);
    } catch {
      outcome = { ok: false, formError: t('documents.deleteFailed') };
    }
    setBusy(false);
    setConfirming(null);
    if (outcome.ok) setAnnouncement(t('documents.deleted', { name: target.fileName }));
    else setError(outcome.formError ?? t('documents.deleteFailed'));
  };

  const describedBy = `${ids}-confirm-text`;

  return (
    <div className={cx('bf-profile-documents', className)}>
      {error ? (
        <p role="alert" className="bf-profile-error">
          {error}
        </p>
      ) : null}
      <div role="status" className="bf-profile-section__status">
        {announcement ? <p className="bf-profile-done">{announcement}</p> : null}
      </div>
      <ul className="bf-profile-documents__list">
        {documents.map((doc) => {
          const titleId = `${ids}-doc-${doc.id}`;
          return (
            <li key={doc.id} className="bf-profile-document" data-status={doc.status}>
              <h3 id={titleId} className="bf-profile-document__name">
                {doc.fileName}
              </h3>
              <dl className="bf-profile-document__facts">
                <div>
                  <dt>{t('documents.columns.type')}</dt>
                  <dd>{t(`documents.types.${doc.type}`)}</dd>
                </div>
                <div>
                  <dt>{t('documents.columns.uploaded')}</dt>
                  <dd>{formatDay(doc.uploadedAt, language, timeZone)}</dd>
                </div>
                <div>
                  <dt>{t('documents.columns.size')}</dt>
                  <dd>{formatFileSize(doc.size, language)}</dd>
                </div>
                <div>
                  <dt>{t('documents.columns.status')}</dt>
                  <dd>
                    <DocumentStatusBadge status={doc.status} />
                  </dd>
                </div>
              </dl>
              {doc.comment ? (
                <p className={cx('bf-profile-document__comment', doc.status === 'Rejected' && 'bf-profile-document__comment--rejected')}>
                  <span className="bf-profile-document__comment-label">{t('documents.comment')}</span> {doc.comment}
                </p>
              ) : null}
              {doc.status === 'Pending' ? (
                <div className="bf-profile-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('documents.deleteNamed', { name: doc.fileName })}
                    disabled={busy}
                    onClick={() => {
                      setError(null);
                      setConfirming(doc);
                    }}
                  >
                    {t('documents.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={confirming !== null}
        role="alertdialog"
        title={t('documents.confirmTitle')}
        describedBy={describedBy}
        dismissible={!busy}
        onClose={() => {
          if (!busy) setConfirming(null);
        }}
        actions={
          <>
            <Button variant="primary" onClick={() => void remove()} disabled={busy}>
              {busy ? t('documents.deleting') : t('documents.confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              {t('documents.cancel')}
            </Button>
          </>
        }
      >
        <p id={describedBy}>{confirming ? t('documents.confirmText', { name: confirming.fileName }) : null}</p>
      </Dialog>
    </div>
  );
}

/** Props of {@link DocumentsSection}. */
export interface DocumentsSectionProps {
  /** The documents once loaded. */
  documents: readonly DocumentItem[] | undefined;
  loading: boolean;
  /** The load failed: the message (translated), or null. */
  error: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  timeZone?: string | null;
  onDelete: (id: number) => Promise<FormOutcome>;
  className?: string;
}

/** "Your documents": the list with its loading, error ("Try again") and empty ("No documents yet") states. */
export function DocumentsSection({ documents, loading, error, onRetry, retrying, timeZone, onDelete, className }: DocumentsSectionProps) {
  const { t } = useTranslation('client');
  const headingId = useId();
  return (
    <section className={cx('bf-card', 'bf-card--outline', 'bf-profile-section', className)} aria-labelledby={headingId}>
      <div className="bf-profile-section__header">
        <h2 id={headingId} className="bf-profile-section__title">
          {t('documents.listTitle')}
        </h2>
      </div>
      <LoadState
        loading={loading}
        error={error}
        empty={!documents || documents.length === 0}
        loadingLabel={t('documents.loading')}
        onRetry={onRetry}
        retrying={retrying}
        emptyContent={
          <>
            <p className="bf-profile-empty__title">{t('documents.empty')}</p>
            <p className="bf-profile-section__text">{t('documents.emptyHint')}</p>
          </>
        }
      >
        <DocumentsList documents={documents ?? []} timeZone={timeZone} onDelete={onDelete} />
      </LoadState>
    </section>
  );
}
