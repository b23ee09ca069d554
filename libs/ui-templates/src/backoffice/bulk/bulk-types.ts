import type { EmployeeChoice } from '../employee-search-picker';

/** A bulk action of the back office's users list. */
export type BulkActionId = 'block' | 'unblock' | 'archive' | 'sendCredentials' | 'assign';

/** Every bulk action, in the order the bar shows them. */
export const BULK_ACTION_IDS: readonly BulkActionId[] = Object.freeze(['block', 'unblock', 'archive', 'sendCredentials', 'assign']);

/** Why a bulk action left a user alone (no call was made for it). */
export type BulkSkipReasonId =
  | 'self'
  | 'missing'
  | 'alreadyBlocked'
  | 'notBlocked'
  | 'alreadyArchived'
  | 'notClient'
  | 'inactive'
  | 'alreadySent'
  | 'alreadyAssigned';

/** Where one user of a bulk action ended. */
export type BulkRowState = 'done' | 'skipped' | 'failed' | 'pending';

/** One user in the outcome table. */
export interface BulkOutcomeRow {
  id: number;
  name: string;
  /** The user's page. */
  href?: string;
  state: BulkRowState;
  /** Why it was skipped (`skipped`). */
  reason?: BulkSkipReasonId;
  /** What went wrong, in words (`failed`). */
  error?: string;
}

/** An employee the account-manager picker offers. */
export type AccountManagerOption = EmployeeChoice;
