// The Nx local plugin of the publishable packages (tools/packages/README.md), registered in nx.json as
// "./tools/packages/nx-plugin.cjs". For every publishable lib (libs/*/package.json with an `nx` name, not private)
// it infers
//   - `package-check`: node tools/packages/check.mjs <lib> --no-build (publint, attw, our import rules, the API
//     report) on the package as it would be published, after the lib and its dependencies are built;
//   - `package-stage`: node tools/packages/pack.mjs <lib> --no-build, the folder `nx release publish` publishes
//     (tmp/packages/stage/<lib>, the lib's nx-release-publish target depends on it).
// It stays light: it reads package.json files only, while the project graph is built.
const { readFileSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

const PACKAGE_JSON_GLOB = 'libs/*/package.json';

/** @param {{ checkTargetName?: string, stageTargetName?: string }} [options] */
function packageTargets(lib, options) {
  const check = options?.checkTargetName ?? 'package-check';
  const stage = options?.stageTargetName ?? 'package-stage';
  return {
    [check]: {
      command: `node tools/packages/check.mjs ${lib} --no-build`,
      options: { cwd: '{workspaceRoot}' },
      // Its own dist, and the dists of the libs it imports (whose peers it must declare too).
      dependsOn: ['build', '^build'],
      cache: true,
      inputs: [
        '{projectRoot}/package.json',
        '{projectRoot}/README.md',
        '{projectRoot}/CHANGELOG.md',
        '{projectRoot}/LICENSE',
        '{projectRoot}/api/**/*',
        '{workspaceRoot}/tools/packages/*.mjs',
        '!{workspaceRoot}/tools/packages/*.spec.mjs',
        { dependentTasksOutputFiles: '**/*', transitive: true },
        { externalDependencies: ['publint', '@arethetypeswrong/core', 'typescript', '@microsoft/api-extractor'] },
      ],
      outputs: [],
      metadata: {
        description:
          'Checks the package as npm would publish it: publint (strict), Are the types wrong (esm-only), no framework in a core entry, dependencies as imported, the API report.',
        technologies: ['npm'],
      },
    },
    [stage]: {
      command: `node tools/packages/pack.mjs ${lib} --no-build`,
      options: { cwd: '{workspaceRoot}' },
      dependsOn: ['build'],
      cache: false,
      metadata: {
        description: `Stages the publishable package in tmp/packages/stage/${lib} (what nx release publish publishes) and packs it in tmp/packages.`,
        technologies: ['npm'],
      },
    },
  };
}

function createPackageNodes(packageJsonFile, options, context) {
  const pkg = JSON.parse(readFileSync(join(context.workspaceRoot, packageJsonFile), 'utf8'));
  if (pkg.private || !pkg.nx?.name) return {};
  const root = dirname(packageJsonFile).split('\\').join('/');
  return { projects: { [root]: { targets: packageTargets(basename(root), options) } } };
}

/** @type {import('@nx/devkit').CreateNodesV2} */
const createNodesV2 = [
  PACKAGE_JSON_GLOB,
  (files, options, context) => files.map((file) => [file, createPackageNodes(file, options, context)]),
];

module.exports = { createNodesV2, createNodes: createNodesV2, packageTargets, PACKAGE_JSON_GLOB };
