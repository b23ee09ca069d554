import { cx } from '../components/class-names';
import './backoffice.css';

/** Props of {@link TestEnvironmentNotice}. */
export interface TestEnvironmentNoticeProps {
  /** What the site is, e.g. "Test environment:". */
  title: string;
  /** Why it says so, e.g. "This site is not marked as production in its configuration." */
  message: string;
  className?: string;
}

/**
 * The marker of a site that is not the live one (configuration `production` false), above each back-office page, so
 * that staff never mistake a test site's users for real clients. A note read in the page's flow, not an alert: it
 * is the same on every page.
 */
export function TestEnvironmentNotice({ title, message, className }: TestEnvironmentNoticeProps) {
  return (
    <p role="note" className={cx('bf-test-environment', className)}>
      <strong>{title}</strong> {message}
    </p>
  );
}
