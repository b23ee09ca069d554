import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

/** A message written to the outbox. */
export interface OutboxMessage {
  kind: 'contact' | 'credentials';
  to: string;
  subject: string;
  body: string;
  data?: Record<string, unknown>;
}

/**
 * The outbox: every e-mail the backend would send, one JSON file per message under `<dataDir>/outbox`,
 * named `<timestamp>-<kind>-<random>.json`. Files appear atomically (written aside, then renamed).
 */
export class Outbox {
  constructor(readonly dir: string) {}

  /** Writes a message; returns the file path. */
  async write(message: OutboxMessage): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const createdAt = new Date().toISOString();
    const name = `${createdAt.replace(/[:.]/g, '-')}-${message.kind}-${randomBytes(4).toString('hex')}.json`;
    const file = path.join(this.dir, name);
    const tmp = `${file}.tmp`;
    await writeFile(tmp, JSON.stringify({ ...message, createdAt }, null, 2) + '\n', { flag: 'wx' });
    await rename(tmp, file);
    return file;
  }
}
