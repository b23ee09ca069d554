import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    files: ['**/*.mjs', '**/*.cts'],
    rules: {},
  },
  {
    ignores: ['**/out-tsc', '**/test-output'],
  },
];
