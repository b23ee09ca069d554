/**
 * Pre-compresses a built app for a static host: `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
 * every text file worth it, which nginx serves as they are (`brotli_static`, `gzip_static`: no compression per
 * request). Called at the end of the prerenderer (`tools/prerender/prerender.mjs`), so a build and every re-render after
 * a change of the configuration or the translations leave the copies in step with their files.
 *
 * Deterministic (the same bytes for the same file: gzip without a name or time) and quick on a re-run: a copy that
 * still decompresses to its file is kept. Copies whose file is gone or no longer qualifies are removed.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** Extensions of the files compressed (source maps are not served, and not compressed). */
export const COMPRESSIBLE = Object.freeze(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.ico', '.webmanifest']);

/** Files up to this size are sent as they are (a compressed copy saves less than a round of headers). */
export const MIN_SIZE = 1024;

/** A compressed copy larger than this share of its file is not kept. */
export const MAX_RATIO = 0.95;

/** @param {string} file */
const isCompressible = (file) => COMPRESSIBLE.includes(path.extname(file).toLowerCase());

/**
 * @param {Buffer} data
 * @param {string} file
 * @returns {Promise<Buffer>}
 */
export function brotli(data, file) {
  return brotliCompress(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]:
        path.extname(file) === '.ico' ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * @param {Buffer} data
 * @returns {Promise<Buffer>}
 */
export const gzip = (data) => gzipCompress(data, { level: 9 });

/**
 * Whether `copy` exists and decompresses to `data`.
 * @param {string} copy
 * @param {Buffer} data
 * @param {(b: Buffer) => Buffer} decompress
 */
function upToDate(copy, data, decompress) {
  if (!fs.existsSync(copy)) return false;
  try {
    return decompress(fs.readFileSync(copy)).equals(data);
  } catch {
    return false;
  }
}

/**
 * Every file below `dir` (relative paths, sorted), hidden folders left out.
 * @param {string} dir
 * @returns {string[]}
 */
function filesBelow(dir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} folder */
  const visit = (folder) => {
    const entries = fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) found.push(path.relative(dir, full));
    }
  };
  visit(dir);
  return found;
}

/**
 * @typedef {object} CompressionSummary
 * @property {number} files Files with compressed copies.
 * @property {number} bytes Their size.
 * @property {number} brotliBytes Size of their `.br` copies.
 * @property {number} gzipBytes Size of their `.gz` copies.
 * @property {number} written Copies written now (the others were up to date).
 * @property {number} removed Stale copies removed.
 */

/**
 * Writes the compressed copies of a built app's files and removes stale ones. The files are compressed on libuv's
 * thread pool, as many at once as the machine has cores.
 * @param {string} dist Folder of the built app.
 * @returns {Promise<CompressionSummary>}
 */
export async function compressTree(dist) {
  const files = filesBelow(dist);
  const summary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, written: 0, removed: 0 };
  /** @type {Set<string>} */
  const kept = new Set();
  /** @param {string} file */
  const compressOne = async (file) => {
    const full = path.join(dist, file);
    const data = fs.readFileSync(full);
    if (data.length <= MIN_SIZE) return;
    const copies = [
      { copy: `${full}.br`, make: () => brotli(data, file), undo: zlib.brotliDecompressSync, key: 'brotliBytes' },
      { copy: `${full}.gz`, make: () => gzip(data), undo: zlib.gunzipSync, key: 'gzipBytes' },
    ];
    let counted = false;
    for (const { copy, make, undo, key } of copies) {
      let size = upToDate(copy, data, undo) ? fs.statSync(copy).size : -1;
      if (size < 0) {
        const compressed = await make();
        // A copy that saves almost nothing (an icon already compressed) is not worth a second file.
        if (compressed.length > data.length * MAX_RATIO) continue;
        fs.writeFileSync(copy, compressed);
        summary.written += 1;
        size = compressed.length;
      }
      kept.add(path.relative(dist, copy));
      if (!counted) {
        summary.files += 1;
        summary.bytes += data.length;
        counted = true;
      }
      summary[/** @type {'brotliBytes' | 'gzipBytes'} */ (key)] += size;
    }
  };
  const queue = files.filter(isCompressible);
  const workers = Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compressOne(file);
  });
  await Promise.all(workers);
  // Copies of files that are gone or shrank under the threshold: `x.html.br` is stale unless kept above. Other
  // `.gz` files (an archive offered for download) are not copies and stay.
  for (const file of files) {
    const match = /^(.*)\.(br|gz)$/.exec(file);
    if (!match || kept.has(file) || !isCompressible(match[1])) continue;
    fs.rmSync(path.join(dist, file));
    summary.removed += 1;
    // The folder of a page the prerenderer removed held only these copies: it goes too.
    for (
      let dir = path.dirname(path.resolve(dist, file));
      dir !== path.resolve(dist) && fs.readdirSync(dir).length === 0;
      dir = path.dirname(dir)
    )
      fs.rmdirSync(dir);
  }
  return summary;
}

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * The one-line report of a run.
 * @param {string} label
 * @param {CompressionSummary} summary
 * @param {number} ms
 */
export function summaryLine(label, summary, ms) {
  const ratio = (/** @type {number} */ n) => (summary.bytes ? `${((100 * n) / summary.bytes).toFixed(0)}%` : '-');
  return (
    `compress ${label}: ${summary.files} files, ${kib(summary.bytes)} → brotli ${kib(summary.brotliBytes)} (${ratio(summary.brotliBytes)}), ` +
    `gzip ${kib(summary.gzipBytes)} (${ratio(summary.gzipBytes)}); ${summary.written} copies written, ${summary.removed} stale removed in ${ms} ms`
  );
}

/**
 * Removes every compressed copy of a built app (`<file>.br`, `<file>.gz` of the files {@link compressTree} compresses).
 * @param {string} dist
 * @returns {number} How many were removed.
 */
export function removeCopies(dist) {
  let removed = 0;
  for (const file of filesBelow(dist)) {
    const match = /^(.*)\.(br|gz)$/.exec(file);
    if (!match || !isCompressible(match[1])) continue;
    fs.rmSync(path.join(dist, file));
    removed += 1;
  }
  return removed;
}

/**
 * Compresses a built app and prints the summary line. With `BROKERFRONT_PRECOMPRESS=off` in the environment (a copy
 * that no static host serves, such as the browser tests' Node server) it writes none and removes those there are, so
 * no stale copy can be served from it.
 * @param {string} dist
 * @param {string} [label]
 * @returns {Promise<CompressionSummary | null>}
 */
export async function compressBuild(dist, label = path.basename(dist)) {
  const started = Date.now();
  if (process.env['BROKERFRONT_PRECOMPRESS'] === 'off') {
    console.log(`compress ${label}: off (BROKERFRONT_PRECOMPRESS=off), ${removeCopies(dist)} copies removed`);
    return null;
  }
  const summary = await compressTree(dist);
  console.log(summaryLine(label, summary, Date.now() - started));
  return summary;
}

// Run as a command: `node tools/deploy/compress.mjs <folder of a built app>` (the prerenderer runs it already).
if (process.argv[1] && path.basename(process.argv[1]) === 'compress.mjs') {
  const dist = process.argv[2];
  if (!dist || !fs.existsSync(dist)) {
    console.error('usage: node tools/deploy/compress.mjs <folder of a built app>');
    process.exit(1);
  }
  compressBuild(path.resolve(dist)).catch((error) => {
    console.error(`compress: ${error.message}`);
    process.exit(1);
  });
}
