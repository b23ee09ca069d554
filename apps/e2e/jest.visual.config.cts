/**
 * Visual regression of the production builds (`npm run test:visual`): the built template apps served as a static host
 * serves them, against a reference backend with fixed seed data, drawn by one chromium and compared with the
 * committed baselines in visual-baselines/; every screen's layout invariants are checked in the same run. The browser
 * tests' configuration (jest.e2e.config.cts) matches `*.e2e.ts` only, so neither suite runs the other's files.
 */
module.exports = {
  displayName: 'visual',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/visual/**/*.visual.ts'],
  transform: {
    '^.+\\.[tj]sx?$': ['babel-jest', { presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'] }],
  },
  // ESM-only packages are compiled like the sources: culori (the theme maths the libs load) and pixelmatch.
  transformIgnorePatterns: ['/node_modules/(?!(culori|pixelmatch)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironmentOptions: { customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'] },
  globalSetup: '<rootDir>/support/visual-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/../../tools/jest/summary-reporter.cjs'],
  testTimeout: 120_000,
  // One browser for the whole matrix: its screens are drawn by a few pages at once inside the one test file.
  maxWorkers: 1,
};
