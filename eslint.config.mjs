import nx from '@nx/eslint-plugin';

/**
 * Layer matrix (see docs/architecture.md). Every project carries one `scope:*` and one `type:*` tag.
 *
 *   type:util         -> util
 *   type:data-access  -> util, data-access
 *   type:ui           -> util
 *   type:feature      -> util, data-access, ui, feature
 *   type:app          -> feature, ui, util
 *   type:backend      -> util, data-access (isomorphic code only: no React, no browser bindings)
 *   type:e2e          -> util
 */
export const depConstraints = [
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['@reduxjs/toolkit*', 'react-redux', '@microsoft/signalr', 'react-router*'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'type:ui', 'type:feature'],
  },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:util'] },
  {
    sourceTag: 'type:backend',
    onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
    bannedExternalImports: ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit*'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:shared', 'scope:site'] },
  { sourceTag: 'scope:brand', onlyDependOnLibsWithTags: ['scope:shared', 'scope:site'] },
  { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
];

/** Framework-agnostic core entries: React and Redux live only in ./react, ./redux and ./testing. */
const coreLibs = ['auth', 'identity-api', 'realtime', 'permissions', 'config', 'i18n'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/vite.config.*.timestamp*',
      '**/storybook-static',
      '**/test-output',
      '**/.data',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Test helpers shared by integration and browser tests (not shipped): tools/testing.
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^(\\.\\./)+tools/testing/.*$'],
          // The realtime client (it brings SignalR) loads in its own chunk at the first sign-in; its
          // ./redux entry (a status slice, no SignalR) and its types are imported statically.
          checkDynamicDependenciesExceptions: ['@brokerfront/realtime'],
          depConstraints,
        },
      ],
    },
  },
  {
    files: coreLibs.map((l) => `libs/${l}/src/**/*.{ts,tsx}`),
    ignores: coreLibs.flatMap((l) => [
      `libs/${l}/src/react/**`,
      `libs/${l}/src/redux/**`,
      `libs/${l}/src/testing/**`,
      `libs/${l}/src/**/*.{spec,test,stories}.{ts,tsx}`,
    ]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-router', 'react-router-dom', 'react-i18next'],
              message: 'Core entries stay framework-agnostic: put React/Redux code in the ./react or ./redux entry.',
            },
            {
              group: ['**/react', '**/react/*', '**/redux', '**/redux/*'],
              message: 'A core entry never imports its bindings.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts', '**/*.js', '**/*.jsx', '**/*.cjs', '**/*.mjs'],
    rules: {},
  },
];
