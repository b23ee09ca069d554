import './realtime.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../components/class-names';

/** What is wrong with the live connection: being made again, or stopped after its retries ran out. */
export type LiveOutage = 'reconnecting' | 'stopped';

export interface NetworkErrorBannerProps {
  /** The outage to tell; nothing is shown for null (live, or signed out). */
  outage: LiveOutage | null;
  /** "Reconnect" (shown while stopped): try again now. */
  onReconnect?: () => void;
  className?: string;
}

/**
 * The 'Network error' banner while the live feeds are down (SPEC §8), telling the truth of each state: "Reconnecting…"
 * while the connection is being made again, "Live updates stopped" with a **Reconnect** button once the retries ran
 * out (the page still tries about every minute). A polite live region that stays in the page, so screen readers
 * announce each change without interrupting; empty when live. Texts from the `realtime` namespace.
 */
export function NetworkErrorBanner({ outage, onReconnect, className }: NetworkErrorBannerProps) {
  const { t } = useTranslation('realtime');
  return (
    <div
      className={cx(outage && 'bf-network-error', outage && `bf-network-error--${outage}`, className)}
      aria-live="polite"
      aria-atomic="true"
      data-outage={outage ?? undefined}
    >
      {outage && (
        <>
          <strong>{t('feeds.networkError', { defaultValue: 'Network error' })}</strong>
          <span className="bf-network-error__hint">
            {outage === 'reconnecting'
              ? t('feeds.networkErrorHint', { defaultValue: 'Reconnecting… What changed meanwhile is shown once live updates are back.' })
              : t('feeds.stoppedHint', { defaultValue: 'Live updates stopped. The page tries again every minute.' })}
          </span>
          {outage === 'stopped' && onReconnect && (
            <button type="button" className="bf-network-error__action" onClick={onReconnect}>
              {t('feeds.reconnect', { defaultValue: 'Reconnect' })}
            </button>
          )}
        </>
      )}
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
