import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { MIGRATIONS, type Migration } from './migrations';

/** Something that runs SQL: the database itself or an open transaction. */
export type Sql = Pick<PGlite, 'query' | 'exec'> | Transaction;

/** The embedded Postgres (PGlite) of the reference backend, persisted under `<dataDir>/db`. */
export class Database {
  private constructor(readonly pg: PGlite) {}

  /** Opens (or creates) the database and applies pending migrations. */
  static async open(dataDir: string, migrations: Migration[] = MIGRATIONS): Promise<Database> {
    const dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const pg = await PGlite.create(dir);
    const db = new Database(pg);
    await db.migrate(migrations);
    return db;
  }

  private async migrate(migrations: Migration[]): Promise<void> {
    await this.pg.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await this.pg.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version)) continue;
      await this.pg.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      });
    }
  }

  /** Runs `fn` in one transaction: everything it wrote is committed together or not at all. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  /** Reads a value of the `settings` table. */
  async getSetting(key: string): Promise<string | undefined> {
    const r = await this.pg.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
    return r.rows[0]?.value;
  }

  /** Writes a value of the `settings` table. */
  async setSetting(key: string, value: string): Promise<void> {
    await this.pg.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      key,
      value,
    ]);
  }

  /** Closes the database cleanly (flushes to disk). */
  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
