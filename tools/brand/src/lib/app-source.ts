/** What the plugin reads from a brand app's own sources: its template and its ports. */

/** The four page templates a brand app starts with `startSite({ template })`. */
export const TEMPLATE_IDS = ['template1', 'template2', 'template3', 'template4'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The template an app's `src/main.tsx` starts (`startSite({ template: 'template2', … })`), if it names one. */
export function templateOfMain(mainTsx: string): TemplateId | undefined {
  const match = /\btemplate\s*:\s*['"`](template[1-4])['"`]/.exec(mainTsx);
  return match ? (match[1] as TemplateId) : undefined;
}

/** The dev and preview ports of one app. */
export interface AppPorts {
  dev: number;
  preview: number;
}

/**
 * Every port an app's `vite.config.*` takes: `appConfig(import.meta.dirname, N)` (4199 + N and 4299 + N),
 * `appConfig(import.meta.dirname, N, { dev: D, preview: P })`, and any literal `port: NNNN` (apps with their
 * own Vite configuration).
 */
export function portsOfViteConfig(source: string): number[] {
  const ports = new Set<number>();
  const call = /\bappConfig\s*\(\s*[^,()]+,\s*([1-4])\s*(?:,\s*\{([^}]*)\})?\s*\)/g;
  for (const match of source.matchAll(call)) {
    const template = Number(match[1]);
    const explicit = match[2] ?? '';
    const dev = /\bdev\s*:\s*(\d+)/.exec(explicit);
    const preview = /\bpreview\s*:\s*(\d+)/.exec(explicit);
    ports.add(dev ? Number(dev[1]) : 4199 + template);
    ports.add(preview ? Number(preview[1]) : 4299 + template);
  }
  for (const match of source.matchAll(/\bport\s*:\s*(\d{2,5})\b/g)) ports.add(Number(match[1]));
  return [...ports].sort((a, b) => a - b);
}

/** First dev port a generated brand app may take (the four templates serve on 4200–4203, preview 4300–4303). */
export const FIRST_BRAND_DEV_PORT = 4204;
/** A brand app previews on its dev port plus this. */
export const PREVIEW_PORT_OFFSET = 100;

/** The first dev port from {@link FIRST_BRAND_DEV_PORT} whose dev and preview ports are both free. */
export function nextFreePorts(used: Iterable<number>): AppPorts {
  const taken = new Set(used);
  for (let dev = FIRST_BRAND_DEV_PORT; dev < FIRST_BRAND_DEV_PORT + PREVIEW_PORT_OFFSET; dev++) {
    if (!taken.has(dev) && !taken.has(dev + PREVIEW_PORT_OFFSET)) return { dev, preview: dev + PREVIEW_PORT_OFFSET };
  }
  throw new Error(`No free dev port between ${FIRST_BRAND_DEV_PORT} and ${FIRST_BRAND_DEV_PORT + PREVIEW_PORT_OFFSET - 1}`);
}
