import type { Migration } from './migrations';

/**
 * Schema step 9: delegated sessions ("Log in as client").
 *
 * `refresh_tokens.actor_id` is the employee who opened the session on the user's behalf through `CreateAutoLogin`
 * (null for the user's own sessions). Every token of the family carries it, so each refreshed access token names
 * the acting employee too (the `act` claim). Deleting the employee ends those sessions with it.
 */
export const ACT_AS_MIGRATION: Migration = {
  version: 9,
  name: 'delegated sessions',
  sql: `
    ALTER TABLE refresh_tokens ADD COLUMN actor_id integer REFERENCES users (id) ON DELETE CASCADE;
  `,
};
