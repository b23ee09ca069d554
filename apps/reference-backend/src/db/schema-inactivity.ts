import type { Migration } from './migrations';

/**
 * Schema step 11: a user's `InactivityLogoutMinutes` may only shorten SPEC §9's 10-minute inactivity time
 * (`MAX_INACTIVITY_MINUTES`), so a value stored before that rule (a day, say) or one below a minute becomes 10, and
 * the database refuses any other from now on.
 */
export const INACTIVITY_CAP_MIGRATION: Migration = {
  version: 11,
  name: 'idle minutes only shorten the 10-minute inactivity time',
  sql: `
    UPDATE users SET inactivity_logout_minutes = 10
      WHERE inactivity_logout_minutes > 10 OR inactivity_logout_minutes < 1;
    ALTER TABLE users ADD CONSTRAINT users_inactivity_logout_minutes_range
      CHECK (inactivity_logout_minutes BETWEEN 1 AND 10);
  `,
};
