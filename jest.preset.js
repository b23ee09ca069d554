const nxPreset = require('@nx/jest/preset').default;
const path = require('node:path');

/**
 * Shared Jest preset. Workspace libs resolve to their TypeScript sources through the
 * "@brokerfront/source" export condition, so tests never need a prior build.
 *
 * Specs run in jsdom (`tools/jest/jsdom-environment.cjs`) and resolve the `browser` condition; a spec
 * that starts with `@jest-environment node` runs in Node and resolves the `node` condition. Both take
 * the conditions below, so no spec needs `@jest-environment-options`.
 */
module.exports = {
  ...nxPreset,
  passWithNoTests: true,
  // A test's own limit, for a loaded CI machine (its waits take up to 5 s each: tools/jest/setup.ts).
  testTimeout: 30_000,
  // ESM-only packages a spec may load are compiled like the sources (each lib that overrides this keeps them).
  transformIgnorePatterns: ['/node_modules/(?!(culori)/)'],
  reporters: ['default', path.join(__dirname, 'tools/jest/summary-reporter.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.cjs'),
  testEnvironmentOptions: {
    customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'],
  },
};
