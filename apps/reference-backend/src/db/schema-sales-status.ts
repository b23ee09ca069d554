import type { Migration } from './migrations';

/**
 * Schema step 8: sales status, and the comments' readback.
 *
 * `users.sales_status` is where a client stands in the sales process (`SalesStatus` on the wire: `New`, `Contacted`,
 * `Interested`, `NotInterested` or `Converted`), set through `POST UpdateSalesStatus`. Employees have none (null, and
 * the database refuses one); every client created from now on starts at `New` (the store sets it), and the clients
 * of a data directory made before this step get `New` here.
 *
 * The index serves `GET {id}/Comments`: one user's comments, newest first, paged backwards by id.
 */
export const SALES_STATUS_MIGRATION: Migration = {
  version: 8,
  name: 'sales status',
  sql: `
    ALTER TABLE users ADD COLUMN sales_status text;
    ALTER TABLE users ADD CONSTRAINT users_sales_status_check
      CHECK (sales_status IN ('New', 'Contacted', 'Interested', 'NotInterested', 'Converted'));
    ALTER TABLE users ADD CONSTRAINT users_sales_status_clients_only CHECK (sales_status IS NULL OR user_type = 0);
    UPDATE users SET sales_status = 'New' WHERE user_type = 0;
    CREATE INDEX user_comments_user ON user_comments (user_id, id DESC);
  `,
};
