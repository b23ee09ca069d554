import type { User } from './user';

/** Kinds of pushed user events (SPEC §4), also the kinds a hub subscription asks for. */
export type UserEventKind = 'Created' | 'Updated' | 'Deleted';

/** Every user event kind. */
export const ALL_USER_EVENT_KINDS: readonly UserEventKind[] = Object.freeze(['Created', 'Updated', 'Deleted']);

/** A pushed user event: what happened and the user's record after it. */
export interface UserEvent {
  kind: UserEventKind;
  user: User;
}
