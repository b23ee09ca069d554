import type { UserPermission } from './catalogue';
import { samePermission } from './has-permission';

/** Kinds of pushed permission events (SPEC §4): a grant created or deleted. */
export type PermissionEventKind = 'Created' | 'Deleted';

/** A pushed permission event, as {@link applyPermissionEvents} takes it. */
export interface PermissionEvent {
  kind: PermissionEventKind;
  permission: UserPermission;
}

/**
 * A user's grants after pushed events, in order: a created grant is added (or replaces the same grant,
 * see {@link samePermission}), a deleted one removed. Events of other users than `userId` are ignored.
 * Returns the same array when nothing changed, so callers can skip a write.
 */
export function applyPermissionEvents(
  list: readonly UserPermission[],
  userId: number,
  events: readonly PermissionEvent[],
): readonly UserPermission[] {
  let next = list;
  for (const { kind, permission } of events) {
    if (permission.UserId !== userId) continue;
    const index = next.findIndex((p) => samePermission(p, permission));
    if (kind === 'Deleted') {
      if (index >= 0) next = [...next.slice(0, index), ...next.slice(index + 1)];
    } else if (index < 0) next = [...next, permission];
    else if (next[index] !== permission) next = next.map((p, i) => (i === index ? permission : p));
  }
  return next;
}
