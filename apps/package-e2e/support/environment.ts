import * as fs from 'node:fs';
import * as path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../..');
export const fixturesDir = path.join(workspaceRoot, 'apps/package-e2e/fixtures');

/** The libs under test and the workspace libs they depend on: every one is installed from its tarball. */
export const PACKED_LIBS = ['auth', 'identity-api', 'realtime', 'config', 'i18n', 'permissions'] as const;

/** What a framework-free consumer must not get installed. */
export const FRAMEWORK_PACKAGES = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'react-router', 'react-router-dom'] as const;

/** The version of a tool the workspace has installed (the consumers use the same TypeScript, Vite, Node types). */
export function workspaceVersion(name: string): string {
  return JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The demo client and the web client of the reference backend (apps/reference-backend/README.md). */
export const DEMO_CLIENT = { email: 'client@example.com', password: 'Client1' };
export const DEMO_EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };
export const WEB_CLIENT = { clientId: 'brokerfront-web', clientSecret: 'brokerfront-web-secret' };

/**
 * Environment of the backends started here: this suite signs the demo accounts in from one address many times a
 * minute (and may run beside apps/e2e), so the per-IP and per-account limits are raised as in apps/e2e.
 */
export const BACKEND_ENV: Readonly<Record<string, string>> = Object.freeze({
  LIMIT_TOKEN_PER_IP_PER_MINUTE: '100000',
  LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '100000',
  LIMIT_WRITES_PER_USER_PER_MINUTE: '100000',
});

/** Set by the global setup: the folder (outside the repository) holding the tarballs and the consumer projects. */
export const WORK_DIR_VARIABLE = 'PACKAGE_E2E_WORK_DIR';

export function workDir(): string {
  const dir = process.env[WORK_DIR_VARIABLE];
  if (!dir) throw new Error(`${WORK_DIR_VARIABLE} is not set: run the suite with jest -c apps/package-e2e/jest.e2e.config.cts`);
  return dir;
}

/** The packed tarballs (written by the global setup). */
export function tarballs(): string[] {
  const dir = path.join(workDir(), 'tarballs');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tgz'))
    .sort()
    .map((f) => path.join(dir, f));
}
