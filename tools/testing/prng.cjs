'use strict';
/**
 * A small seeded pseudo-random generator (mulberry32) for tests, benchmarks and generated fixtures:
 * the same seed gives the same sequence on every run and machine.
 *
 * ```ts
 * import { mulberry32 } from '../../tools/testing/prng.cjs';
 * const random = mulberry32(42);
 * random(); // a number in [0, 1)
 * ```
 *
 * Plain CommonJS, so that Node scripts and Jest suites load it as it is; types in `prng.d.cts`.
 */

/** A generator of numbers in [0, 1) from a 32-bit seed. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

module.exports = { mulberry32 };
