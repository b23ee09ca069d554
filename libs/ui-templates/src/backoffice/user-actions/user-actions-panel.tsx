import './user-actions.css';
import { useId, useLayoutEffect, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { buttonClassName } from '../../components/button';
import { cx } from '../../components/class-names';

/** An action of the back office on one user. */
export type UserActionId =
  | 'promote'
  | 'sendCredentials'
  | 'avatar'
  | 'autoLogin'
  | 'block'
  | 'unblock'
  | 'archive'
  | 'unarchive'
  | 'delete';

/** Every action, in the order the panel shows them (the destructive ones last). */
export const USER_ACTION_IDS: readonly UserActionId[] = Object.freeze([
  'promote',
  'sendCredentials',
  'avatar',
  'autoLogin',
  'unblock',
  'block',
  'unarchive',
  'archive',
  'delete',
]);

/** The actions that take something away from the user: shown with the danger look. */
export const DESTRUCTIVE_USER_ACTIONS: ReadonlySet<UserActionId> = new Set<UserActionId>(['block', 'archive', 'delete']);

/** The user an action is about, as the dialogs name them. */
export interface UserActionTarget {
  /** Full name. */
  name: string;
  email: string;
}

/** Why the panel shows no action. */
export type UserActionsNote = 'own' | 'none' | 'pending';

/** Props of {@link UserActionsPanel}. */
export interface UserActionsPanelProps {
  /** No action, and why: the employee's own record, no permission, or the permissions still loading. */
  note?: UserActionsNote | null;
  /** The last action's outcome in words (announced). */
  status?: string | null;
  /** The action buttons ({@link UserActionButton}) and their dialogs. */
  children?: ReactNode;
  className?: string;
}

/**
 * The "Actions" box of a user's page: a heading, the action buttons, and a status line announcing each
 * outcome. On the employee's own record, or without any permission, only a short note. When the button
 * that opened a dialog is gone once the dialog closes (e.g. Promote after promoting), focus moves to the
 * heading instead of getting lost.
 */
export function UserActionsPanel({ note = null, status = null, children, className }: UserActionsPanelProps) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastButton = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const last = lastButton.current;
    if (!last || last.isConnected) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      lastButton.current = null;
      headingRef.current?.focus();
    }
  });

  const remember = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLButtonElement && event.target.dataset['userAction']) lastButton.current = event.target;
  };

  return (
    <section className={cx('bf-card', 'bf-card--outline', 'bf-user-actions', className)} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bf-user-actions__title">
        {t('actions.title')}
      </h2>
      {note ? (
        <p className="bf-user-actions__note">{t(`actions.${note}`)}</p>
      ) : (
        <div className="bf-user-actions__buttons" onFocus={remember}>
          {children}
        </div>
      )}
      <p role="status" className="bf-user-actions__status">
        {note ? null : status}
      </p>
    </section>
  );
}

/** Props of {@link UserActionButton}. */
export interface UserActionButtonProps {
  action: UserActionId;
  /** Opens the action's dialog. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
}

/** The button of one action, labelled in the interface language; destructive actions have the danger look. */
export function UserActionButton({ action, onClick, disabled = false }: UserActionButtonProps) {
  const { t } = useTranslation('backoffice');
  const danger = DESTRUCTIVE_USER_ACTIONS.has(action);
  return (
    <button
      type="button"
      data-user-action={action}
      className={buttonClassName(
        { variant: 'secondary', size: 'sm' },
        cx('bf-user-actions__button', danger && 'bf-user-actions__button--danger'),
      )}
      onClick={onClick}
      disabled={disabled}
    >
      <span className="bf-button__label">{t(`actions.buttons.${action}`)}</span>
    </button>
  );
}
