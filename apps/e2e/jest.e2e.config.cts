/**
 * Browser tests: the built template apps (dist/apps/templateN) served on the preview ports against a
 * reference backend on a free loopback port, driven by playwright-core in Debian's chromium.
 */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.[tj]sx?$': ['babel-jest', { presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'] }],
  },
  // ESM-only packages the libs load (culori: the theme maths) are compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(culori)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironmentOptions: { customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/../../tools/jest/summary-reporter.cjs'],
  testTimeout: 60_000,
  // Each test file has a backend of its own (support/browser.ts), so files share no data. They still run one at a
  // time: on two cores, two browsers at once made the session hand-over between tabs miss its start-up wait.
  maxWorkers: 1,
};
