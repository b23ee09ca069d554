'use strict';
/**
 * How browser tests and tools launch Chromium: Debian's chromium unless CHROME_PATH says otherwise
 * (never a downloaded browser), headless, without sandbox, GPU, QUIC or background traffic.
 *
 * ```ts
 * import { chromium } from 'playwright-core';
 * import { chromiumLaunchOptions } from '../../tools/testing/chromium.cjs';
 * const browser = await chromium.launch(chromiumLaunchOptions());
 * ```
 *
 * Plain CommonJS, so that Node scripts (`tools/blog-images/render.mjs`) and Jest suites (`apps/e2e`)
 * load it as it is; types in `chromium.d.cts`.
 */

/** The browser executable: `CHROME_PATH`, or Debian's chromium. */
function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Command-line flags of every launch. */
const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Options for playwright-core's `chromium.launch()`. */
function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] };
}

module.exports = { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath };
