import './auth.css';

/** Props of {@link ReconnectingNotice}. */
export interface ReconnectingNoticeProps {
  /** `true` while the session is being reconnected. */
  reconnecting: boolean;
  /** The (translated) text; "Reconnecting…" by default. */
  label?: string;
  className?: string;
}

/**
 * A quiet "Reconnecting…" note for the signed-in header while the session retries a token refresh.
 * It is a polite live region (`aria-live="polite"`) that stays in the page, empty when all is well, so
 * that screen readers announce the text when it appears without interrupting. It has no `status` role,
 * so that it does not compete with the header's live-connection indicator for that role.
 */
export function ReconnectingNotice({ reconnecting, label = 'Reconnecting…', className }: ReconnectingNoticeProps) {
  const classes = ['bf-reconnecting', reconnecting ? 'bf-reconnecting--active' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span aria-live="polite" aria-atomic="true" className={classes}>
      {reconnecting ? (
        <>
          <span className="bf-reconnecting__dot" aria-hidden="true" />
          {label}
        </>
      ) : null}
    </span>
  );
}
