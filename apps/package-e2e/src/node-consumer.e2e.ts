import * as fs from 'node:fs';
import * as path from 'node:path';
import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
import { createConsumerProject, type ConsumerProject } from '../support/consumer-project';
import { BACKEND_ENV, DEMO_CLIENT, fixturesDir, WEB_CLIENT, workspaceVersion } from '../support/environment';
import { firstExample, importedNames, calledNames } from '../support/readme';
import { logTiming } from '../support/run';

/**
 * `@brokerfront/auth`, `@brokerfront/identity-api` and `@brokerfront/realtime` installed from their tarballs into a
 * plain Node project (no React, Redux or router, no DOM), compiled with `tsc` (nodenext, strict) and run against the
 * reference backend: fixtures/node/consumer.ts, the example the three READMEs start with.
 */

let project: ConsumerProject;
let backend: RunningBackend;

beforeAll(async () => {
  [project, backend] = await Promise.all([
    createConsumerProject('node', [`@types/node@${workspaceVersion('@types/node')}`]),
    startBackend({ env: { ...BACKEND_ENV } }),
  ]);
  console.log(`[package-e2e] the Node consumer's packages (npm ls --depth=0):\n${await project.list()}`);
}, 300_000);

afterAll(async () => {
  await backend?.stop();
});

/** One JSON line the consumer printed per step. */
interface Step {
  step: string;
  [detail: string]: unknown;
}

/** Runs the compiled consumer against `base` and returns its steps by name (its output is in the error otherwise). */
async function runConsumer(base: string, extra: Record<string, string> = {}): Promise<Map<string, Step>> {
  const result = await project.run(process.execPath, ['dist/consumer.js'], {
    BACKEND_URL: base,
    EMAIL: DEMO_CLIENT.email,
    PASSWORD: DEMO_CLIENT.password,
    CLIENT_ID: WEB_CLIENT.clientId,
    CLIENT_SECRET: WEB_CLIENT.clientSecret,
    ...extra,
  });
  logTiming(`node dist/consumer.js${extra['WAIT_FOR_EXPIRY'] ? ' (waiting for expiry)' : ''}`, result.ms);
  if (result.code !== 0) throw new Error(`the consumer exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  expect(result.stderr).toBe('');
  const steps = result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Step);
  return new Map(steps.map((s) => [s.step, s]));
}

describe('the packages in plain Node', () => {
  it('install from their tarballs without React, Redux or a router', () => {
    expect(project.frameworkPackages()).toEqual([]);
  });

  it('compile with tsc (module and moduleResolution nodenext, strict) without an error', async () => {
    const tsc = await project.run('npx', ['tsc', '-p', '.']);
    logTiming('tsc -p . (Node consumer)', tsc.ms);
    expect({ code: tsc.code, output: `${tsc.stdout}${tsc.stderr}` }).toEqual({ code: 0, output: '' });
  });

  it("type-check their own declarations too (skipLibCheck off): no error in @brokerfront's .d.ts files", async () => {
    // A customer with skipLibCheck off checks every declaration file; errors of other packages (SignalR's typings
    // name a DOM type) are not ours to fix and are left out.
    const tsc = await project.run('npx', ['tsc', '-p', '.', '--noEmit', '--skipLibCheck', 'false']);
    const ours = `${tsc.stdout}${tsc.stderr}`.split('\n').filter((line) => /@brokerfront\/|consumer\.ts/.test(line));
    expect(ours).toEqual([]);
  });

  it('sign in, read the current user, receive a pushed update over the hub and sign out, revoking the refresh token', async () => {
    const steps = await runConsumer(backend.url);
    expect(steps.get('started')).toMatchObject({ status: 'loggedOut' });
    expect(steps.get('signedIn')).toMatchObject({ status: 'loggedIn', email: DEMO_CLIENT.email });
    expect(steps.get('token')).toMatchObject({ tokenState: 'active' });
    expect(steps.get('currentUser')).toMatchObject({ email: DEMO_CLIENT.email, fullName: expect.any(String) });
    expect(steps.get('hub')).toMatchObject({ state: 'Connected' });
    expect(steps.get('subscribed')).toMatchObject({ state: 'Subscribed' });
    const firstName = steps.get('updated')?.['firstName'];
    expect(firstName).toMatch(/^Nora[a-j]$/);
    expect(steps.get('pushed')).toMatchObject({ event: 'UserUpdatedEvent', firstName });
    expect(steps.get('signedOut')).toEqual({
      step: 'signedOut',
      status: 'loggedOut',
      getAccessToken: 'Not logged in.',
      hub: 'Disconnected',
    });
    expect(steps.get('refreshTokenRevoked')).toEqual({ step: 'refreshTokenRevoked', status: 400, error: 'invalid_grant' });
  });

  it('getAccessToken() refreshes an expired access token first (a backend with 3-second access tokens)', async () => {
    const shortLived = await startBackend({ env: { ...BACKEND_ENV, ACCESS_TOKEN_SECONDS: '3' } });
    try {
      const steps = await runConsumer(shortLived.url, { WAIT_FOR_EXPIRY: '1' });
      expect(steps.get('pushed')).toMatchObject({ event: 'UserUpdatedEvent' });
      expect(steps.get('expired')).toMatchObject({ tokenState: 'expired' });
      expect(steps.get('refreshed')).toEqual({ step: 'refreshed', tokenChanged: true, tokenState: 'active', email: DEMO_CLIENT.email });
      expect(steps.get('refreshTokenRevoked')).toMatchObject({ status: 400, error: 'invalid_grant' });
    } finally {
      await shortLived.stop();
    }
  });

  it("the READMEs' first example, as published, compiles here and makes the fixture's calls with its imports", async () => {
    const examples = ['auth', 'identity-api', 'realtime'].map((lib) =>
      firstExample(fs.readFileSync(path.join(project.dir, 'node_modules/@brokerfront', lib, 'README.md'), 'utf8'), lib),
    );
    const [example] = examples;
    expect(examples).toEqual([example, example, example]);
    const fixture = fs.readFileSync(path.join(fixturesDir, 'node/consumer.ts'), 'utf8');
    const fixtureImports = importedNames(fixture);
    for (const [module, names] of importedNames(example)) {
      expect({ module, names: names.filter((n) => !fixtureImports.get(module)?.includes(n)) }).toEqual({ module, names: [] });
    }
    const fixtureCalls = new Set(calledNames(fixture));
    expect(calledNames(example).filter((name) => !fixtureCalls.has(name))).toEqual([]);

    fs.writeFileSync(path.join(project.dir, 'readme-example.ts'), example);
    const config = { extends: './tsconfig.json', compilerOptions: { noEmit: true }, include: ['readme-example.ts'] };
    fs.writeFileSync(path.join(project.dir, 'tsconfig.readme.json'), JSON.stringify(config));
    const tsc = await project.run('npx', ['tsc', '-p', 'tsconfig.readme.json']);
    expect({ code: tsc.code, output: `${tsc.stdout}${tsc.stderr}` }).toEqual({ code: 0, output: '' });
  });
});
