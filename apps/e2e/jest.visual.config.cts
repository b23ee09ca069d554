/**
 * Visual regression of the production builds (`npm run test:visual`): the built template apps served as a static host
 * serves them, against a reference backend with fixed seed data, drawn by one chromium and compared with the
 * committed baselines in visual-baselines/; every screen's layout invariants are checked in the same run. The browser
 * tests' configuration (jest.e2e.config.cts) matches `*.e2e.ts` only, so neither suite runs the other's files.
 */
const browserTests = require('./jest.e2e.config.cts');

module.exports = {
  // The browser tests' transform, conditions, teardown and reporters; its own files, setup and time limit.
  ...browserTests,
  displayName: 'visual',
  testMatch: ['<rootDir>/src/visual/**/*.visual.ts'],
  // ESM-only packages are compiled like the sources: culori (the theme maths the libs load) and pixelmatch.
  transformIgnorePatterns: ['/node_modules/(?!(culori|pixelmatch)/)'],
  globalSetup: '<rootDir>/support/visual-setup.ts',
  testTimeout: 120_000,
  // One browser for the whole matrix: its screens are drawn by a few pages at once inside the one test file.
  maxWorkers: 1,
};
