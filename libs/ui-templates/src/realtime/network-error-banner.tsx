import './realtime.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../components/class-names';

export interface NetworkErrorBannerProps {
  /** Shown while true (the feeds are down with the connection); nothing is rendered otherwise. */
  visible: boolean;
  className?: string;
}

/**
 * The 'Network error' banner shown while the live feeds are down; it disappears when they recover.
 * An alert, so screen readers announce it. Texts from the `realtime` namespace.
 */
export function NetworkErrorBanner({ visible, className }: NetworkErrorBannerProps) {
  const { t } = useTranslation('realtime');
  if (!visible) return null;
  return (
    <div className={cx('bf-network-error', className)} role="alert">
      <strong>{t('feeds.networkError', { defaultValue: 'Network error' })}</strong>
      <span className="bf-network-error__hint">
        {t('feeds.networkErrorHint', { defaultValue: 'Live updates are paused and resume by themselves when the connection is back.' })}
      </span>
    </div>
  );
}

export interface SubscribeFailedBannerProps {
  /** Shown while true (the service refused a live subscription); nothing is rendered otherwise. */
  visible: boolean;
  className?: string;
}

/**
 * The 'Failed to subscribe' banner (SPEC §8), shown when the service refused a live subscription: the
 * page still works, without live updates. An alert, so screen readers announce it.
 */
export function SubscribeFailedBanner({ visible, className }: SubscribeFailedBannerProps) {
  const { t } = useTranslation('realtime');
  if (!visible) return null;
  return (
    <div className={cx('bf-network-error', 'bf-network-error--refused', className)} role="alert">
      <strong>{t('feeds.failed', { defaultValue: 'Failed to subscribe' })}</strong>
      <span className="bf-network-error__hint">
        {t('feeds.failedHint', { defaultValue: 'Live updates are off for this page. Reload the page to try again.' })}
      </span>
    </div>
  );
}
