/**
 * The transform of every Jest project: TypeScript and JSX through swc (`@swc/jest`), which compiles each file
 * several times faster than Babel, so a clean run (CI, no transform cache) spends its time on the tests. Types are
 * not checked here: `typecheck` does that.
 */
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
