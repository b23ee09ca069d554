import type { ReactNode } from 'react';
import type { UserSectionProps } from '../user-section-props';

/**
 * The header of the user page: avatar, full name, type, status badges (active, blocked, archived, e-mail
 * confirmed, fully registered) and the tier in its colour; `actions` (the way back) at its end.
 */
export function UserHeader({ user, actions }: Pick<UserSectionProps, 'user'> & { actions?: ReactNode }) {
  return (
    <header>
      <h1>{user.FullName}</h1>
      {actions}
    </header>
  );
}
