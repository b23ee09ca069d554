/** A generator of numbers in [0, 1) from a 32-bit seed (mulberry32): same seed, same sequence. */
export declare function mulberry32(seed: number): () => number;
