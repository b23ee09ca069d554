import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { DEV_CLIENT_SECRETS, type BackendConfig, type ClientSecrets } from './config';
import { Database } from './db/database';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './db/seed';

/**
 * The refusal to run in production with development settings (an extension of the reference backend; see the README,
 * "Production"). With `NODE_ENV=production`, `main.ts` lists every problem found here and exits with status 1 before
 * listening, unless {@link ALLOW_UNSAFE_PRODUCTION} is `1` (then each problem is printed as a warning).
 */

/** The environment variable that lets the backend start in production despite the problems (value `1`). */
export const ALLOW_UNSAFE_PRODUCTION = 'ALLOW_UNSAFE_PRODUCTION';

/** Shortest client secret accepted in production, in characters. */
export const MIN_SECRET_CHARS = 32;

/** What an existing data directory holds that matters in production (see {@link readDataFacts}). */
export interface DataFacts {
  /** It holds a demo account (seeded by an earlier start with `SEED=demo` or `minimal`). */
  demoAccounts: boolean;
  /** Generated users in it (all with the password `Password1`). */
  generatedUsers: number;
}

/** Whether the environment asks for production (`NODE_ENV=production`). */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return (env['NODE_ENV'] ?? '').trim().toLowerCase() === 'production';
}

/** Whether the environment explicitly allows starting in production despite the problems. */
export function unsafeProductionAllowed(env: NodeJS.ProcessEnv): boolean {
  return env[ALLOW_UNSAFE_PRODUCTION] === '1';
}

const CLIENTS: ReadonlyArray<{ key: keyof ClientSecrets; variable: string; clientId: string }> = [
  { key: 'web', variable: 'OAUTH_WEB_CLIENT_SECRET', clientId: 'brokerfront-web' },
  { key: 'backoffice', variable: 'OAUTH_BACKOFFICE_CLIENT_SECRET', clientId: 'brokerfront-backoffice' },
];

function secretProblem(config: BackendConfig, env: NodeJS.ProcessEnv, c: (typeof CLIENTS)[number]): string | null {
  const value = config.clientSecrets[c.key];
  const fix = `set ${c.variable} to a secret of at least ${MIN_SECRET_CHARS} random characters (e.g. \`openssl rand -base64 32\`)`;
  if (value === DEV_CLIENT_SECRETS[c.key]) {
    const why = env[c.variable] ? `is the development default` : `is not set, so the development default is used`;
    return `${c.variable} ${why}: the OAuth client ${c.clientId} has the published secret "${value}"; ${fix}`;
  }
  if (value.length < MIN_SECRET_CHARS) {
    return `${c.variable} is only ${value.length} characters long: the OAuth client ${c.clientId} needs a secret that cannot be guessed; ${fix}`;
  }
  return null;
}

/**
 * The settings that are unsafe in production, one clear sentence each naming the environment variable to set; empty
 * outside production (`NODE_ENV` other than `production`) and for a safe production configuration. Pure: `data` is
 * what {@link readDataFacts} found in an existing data directory (omitted: not checked).
 */
export function productionProblems(config: BackendConfig, env: NodeJS.ProcessEnv, data?: DataFacts | null): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if (config.seed !== 'none') {
    const demo = DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ');
    const given = env['SEED'] ? `SEED=${config.seed}` : `SEED=${config.seed} (the default)`;
    problems.push(
      `${given} creates the demo accounts with published passwords (${demo}; the first has every permission) ` +
        `and ${config.seedUsers} generated users with the password ${GENERATED_PASSWORD}; set SEED=none (an empty database)`,
    );
  } else if (config.seedUsers > 0) {
    problems.push(
      `SEED_USERS=${config.seedUsers} creates generated users with the published password ${GENERATED_PASSWORD}; unset SEED_USERS (or set SEED_USERS=0)`,
    );
  }
  for (const c of CLIENTS) {
    const p = secretProblem(config, env, c);
    if (p) problems.push(p);
  }
  if (config.devCors) {
    problems.push(
      'CORS allows the development origins http://localhost:4200–4399 and http://127.0.0.1:4200–4399 (DEV_CORS is on unless 0); ' +
        "set DEV_CORS=0 and CORS_ORIGINS to the site's origins (comma-separated)",
    );
  }
  if (config.benchPush) {
    problems.push('BENCH_PUSH=1 turns on the benchmark extension POST /bench/push (made-up user updates); unset BENCH_PUSH');
  }
  if (data && (data.demoAccounts || data.generatedUsers > 0)) {
    const what = [
      data.demoAccounts ? 'the demo accounts' : null,
      data.generatedUsers > 0 ? `${data.generatedUsers} generated users (password ${GENERATED_PASSWORD})` : null,
    ]
      .filter(Boolean)
      .join(' and ');
    problems.push(
      `DATA_DIR ${config.dataDir} already holds ${what} from a demo seed; set DATA_DIR to a new, empty directory (with SEED=none)`,
    );
  }
  return problems;
}

/** What `main.ts` does with the problems: start or not, and the lines to print to stderr. */
export interface ProductionVerdict {
  start: boolean;
  lines: string[];
}

/**
 * Decides on {@link productionProblems}' answer: no problems → start silently; problems without the override →
 * refuse (a heading, one line per problem, then how to override); with `ALLOW_UNSAFE_PRODUCTION=1` → start, one
 * warning line per problem.
 */
export function productionVerdict(problems: readonly string[], env: NodeJS.ProcessEnv): ProductionVerdict {
  if (problems.length === 0) return { start: true, lines: [] };
  if (unsafeProductionAllowed(env)) {
    return { start: true, lines: problems.map((p) => `WARNING: unsafe for production (${ALLOW_UNSAFE_PRODUCTION}=1): ${p}`) };
  }
  return {
    start: false,
    lines: [
      `Refusing to start: NODE_ENV=production, but ${problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} unsafe for production:`,
      ...problems.map((p) => `- ${p}`),
      `To start anyway (e.g. a demo deployment), set ${ALLOW_UNSAFE_PRODUCTION}=1: each problem is then printed as a warning.`,
    ],
  };
}

/**
 * Looks into an existing data directory for demo data (demo accounts, generated users); null when it has no
 * database yet. Opens (and migrates) the database, so call it only before the server opens it.
 */
export async function readDataFacts(dataDir: string): Promise<DataFacts | null> {
  if (!existsSync(path.join(dataDir, 'db'))) return null;
  const db = await Database.open(dataDir);
  try {
    const generated = await db.pg.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_generated');
    const demo = await db.pg.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = ANY($1::text[])', [
      DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()),
    ]);
    return {
      demoAccounts: (demo.rows[0]?.n ?? 0) > 0,
      generatedUsers: generated.rows[0]?.n ?? 0,
    };
  } finally {
    await db.close();
  }
}
