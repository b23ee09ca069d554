import type { Migration } from './migrations';

/** Schema step 5: identity documents (KYC). */
export const DOCUMENTS_MIGRATION: Migration = {
  version: 5,
  name: 'identity documents (KYC)',
  sql: `
    SELECT 1;
  `,
};
