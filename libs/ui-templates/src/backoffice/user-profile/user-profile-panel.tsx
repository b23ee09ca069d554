import './user-profile.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';

/** Props of {@link UserProfilePanel}. */
export interface UserProfilePanelProps {
  /** Beside the title: "Edit details" while the details show (the caller shows it only with the permission). */
  action?: ReactNode;
  /** The outcome of the last save, announced ("The details are saved."). */
  status?: ReactNode;
  /** The details, or the edit form. */
  children: ReactNode;
  /** Below them: the client's sales status. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The "Details" section of the user page: a region named by its title, with the title's action (Edit),
 * a status line that announces the outcome of a save, the details or the edit form, and the sales status.
 */
export function UserProfilePanel({ action, status, children, footer, className }: UserProfilePanelProps) {
  const { t } = useTranslation('backoffice');
  const titleId = `${useId()}-title`;
  return (
    <section className={cx('bf-user-profile', className)} aria-labelledby={titleId}>
      <div className="bf-user-profile__head">
        <h2 id={titleId} className="bf-user-profile__title">
          {t('profile.title')}
        </h2>
        {action ? <div className="bf-user-profile__action">{action}</div> : null}
      </div>
      <p role="status" className="bf-user-profile__status">
        {status}
      </p>
      {children}
      {footer ? <div className="bf-user-profile__footer">{footer}</div> : null}
    </section>
  );
}
