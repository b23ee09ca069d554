import * as fs from 'node:fs';
import * as path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { workspaceRoot } from '../../support/environment';

/** The committed baselines: `<template>/<screen>-<width>-<theme>.png`. */
export const baselineDir = path.join(workspaceRoot, 'apps/e2e/visual-baselines');

/** Where a run writes the actual image and the difference of each screen that differs (never committed). */
export const differenceDir = path.join(workspaceRoot, 'dist/visual-diff');

/**
 * How different two pixels may be (pixelmatch's YIQ distance, 0–1) before they count, and how many may differ.
 * Rendering on one machine is repeatable to the pixel (bundled fonts, a fixed clock, no animation); the allowance
 * absorbs a stray anti-aliased pixel without letting a colour, spacing or font change through (those move thousands).
 */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFFERENT_PIXELS = 40;

/** Whether the run rewrites the baselines (`npm run test:visual -- --update`, or VISUAL_UPDATE=1). */
export const updating = process.env['VISUAL_UPDATE'] === '1';

/** Whether a missing baseline fails the run instead of being written (CI). */
const strict = process.env['CI'] === 'true';

/** The outcome of comparing a screenshot with its baseline. */
export interface Comparison {
  /** `null`: it matches (or was written); else why the test fails, naming the files to look at. */
  failure: string | null;
  /** What happened, for the log (a baseline written or rewritten). */
  note: string | null;
}

/** Decodes a PNG; a damaged file reads as `null`. */
function decode(bytes: Buffer): PNG | null {
  try {
    return PNG.sync.read(bytes);
  } catch {
    return null;
  }
}

function writeBaseline(file: string, actual: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, actual);
}

/**
 * Compares a screenshot with the baseline `<name>.png` (a path under {@link baselineDir}). When they differ the actual
 * image and a difference image (changed pixels in red over a faded copy) are written to {@link differenceDir} and the
 * failure names them; in update mode the baseline is rewritten instead. A missing baseline is written (and said so),
 * except in CI, where it fails. Identical bytes match at once; otherwise both are decoded and compared pixel by pixel.
 */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const file = path.join(baselineDir, `${name}.png`);
  const relative = path.relative(workspaceRoot, file);
  if (!fs.existsSync(file)) {
    if (strict && !updating) {
      return { failure: `no baseline ${relative}: run npm run test:visual -- --update and commit it`, note: null };
    }
    writeBaseline(file, actual);
    return { failure: null, note: `baseline ${relative} was missing: written` };
  }
  const expected = fs.readFileSync(file);
  // The same pixels drawn by the same browser are encoded to the same bytes: nothing to decode (most shots).
  if (expected.equals(actual)) return { failure: null, note: null };
  const expectedPng = decode(expected);
  const actualPng = decode(actual);
  if (!actualPng) return { failure: `the screenshot of ${name} is not a readable PNG`, note: null };
  let different: number | null = null;
  let diffPng: PNG | null = null;
  if (expectedPng && expectedPng.width === actualPng.width && expectedPng.height === actualPng.height) {
    diffPng = new PNG({ width: actualPng.width, height: actualPng.height });
    different = pixelmatch(expectedPng.data, actualPng.data, diffPng.data, actualPng.width, actualPng.height, {
      threshold: PIXEL_THRESHOLD,
    });
    if (different <= MAX_DIFFERENT_PIXELS) {
      return {
        failure: null,
        note: different > 0 ? `${name}: ${different} pixels differ, within the allowance of ${MAX_DIFFERENT_PIXELS}` : null,
      };
    }
  }
  if (updating) {
    writeBaseline(file, actual);
    return { failure: null, note: `baseline ${relative} rewritten` };
  }
  const out = path.join(differenceDir, name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(`${out}.actual.png`, actual);
  fs.copyFileSync(file, `${out}.expected.png`);
  const files = [`${out}.actual.png`, `${out}.expected.png`];
  if (diffPng) {
    fs.writeFileSync(`${out}.diff.png`, PNG.sync.write(diffPng));
    files.push(`${out}.diff.png`);
  }
  const area = diffPng ? differenceArea(diffPng) : null;
  const what =
    different === null
      ? `its size changed: ${expectedPng ? `${expectedPng.width}×${expectedPng.height}` : 'unreadable baseline'} → ${actualPng.width}×${actualPng.height}`
      : `${different} pixels differ (at most ${MAX_DIFFERENT_PIXELS} may)${area ? `, within x ${area.left}–${area.right}, y ${area.top}–${area.bottom}` : ''}`;
  return {
    failure: `${name} differs from ${relative}: ${what}.\n${files.map((f) => `  ${path.relative(workspaceRoot, f)}`).join('\n')}\nIf the change is intended: npm run test:visual -- --update`,
    note: null,
  };
}

/** The box around the pixels pixelmatch marked as different (pure red in its output), or null when none is. */
function differenceArea(diff: PNG): { left: number; top: number; right: number; bottom: number } | null {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/** Removes the difference images of an earlier run, so that the folder holds this run's only. */
export function clearDifferences(): void {
  fs.rmSync(differenceDir, { recursive: true, force: true });
}
