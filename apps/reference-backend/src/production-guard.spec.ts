import { DEFAULT_CORS_ORIGINS, readConfig } from './config';
import { productionProblems, productionVerdict, type DataFacts } from './production-guard';

/** A production environment with nothing unsafe in it. */
const CLEAN: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SEED: 'none',
  DEV_CORS: '0',
  CORS_ORIGINS: 'https://www.broker.example',
  OAUTH_WEB_CLIENT_SECRET: 'w3b-Zr9fKq2LmX7pVb4nTc8sYd1hGj6uEa0o',
  OAUTH_BACKOFFICE_CLIENT_SECRET: 'b4ck-Q8wErT5yUi2oPa7sDf1gHj9kLz3xCv6b',
};

/** The problems of `env` (its configuration read as `main.ts` reads it). */
function problemsOf(env: NodeJS.ProcessEnv, data?: DataFacts | null): string[] {
  return productionProblems(readConfig(env, '/srv/backend'), env, data);
}

/** `CLEAN` with some variables changed (`undefined` removes one). */
function cleanWith(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...CLEAN };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

describe('productionProblems', () => {
  it('finds nothing outside production, whatever the settings (the demo works as before)', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', '']) {
      expect(problemsOf({ NODE_ENV, BENCH_PUSH: '1' }, { demoAccounts: true, generatedUsers: 3000 })).toEqual([]);
    }
  });

  it('finds nothing in a clean production configuration', () => {
    expect(problemsOf(CLEAN)).toEqual([]);
    expect(problemsOf(CLEAN, null)).toEqual([]);
    expect(problemsOf(CLEAN, { demoAccounts: false, generatedUsers: 0 })).toEqual([]);
  });

  it('lists the demo seed, both client secrets and the development CORS origins for the defaults', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^SEED=demo \(the default\) creates the demo accounts with published passwords \(employee@example\.com \/ Employee1, /,
    );
    expect(problems[0]).toMatch(/and 3000 generated users with the password Password1; set SEED=none/);
    expect(problems[1]).toMatch(
      /^OAUTH_WEB_CLIENT_SECRET is not set, so the development default is used: .*brokerfront-web.*"brokerfront-web-secret"/,
    );
    expect(problems[2]).toMatch(/^OAUTH_BACKOFFICE_CLIENT_SECRET is not set, .*"brokerfront-backoffice-secret"/);
    expect(problems[3]).toMatch(/^CORS allows the development origins http:\/\/localhost:4200–4399 .*; set DEV_CORS=0 and CORS_ORIGINS/);
  });

  it('also accepts NODE_ENV=production with other case and spaces', () => {
    expect(problemsOf({ NODE_ENV: ' Production ' })).toHaveLength(4);
  });

  it('refuses SEED=minimal: it creates the demo accounts too', () => {
    const problems = problemsOf(cleanWith({ SEED: 'minimal' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^SEED=minimal creates the demo accounts .* and 40 generated users with the password Password1; set SEED=none/,
    );
  });

  it('refuses SEED=demo given explicitly', () => {
    expect(problemsOf(cleanWith({ SEED: 'demo' }))).toEqual([expect.stringMatching(/^SEED=demo creates the demo accounts/)]);
  });

  it('refuses generated users asked for with SEED_USERS under SEED=none', () => {
    expect(problemsOf(cleanWith({ SEED_USERS: '5' }))).toEqual([
      'SEED_USERS=5 creates generated users with the published password Password1; unset SEED_USERS (or set SEED_USERS=0)',
    ]);
    expect(problemsOf(cleanWith({ SEED_USERS: '0' }))).toEqual([]);
  });

  it.each([
    ['OAUTH_WEB_CLIENT_SECRET', 'brokerfront-web', 'brokerfront-web-secret'],
    ['OAUTH_BACKOFFICE_CLIENT_SECRET', 'brokerfront-backoffice', 'brokerfront-backoffice-secret'],
  ])('refuses %s when unset, the development default or short', (variable, clientId, published) => {
    expect(problemsOf(cleanWith({ [variable]: undefined }))).toEqual([
      `${variable} is not set, so the development default is used: the OAuth client ${clientId} has the published secret "${published}"; ` +
        `set ${variable} to a secret of at least 32 random characters (e.g. \`openssl rand -base64 32\`)`,
    ]);
    expect(problemsOf(cleanWith({ [variable]: '' }))).toEqual([expect.stringMatching(new RegExp(`^${variable} is not set`))]);
    expect(problemsOf(cleanWith({ [variable]: published }))).toEqual([
      expect.stringMatching(new RegExp(`^${variable} is the development default: .*; set ${variable} to a secret of at least 32`)),
    ]);
    expect(problemsOf(cleanWith({ [variable]: 'short-secret' }))).toEqual([
      expect.stringMatching(new RegExp(`^${variable} is only 12 characters long: .*; set ${variable} to a secret of at least 32`)),
    ]);
    expect(problemsOf(cleanWith({ [variable]: 'x'.repeat(32) }))).toEqual([]);
  });

  it('refuses the development CORS origins unless DEV_CORS=0, even with CORS_ORIGINS set', () => {
    for (const DEV_CORS of [undefined, '1']) {
      expect(problemsOf(cleanWith({ DEV_CORS }))).toEqual([
        'CORS allows the development origins http://localhost:4200–4399 and http://127.0.0.1:4200–4399 (DEV_CORS is on unless 0); ' +
          "set DEV_CORS=0 and CORS_ORIGINS to the site's origins (comma-separated)",
      ]);
    }
  });

  it('refuses the benchmark extension (BENCH_PUSH=1)', () => {
    expect(problemsOf(cleanWith({ BENCH_PUSH: '1' }))).toEqual([
      'BENCH_PUSH=1 turns on the benchmark extension POST /bench/push (made-up user updates); unset BENCH_PUSH',
    ]);
  });

  it('refuses a data directory that already holds demo data', () => {
    const env = cleanWith({ DATA_DIR: 'data' });
    expect(problemsOf(env, { demoAccounts: true, generatedUsers: 40 })).toEqual([
      'DATA_DIR /srv/backend/data already holds the demo accounts and 40 generated users (password Password1) from a demo seed; ' +
        'set DATA_DIR to a new, empty directory (with SEED=none)',
    ]);
    expect(problemsOf(env, { demoAccounts: true, generatedUsers: 0 })).toEqual([
      expect.stringMatching(/already holds the demo accounts from a demo seed/),
    ]);
    expect(problemsOf(env, { demoAccounts: false, generatedUsers: 3 })).toEqual([
      expect.stringMatching(/already holds 3 generated users \(password Password1\)/),
    ]);
  });
});

describe('productionVerdict', () => {
  const problems = ['A is unsafe; set A', 'B is unsafe; set B'];

  it('starts silently without problems', () => {
    expect(productionVerdict([], { NODE_ENV: 'production' })).toEqual({ start: true, lines: [] });
  });

  it('refuses, listing each problem on its own line and how to override', () => {
    expect(productionVerdict(problems, { NODE_ENV: 'production' })).toEqual({
      start: false,
      lines: [
        'Refusing to start: NODE_ENV=production, but 2 settings are unsafe for production:',
        '- A is unsafe; set A',
        '- B is unsafe; set B',
        'To start anyway (e.g. a demo deployment), set ALLOW_UNSAFE_PRODUCTION=1: each problem is then printed as a warning.',
      ],
    });
    expect(productionVerdict(problems.slice(0, 1), {}).lines[0]).toBe(
      'Refusing to start: NODE_ENV=production, but one setting is unsafe for production:',
    );
  });

  it('starts with ALLOW_UNSAFE_PRODUCTION=1, one warning per problem', () => {
    expect(productionVerdict(problems, { ALLOW_UNSAFE_PRODUCTION: '1' })).toEqual({
      start: true,
      lines: [
        'WARNING: unsafe for production (ALLOW_UNSAFE_PRODUCTION=1): A is unsafe; set A',
        'WARNING: unsafe for production (ALLOW_UNSAFE_PRODUCTION=1): B is unsafe; set B',
      ],
    });
  });

  it('takes only 1 as the override', () => {
    for (const v of ['0', 'true', 'yes', '']) expect(productionVerdict(problems, { ALLOW_UNSAFE_PRODUCTION: v }).start).toBe(false);
  });
});

describe('readConfig: the settings a production deployment needs', () => {
  it('SEED=none seeds no generated users unless SEED_USERS says so; other seeds are refused', () => {
    expect(readConfig({ SEED: 'none' }).seedUsers).toBe(0);
    expect(readConfig({ SEED: 'none', SEED_USERS: '7' }).seedUsers).toBe(7);
    expect(readConfig({}).seed).toBe('demo');
    expect(() => readConfig({ SEED: 'empty' })).toThrow('SEED must be "demo", "minimal" or "none", got "empty"');
  });

  it('DEV_CORS=0 drops the development origins and keeps CORS_ORIGINS', () => {
    expect(readConfig({}).corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
    expect(readConfig({ CORS_ORIGINS: 'https://a.example/' }).corsOrigins).toEqual([...DEFAULT_CORS_ORIGINS, 'https://a.example']);
    expect(readConfig({ DEV_CORS: '0', CORS_ORIGINS: 'https://a.example/, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(readConfig({ DEV_CORS: '0' }).corsOrigins).toEqual([]);
    expect(() => readConfig({ DEV_CORS: 'off' })).toThrow('DEV_CORS must be "0" or "1", got "off"');
  });

  it('the client secrets default to the development ones and are replaced by OAUTH_*_CLIENT_SECRET', () => {
    expect(readConfig({}).clientSecrets).toEqual({ web: 'brokerfront-web-secret', backoffice: 'brokerfront-backoffice-secret' });
    expect(readConfig({ OAUTH_WEB_CLIENT_SECRET: 'w', OAUTH_BACKOFFICE_CLIENT_SECRET: 'b' }).clientSecrets).toEqual({
      web: 'w',
      backoffice: 'b',
    });
  });
});
