#!/usr/bin/env node
// Sums the counts recorded by tools/jest/summary-reporter.cjs and prints one line: "N passed, N failed".
import * as fs from 'node:fs';
import * as path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../tmp/test-results');
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of files) {
  const record = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += record.passed;
  failed += record.failed;
  skipped += record.skipped;
  for (const failure of record.failures ?? []) failures.push(`${record.project}: ${failure}`);
}
// The failures named last, where a log cut to its tail still shows them.
const SHOWN = 30;
for (const failure of failures.slice(0, SHOWN)) console.log(`failed: ${failure}`);
if (failures.length > SHOWN) console.log(`failed: … and ${failures.length - SHOWN} more`);
// A non-zero exit status of the run (lint, typecheck, a build) counts as a failure even when no test failed.
const exitStatus = Number(process.argv[2] ?? 0);
if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
