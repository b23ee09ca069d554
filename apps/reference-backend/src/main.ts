import { readConfig } from './config';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './db/seed';
import { isProduction, productionProblems, productionVerdict, readDataFacts } from './production-guard';
import { startServer } from './server';

/** Starts the reference backend from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  // NODE_ENV=production: refuse development settings (demo seed, published secrets, dev CORS) before listening.
  if (isProduction(process.env)) {
    const problems = productionProblems(config, process.env, await readDataFacts(config.dataDir));
    const verdict = productionVerdict(problems, process.env);
    for (const line of verdict.lines) console.error(line);
    if (!verdict.start) process.exit(1);
  }
  const backend = await startServer(config, { log: (line) => console.log(line) });
  // Handlers first: a supervisor that sends SIGTERM as soon as it reads the line below gets a clean stop.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down.`);
    backend.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`Reference backend listening on ${backend.url}`);
  console.log(`Data directory: ${config.dataDir} (${backend.store.size} users)`);
  if (config.benchPush) console.log('Benchmark extension on (BENCH_PUSH=1): POST /bench/push pushes made-up user updates (loopback only).');
  if (config.seed !== 'none') {
    console.log('Demo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  (${a.description})`);
    console.log(`  generated users (client000001@example.com, staff…@example.com) / ${GENERATED_PASSWORD}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
