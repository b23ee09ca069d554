/** @jest-environment node */
import { runWithSources } from './support-sessions';

/**
 * Schema step 11 on a database made before it (in a child process: the database is PGlite, which Jest cannot load):
 * stored idle minutes above 10 or below 1 become 10, values within stay, and the database refuses a new value out of
 * range.
 */
const SCENARIO = String.raw`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
const { Database } = await src('db/database.ts');
const { MIGRATIONS } = await src('db/migrations.ts');
const { INACTIVITY_CAP_MIGRATION } = await src('db/schema-inactivity.ts');
const { Store } = await src('domain/store.ts');
const dir = mkdtempSync(join(tmpdir(), 'inactivity-'));
const out = {};
let db;
try {
  db = await Database.open(dir, MIGRATIONS.filter((m) => m.version < 11));
  const insert = (email, minutes) =>
    db.pg.query(
      "INSERT INTO users (first_name, last_name, email, user_type, inactivity_logout_minutes, created_at, updated_at) VALUES ('Old', 'User', $1, 1, $2, now(), now())",
      [email, minutes],
    );
  await insert('day@example.com', 1440);
  await insert('five@example.com', 5);
  await insert('zero@example.com', 0);
  out.registered = MIGRATIONS.includes(INACTIVITY_CAP_MIGRATION) && INACTIVITY_CAP_MIGRATION.version === 11;
  await db.pg.transaction((tx) => tx.exec(INACTIVITY_CAP_MIGRATION.sql));
  const store = await Store.load(db);
  out.minutes = ['day@example.com', 'five@example.com', 'zero@example.com'].map((e) => store.findByEmail(e).InactivityLogoutMinutes);
  try {
    await db.pg.query("UPDATE users SET inactivity_logout_minutes = 60 WHERE email = 'five@example.com'");
    out.refused = false;
  } catch {
    out.refused = true;
  }
} finally {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
`;

describe('schema step 11 (idle minutes only shorten the inactivity time)', () => {
  it('brings stored values out of 1–10 to 10, keeps the others, and refuses a new one out of range', async () => {
    expect(await runWithSources(SCENARIO)).toEqual({ registered: true, minutes: [10, 5, 10], refused: true });
  }, 90000);
});
