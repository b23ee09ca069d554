/** The part of pngjs (which ships no types) the visual suite uses: decoding and encoding 8-bit RGBA images. */
declare module 'pngjs' {
  export interface PNGOptions {
    width?: number;
    height?: number;
    /** 2: RGB, 6: RGBA (default). */
    colorType?: 0 | 2 | 4 | 6;
    /** 0–9 (default 9). */
    deflateLevel?: number;
  }
  export class PNG {
    constructor(options?: PNGOptions);
    width: number;
    height: number;
    /** RGBA bytes, row by row. */
    data: Buffer;
    static sync: {
      read(buffer: Buffer): PNG;
      write(png: PNG, options?: PNGOptions): Buffer;
    };
  }
}
