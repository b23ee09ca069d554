import type { UserSectionProps } from '../user-section-props';

/** The client's identity documents: open, verify, reject, comment. */
export function DocumentsReviewSection({ user }: UserSectionProps) {
  return <section aria-label={user.Email} />;
}
