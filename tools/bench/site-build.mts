// Set-up shared by the browser benchmarks: the built template1 and a free loopback port.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Where `npx nx build template1` writes the app. */
export const TEMPLATE1_DIST = path.join(root, 'dist/apps/template1');

/**
 * Makes sure a build of template1 is there: another directory (BENCH_DIST) must already hold one; the default
 * build is used as it is, unless it is missing or BENCH_REBUILD=1 asks for a new one.
 */
export function ensureBuild(distDir: string = TEMPLATE1_DIST): void {
  const index = path.join(distDir, 'index.html');
  if (distDir !== TEMPLATE1_DIST) {
    if (!existsSync(index)) throw new Error(`BENCH_DIST: ${index} is missing`);
    console.log(`Using the build in ${distDir} (BENCH_DIST, built ${statSync(index).mtime.toISOString()}).`);
    return;
  }
  if (existsSync(index) && process.env.BENCH_REBUILD !== '1') {
    console.log(
      `Using the build in ${path.relative(root, distDir)} (built ${statSync(index).mtime.toISOString()}; BENCH_REBUILD=1 rebuilds it).`,
    );
    return;
  }
  console.log('Building template1 (npx nx build template1)…');
  const r = spawnSync('npx', ['nx', 'build', 'template1', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (r.status !== 0 || !existsSync(index)) throw new Error('the build of template1 failed');
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
