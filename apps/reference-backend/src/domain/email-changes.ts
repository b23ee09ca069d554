import type { Principal } from '../auth/principal';
import type { Sql } from '../db/database';
import { ApiError } from '../http/envelope';
import { mixesLookalikeScripts, sameEmailAddress } from './email-address';
import type { User } from './types';

/**
 * A changed e-mail address that its owner has not confirmed yet (`email_changes`): the address set, the one it
 * replaced, and who set it (the owner itself, or an employee through the back office or a delegated session).
 */
export interface PendingEmailChange {
  userId: number;
  email: string;
  previousEmail: string;
  /** Whether `previousEmail` was a confirmed address (so setting it again restores a proven address). */
  previousConfirmed: boolean;
  /** The user who made the change; `null` when unknown. */
  changedBy: number | null;
  changedAt: string;
}

interface Row {
  user_id: number;
  email: string;
  previous_email: string;
  previous_confirmed: boolean;
  changed_by: number | null;
  changed_at: Date | string;
}

/** Records (or replaces) the pending change of a user's address. */
export async function recordEmailChange(sql: Sql, change: PendingEmailChange): Promise<void> {
  await sql.query(
    `INSERT INTO email_changes (user_id, email, previous_email, previous_confirmed, changed_by, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET email = $2, previous_email = $3, previous_confirmed = $4, changed_by = $5, changed_at = $6`,
    [change.userId, change.email, change.previousEmail, change.previousConfirmed, change.changedBy, change.changedAt],
  );
}

/** The pending change of a user's address, if any. */
export async function pendingEmailChange(sql: Sql, userId: number): Promise<PendingEmailChange | undefined> {
  const r = await sql.query<Row>(
    'SELECT user_id, email, previous_email, previous_confirmed, changed_by, changed_at FROM email_changes WHERE user_id = $1',
    [userId],
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    userId: Number(row.user_id),
    email: row.email,
    previousEmail: row.previous_email,
    previousConfirmed: row.previous_confirmed === true,
    changedBy: row.changed_by === null ? null : Number(row.changed_by),
    changedAt: new Date(row.changed_at).toISOString(),
  };
}

/** Forgets the pending change of a user's address (it was confirmed). */
export async function clearEmailChange(sql: Sql, userId: number): Promise<void> {
  await sql.query('DELETE FROM email_changes WHERE user_id = $1', [userId]);
}

/**
 * Whether confirming the change needs the owner's password as well as the link: when someone other than the owner
 * set the address (or it is not known who did), whoever reads the new mailbox has not yet shown to be the owner.
 */
export function needsOwnerPassword(change: PendingEmailChange | undefined): boolean {
  return !!change && change.changedBy !== change.userId;
}

/**
 * The e-mail rules of `Update`, applied to the `patch` about to be stored on `current`: a new address is stored
 * unconfirmed (its owner confirms it through the link), and `EmailConfirmed: true` is refused with the change, or
 * while a changed address awaits its owner (`pending`): 400 `email_change_pending` naming `EmailConfirmed`. A new
 * address that mixes Latin with Cyrillic or Greek letters is refused: 400 `email_invalid` naming `Email`.
 * Answers whether the address changes.
 */
export function applyEmailChangeRules(current: User, patch: Partial<User>, pending: boolean): boolean {
  const changes = patch.Email !== undefined && !sameEmailAddress(patch.Email, current.Email);
  if (changes && mixesLookalikeScripts(patch.Email ?? '')) throw ApiError.badRequest('email_invalid', 'Email');
  if (patch.EmailConfirmed === true && (changes || (pending && !current.EmailConfirmed))) {
    throw ApiError.badRequest('email_change_pending', 'EmailConfirmed');
  }
  if (changes) patch.EmailConfirmed = false;
  return changes;
}

/** Who makes a change as `principal`: the signed-in user, or in a delegated session the acting employee. */
export function changedByOf(principal: Principal): number {
  return principal.actor?.Id ?? principal.user.Id;
}
