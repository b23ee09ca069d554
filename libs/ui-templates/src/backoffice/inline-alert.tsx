import './backoffice.css';
import type { ReactNode } from 'react';
import { cx } from '../components/class-names';

/** Props of {@link InlineAlert}. */
export interface InlineAlertProps {
  /** What failed, in words. */
  message: ReactNode;
  /** The way on ("Try again", "Dismiss"), after the message. */
  action?: ReactNode;
  className?: string;
}

/** A failure said inside a part (a list that could not load, a file that could not open), announced as an alert. */
export function InlineAlert({ message, action, className }: InlineAlertProps) {
  return (
    <div role="alert" className={cx('bf-inline-alert', className)}>
      <p>{message}</p>
      {action}
    </div>
  );
}
