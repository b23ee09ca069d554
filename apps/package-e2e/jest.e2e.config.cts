/**
 * The publishable libs as a customer installs them: packed into tarballs (tools/packages/pack.mjs, build included),
 * installed into projects outside the repository, then used from plain TypeScript in Node and from a plain Vite page
 * in Debian's chromium, against the reference backend. Runs beside the main browser suite (apps/e2e), not in it.
 */
module.exports = {
  displayName: 'package-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.[tj]sx?$': ['babel-jest', { presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'] }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The fixtures are copied into the consumer projects, never run from here.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/fixtures/'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/../../tools/jest/summary-reporter.cjs'],
  // npm installs, tsc and a Vite build run inside the tests.
  testTimeout: 180_000,
  maxWorkers: 1,
};
