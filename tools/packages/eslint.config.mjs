import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: {},
  },
  {
    ignores: ['**/out-tsc', '**/test-output'],
  },
];
