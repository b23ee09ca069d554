#!/usr/bin/env node
// `npm run test:visual`: the visual regression suite of the production builds (apps/e2e/README.md, "Visual regression").
// Builds only the templates whose dist/apps/<app>/index.html is missing (in CI the browser tests built them just before),
// then runs apps/e2e/jest.visual.config.cts.
//
//   npm run test:visual                          compare every shot with its baseline
//   npm run test:visual -- --update              rewrite the baselines that differ (and write the missing ones)
//   npm run test:visual -- --only template1/public-home    the shots whose name contains the text
//
// Any other argument goes to Jest as it is.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const TEMPLATES = ['template1', 'template2', 'template3', 'template4'];

const env = { ...process.env };
const jestArgs = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--update' || arg === '-u') env.VISUAL_UPDATE = '1';
  else if (arg === '--only') {
    const value = args[(i += 1)];
    if (!value) {
      console.error('visual: --only needs the text of the shot names, e.g. --only template1/public-home');
      process.exit(2);
    }
    env.VISUAL_ONLY = value;
  } else if (arg.startsWith('--only=')) env.VISUAL_ONLY = arg.slice('--only='.length);
  else jestArgs.push(arg);
}

// VISUAL_DIST: draw the builds of another dist folder (a copy kept while dist/ changes); nothing is built then.
const dist = path.resolve(root, env.VISUAL_DIST ?? 'dist');
const missing = TEMPLATES.filter((app) => !fs.existsSync(path.join(dist, 'apps', app, 'index.html')));
if (missing.length > 0 && env.VISUAL_DIST) {
  console.error(`visual: ${dist} has no build of ${missing.join(', ')}`);
  process.exit(1);
} else if (missing.length > 0) {
  console.log(`visual: building ${missing.join(', ')} (not built yet)`);
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${missing.join(',')}`, '--parallel=1', '--output-style=static'],
    { cwd: root, stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log(`visual: the four templates are built (${path.relative(root, dist)}/apps); nothing is rebuilt`);
}

const run = spawnSync('npx', ['jest', '-c', 'apps/e2e/jest.visual.config.cts', ...jestArgs], { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
