module.exports = {
  displayName: 'reference-backend',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testEnvironmentOptions: {
    customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'],
  },
  transform: {
    '^.+\\.[tj]s$': require('../../tools/jest/swc-transform.cjs'),
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  coverageDirectory: 'test-output/jest/coverage',
  testTimeout: 30000,
};
