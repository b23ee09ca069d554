module.exports = {
  displayName: 'reference-backend',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testEnvironmentOptions: {
    customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'],
  },
  transform: {
    '^.+\\.[tj]s$': ['babel-jest', { presets: ['@nx/js/babel'] }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  coverageDirectory: 'test-output/jest/coverage',
  testTimeout: 30000,
};
