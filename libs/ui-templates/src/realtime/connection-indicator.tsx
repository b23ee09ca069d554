import './realtime.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../components/class-names';

/** The realtime connection states (the strings of `ConnectionState` in `@brokerfront/realtime`). */
export type LiveConnectionState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

const ENGLISH: Record<LiveConnectionState, string> = {
  Connected: 'Live',
  Connecting: 'Connecting…',
  Reconnecting: 'Reconnecting…',
  Disconnecting: 'Disconnecting…',
  Disconnected: 'Offline',
};

export interface ConnectionIndicatorProps {
  state: LiveConnectionState;
  className?: string;
}

/**
 * A small dot and word showing whether live updates flow (for the signed-in header). Announced
 * politely to screen readers when it changes. Texts from the `realtime` namespace.
 */
export function ConnectionIndicator({ state, className }: ConnectionIndicatorProps) {
  const { t } = useTranslation('realtime');
  const label = t('connection.label', { defaultValue: 'Live updates' });
  return (
    <span
      className={cx('bf-live', `bf-live--${state}`, className)}
      role="status"
      aria-live="polite"
      aria-label={`${label}: ${t(`connection.${state}`, { defaultValue: ENGLISH[state] })}`}
      data-state={state}
    >
      <span className="bf-live__dot" aria-hidden="true" />
      <span className="bf-live__text" aria-hidden="true">
        {t(`connection.${state}`, { defaultValue: ENGLISH[state] })}
      </span>
    </span>
  );
}
