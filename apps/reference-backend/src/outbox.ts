import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

/** A message written to the outbox. */
export interface OutboxMessage {
  /**
   * Contact messages, credentials, confirmation and password-reset links, phone codes (`sms`), and the notice to
   * the previous address of a changed e-mail (`email-changed`).
   */
  kind: 'contact' | 'credentials' | 'confirm-email' | 'reset-password' | 'sms' | 'email-changed' | 'email-restored';
  to: string;
  subject: string;
  body: string;
  data?: Record<string, unknown>;
}

/**
 * The outbox: every e-mail the backend would send, one JSON file per message under `<dataDir>/outbox`,
 * named `<timestamp>-<kind>-<random>.json`, readable by the server's user only (0600, in a 0700 folder). Files appear
 * atomically (written aside, then renamed).
 */
export class Outbox {
  constructor(readonly dir: string) {}

  /** Writes a message; returns the file path. */
  async write(message: OutboxMessage): Promise<string> {
    // The outbox holds passwords sent with credentials: only the server's own user may read it.
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const createdAt = new Date().toISOString();
    const name = `${createdAt.replace(/[:.]/g, '-')}-${message.kind}-${randomBytes(4).toString('hex')}.json`;
    const file = path.join(this.dir, name);
    const tmp = `${file}.tmp`;
    await writeFile(tmp, JSON.stringify({ ...message, createdAt }, null, 2) + '\n', { flag: 'wx', mode: 0o600 });
    await rename(tmp, file);
    return file;
  }
}
