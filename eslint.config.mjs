import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';

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
  // Workspace tools (tools/brand: the brand generator and verify) read the configuration format and texts only.
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:shared', 'scope:site'] },
  { sourceTag: 'scope:brand', onlyDependOnLibsWithTags: ['scope:shared', 'scope:site'] },
  { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const root = import.meta.dirname;

/** Framework-agnostic core entries: React and Redux live only in ./react, ./redux and ./testing. */
const coreLibs = ['auth', 'identity-api', 'realtime', 'permissions', 'config', 'i18n'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/vite.config.*.timestamp*', '**/storybook-static', '**/test-output', '**/.data'],
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
    // Paths below are from the workspace root, also when a project's own config spreads this one.
    basePath: root,
    files: coreLibs.map((l) => `libs/${l}/src/**/*.{ts,tsx}`),
    ignores: coreLibs.flatMap((l) => [
      `libs/${l}/src/react/**`,
      `libs/${l}/src/redux/**`,
      `libs/${l}/src/testing/**`,
      `libs/${l}/src/test-support/**`,
      `libs/${l}/src/**/*.{spec,test,stories}.{ts,tsx}`,
    ]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-redux',
                '@reduxjs/toolkit',
                '@reduxjs/toolkit/*',
                'react-router',
                'react-router-dom',
                'react-i18next',
              ],
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
    // The mechanical rules, for every source file: no import cycles, type-only imports marked as such,
    // kebab-case file names, and the store's hooks only through the typed ones.
    files: ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts', '**/*.js', '**/*.jsx', '**/*.cjs', '**/*.mjs'],
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,cts,mts,js,jsx,cjs,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks (useAppSelector, useAppDispatch, useAppStore).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Rules that need types: the sources of libs and apps, which their tsconfig files hold.
    basePath: root,
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'apps/e2e/support/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // The typed hooks themselves.
    basePath: root,
    files: ['libs/site/src/app/hooks.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
];
