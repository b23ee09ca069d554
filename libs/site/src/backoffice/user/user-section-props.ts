import type { User } from '@brokerfront/identity-api';

/** What every section of the user page gets. */
export interface UserSectionProps {
  /** The user shown (kept live: pushed updates replace it). */
  user: User;
  /**
   * `true` on the signed-in employee's own record: the page offers no block, archive, delete, act-as or
   * permission controls there (and the service refuses them with `cannot_act_on_self`).
   */
  ownRecord: boolean;
}
