import * as fs from 'node:fs';
import { WORK_DIR_VARIABLE } from './environment';

/** Removes the tarballs and the consumer projects, unless PACKAGE_E2E_KEEP=1 (to look at them after a failure). */
export default async function globalTeardown(): Promise<void> {
  const work = process.env[WORK_DIR_VARIABLE];
  if (!work) return;
  if (process.env['PACKAGE_E2E_KEEP'] === '1') console.log(`[package-e2e] kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
