import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from './button';
import { cx } from './class-names';

export interface PartLoadFailedProps {
  /** Loads the part again. */
  onRetry: () => void;
  /** A retry is running (the button is disabled meanwhile). */
  retrying?: boolean;
  className?: string;
}

/**
 * Stands in for a part of the page whose code could not be loaded (a dropped connection, a deployment that
 * replaced the files): says so as an alert and offers "Try again". Its texts are in the `common` namespace,
 * which every page carries.
 */
export function PartLoadFailed({ onRetry, retrying = false, className }: PartLoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={cx('bf-container', 'bf-part-failed', className)}>
      <p>{t('states.partFailed')}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {t('states.retry')}
      </Button>
    </div>
  );
}
