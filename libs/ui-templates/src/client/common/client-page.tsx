import type { ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import './client-common.css';

/** Props of {@link ClientPage}. */
export interface ClientPageProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** One line under the title. */
  lead?: ReactNode;
  /** Controls beside the title (view toggles, "Edit profile"…). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of a signed-in page inside the client shell: the heading row and the content. */
export function ClientPage({ title, lead, actions, className, children }: ClientPageProps) {
  return (
    <div className={cx('bf-client-page', className)}>
      <header className="bf-client-page__header">
        <div className="bf-client-page__heading">
          <h1 className="bf-client-page__title">{title}</h1>
          {lead ? <p className="bf-client-page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="bf-client-page__actions">{actions}</div> : null}
      </header>
      <div className="bf-client-page__body">{children}</div>
    </div>
  );
}

/** Props of {@link LoadState}. */
export interface LoadStateProps {
  /** Data is being loaded for the first time. */
  loading: boolean;
  /** The load failed: the message to show (already translated), or null. */
  error: string | null;
  /** Nothing to show once loaded. */
  empty: boolean;
  /** "Loading accounts…". */
  loadingLabel: ReactNode;
  /** "You have no trading accounts yet." and, if any, what to do next. */
  emptyContent: ReactNode;
  /** Retries the load after an error. */
  onRetry?: () => void;
  /** A retry is running. */
  retrying?: boolean;
  children: ReactNode;
}

/**
 * The loading, error and empty states of a block of data, in one shape on every page: a status while
 * loading, an alert with "Try again" on error, the empty content when there is nothing, else the data.
 */
export function LoadState({ loading, error, empty, loadingLabel, emptyContent, onRetry, retrying, children }: LoadStateProps) {
  const { t } = useTranslation('client');
  if (loading) {
    return (
      <p role="status" className="bf-load-state bf-load-state--loading">
        {loadingLabel}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="bf-load-state bf-load-state--error">
        <p>{error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (empty) return <div className="bf-load-state bf-load-state--empty">{emptyContent}</div>;
  return <>{children}</>;
}
