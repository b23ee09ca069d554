const nxPreset = require('@nx/jest/preset').default;
const path = require('node:path');

/**
 * Shared Jest preset. Workspace libs resolve to their TypeScript sources through the
 * "@brokerfront/source" export condition, so tests never need a prior build.
 */
module.exports = {
  ...nxPreset,
  passWithNoTests: true,
  reporters: ['default', path.join(__dirname, 'tools/jest/summary-reporter.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  testEnvironmentOptions: {
    customExportConditions: ['@brokerfront/source', 'browser', 'require', 'default'],
  },
};
