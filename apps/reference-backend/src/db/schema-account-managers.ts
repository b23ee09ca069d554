import type { Migration } from './migrations';

/**
 * Schema step 6: account managers.
 *
 * `users.account_manager_id` is the employee who looks after a client (`AccountManagerId` on the wire; null: none),
 * set through `POST Assign`. Deleting the employee clears it on every client it managed (the store does that in
 * the same transaction as the deletion and announces each change; the foreign key keeps the rule in the database
 * too). The index serves those look-ups.
 */
export const ACCOUNT_MANAGERS_MIGRATION: Migration = {
  version: 6,
  name: 'account managers',
  sql: `
    ALTER TABLE users ADD COLUMN account_manager_id integer REFERENCES users (id) ON DELETE SET NULL;
    CREATE INDEX users_account_manager ON users (account_manager_id) WHERE account_manager_id IS NOT NULL;
  `,
};
