import type { Migration } from './migrations';

/**
 * Schema step 3: sign-up, e-mail and phone confirmation, password reset.
 *
 * - `registrations`: how a self-registered user signed up (`live` through Register, `demo` through RegisterDemo).
 * - `verification_tokens`: single-use links sent by e-mail (`confirm-email`, `reset-password`), stored only as
 *   SHA-256 hashes, bound to the address they were sent to.
 * - `phone_confirmations`: the pending SMS code of a user (SHA-256 hash, expiry, attempts) and the number confirmed.
 */
export const REGISTRATION_MIGRATION: Migration = {
  version: 3,
  name: 'sign-up, e-mail and phone confirmation, password reset',
  sql: `
    CREATE TABLE registrations (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('live', 'demo')),
      created_at timestamptz NOT NULL
    );
    CREATE TABLE verification_tokens (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('confirm-email', 'reset-password')),
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX verification_tokens_user ON verification_tokens (user_id, purpose);
    CREATE TABLE phone_confirmations (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      phone_number text NOT NULL,
      code_hash text,
      code_expires_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      confirmed_at timestamptz
    );
  `,
};

/**
 * Schema step 10: changed e-mail addresses awaiting their owner's confirmation (`email_changes`, one per user): the
 * address set, the one it replaced (told of the change) and who set it (an address set by someone else needs the
 * owner's password as well as the link to be confirmed).
 */
export const EMAIL_CHANGES_MIGRATION: Migration = {
  version: 10,
  name: 'e-mail changes awaiting confirmation',
  sql: `
    CREATE TABLE email_changes (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      previous_email text NOT NULL,
      previous_confirmed boolean NOT NULL DEFAULT false,
      changed_by integer,
      changed_at timestamptz NOT NULL
    );
  `,
};
