/** The browser executable: `CHROME_PATH`, or Debian's chromium. */
export declare function chromiumPath(): string;
/** Command-line flags of every launch. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Options for playwright-core's `chromium.launch()`. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
