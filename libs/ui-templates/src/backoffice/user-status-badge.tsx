import { cx } from '../components/class-names';
import type { UserStatus } from './labels';
import './backoffice.css';

/** A small badge for a user's state (active, blocked, archived), its label in the interface language. */
export function UserStatusBadge({ status, label }: { status: UserStatus; label: string }) {
  return <span className={cx('bf-status', `bf-status--${status}`)}>{label}</span>;
}
