// Jest of the package checks (tools/packages): specs of the .mjs tools, run in Node like tools/brand's
// (tools/brand/jest.config.cts), through the workspace's swc transform.
module.exports = {
  displayName: 'packages',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testEnvironmentOptions: {
    customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'],
  },
  transform: {
    '^.+\\.m?[tj]s$': require('../../tools/jest/swc-transform.cjs'),
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testMatch: ['**/*.spec.ts', '**/*.spec.mjs'],
  coverageDirectory: 'test-output/jest/coverage',
  // API Extractor compiles each fake lib for real.
  testTimeout: 60000,
};
