module.exports = {
  displayName: 'brand',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testEnvironmentOptions: {
    customExportConditions: ['@brokerfront/source', 'node', 'require', 'default'],
  },
  transform: {
    // .mjs too: a spec reads the legal documents' parser (tools/legal/render-pdf.mjs).
    '^.+\\.m?[tj]s$': require('../../tools/jest/swc-transform.cjs'),
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The brand tools and the legal documents' renderer they check (tools/legal), which has no project of its own.
  roots: ['<rootDir>', '<rootDir>/../legal'],
  testMatch: ['**/*.spec.ts', '**/*.spec.mjs'],
  coverageDirectory: 'test-output/jest/coverage',
  testTimeout: 30000,
};
