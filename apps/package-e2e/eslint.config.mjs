import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Compiled and linted as the customer projects they are copied into (against the installed packages), not here.
    ignores: ['fixtures/**'],
  },
];
