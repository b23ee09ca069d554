import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    rules: {},
  },
  {
    // The generator's template files are not sources.
    ignores: ['**/out-tsc', 'src/generators/*/files/**'],
  },
];
