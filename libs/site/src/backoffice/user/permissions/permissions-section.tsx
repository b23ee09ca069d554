import type { UserSectionProps } from '../user-section-props';

/** The permissions editor of an employee: list, add, remove, suspend, resume. */
export function PermissionsSection({ user }: UserSectionProps) {
  return <section aria-label={user.Email} />;
}
