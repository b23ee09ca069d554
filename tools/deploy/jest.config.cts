module.exports = {
  displayName: 'deploy',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    // The kit is plain Node ESM (.mjs), compiled to CommonJS for Jest like the other projects' sources.
    '^.+\\.m?[tj]s$': require('../../tools/jest/swc-transform.cjs'),
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The prerenderer's build checks (tools/prerender) are tested here too.
  roots: ['<rootDir>', '<rootDir>/../prerender'],
  testMatch: ['**/*.spec.mjs'],
  coverageDirectory: 'test-output/jest/coverage',
  testTimeout: 30000,
};
