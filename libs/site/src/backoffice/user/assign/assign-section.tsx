import type { UserSectionProps } from '../user-section-props';

/** `Assign`: a client's account manager, an employee's group. */
export function AssignSection({ user }: UserSectionProps) {
  return <section aria-label={user.Email} />;
}
