import { readConfig } from './config';
import { Database } from './db/database';
import { seedDemoAccounts, seedGeneratedUsers } from './db/seed';
import { Store } from './domain/store';

/**
 * Seeds a data directory without starting the server: the demo accounts, then generated users up to
 * `--users=<n>` (or env SEED_USERS). Deterministic: the same count always gives the same users.
 *
 *   npx nx run reference-backend:seed --args="--users=100000"
 */
async function main(): Promise<void> {
  const arg = process.argv.find((a) => a.startsWith('--users='));
  const config = readConfig(arg ? { ...process.env, SEED_USERS: arg.slice('--users='.length) } : process.env);
  const db = await Database.open(config.dataDir);
  try {
    const store = await Store.load(db);
    await seedDemoAccounts(db, store);
    const started = Date.now();
    const added = await seedGeneratedUsers(db, store, config.seedUsers, (done, total) => console.log(`  ${done}/${total}`));
    console.log(
      `Added ${added} generated users in ${((Date.now() - started) / 1000).toFixed(1)} s; ${store.size} users in ${config.dataDir}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
