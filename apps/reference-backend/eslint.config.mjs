import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    rules: {},
  },
  {
    ignores: ['**/out-tsc', '**/.data'],
  },
];
