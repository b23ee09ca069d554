import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PACKED_LIBS, WORK_DIR_VARIABLE, workspaceRoot } from './environment';
import { logTiming, runOk } from './run';

/**
 * Packs the libs under test and their workspace dependencies once, build included, with the repository's packer
 * (`node tools/packages/pack.mjs <lib …> --out <dir>`), into a folder outside the repository that the test files
 * install from. `PACKAGE_E2E_NO_BUILD=1` packs the libs as they are built (quicker when re-running).
 */
export default async function globalSetup(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerfront-package-e2e-'));
  process.env[WORK_DIR_VARIABLE] = work;
  try {
    const out = path.join(work, 'tarballs');
    const build = process.env['PACKAGE_E2E_NO_BUILD'] === '1' ? ['--no-build'] : [];
    const packed = await runOk(process.execPath, ['tools/packages/pack.mjs', ...PACKED_LIBS, '--out', out, ...build], {
      cwd: workspaceRoot,
      env: { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
      timeoutMs: 600_000,
    });
    console.log(`\n[package-e2e] packed into ${out}:\n${packed.stdout.trim()}`);
    logTiming(`pack ${PACKED_LIBS.length} libs${build.length ? '' : ' (build included)'}`, packed.ms);
    const found = fs.readdirSync(out).filter((f) => f.endsWith('.tgz'));
    const missing = PACKED_LIBS.filter((lib) => !found.some((f) => f.startsWith(`brokerfront-${lib}-`)));
    if (missing.length) throw new Error(`pack.mjs wrote no tarball for ${missing.join(', ')} in ${out} (found: ${found.join(', ')})`);
  } catch (error) {
    // Jest runs no global teardown after a failed global setup: remove the folder here.
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
