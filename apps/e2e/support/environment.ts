import * as path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../..');

/** The four template apps and the preview port each is served on during browser tests. */
export const templates = [
  { id: 'template1', port: 4300 },
  { id: 'template2', port: 4301 },
  { id: 'template3', port: 4302 },
  { id: 'template4', port: 4303 },
] as const;

export type TemplateName = (typeof templates)[number]['id'];

/** Base URL of a served template app, e.g. `siteUrl('template2', 'de/blog')`. */
export function siteUrl(template: TemplateName, pathname = ''): string {
  const entry = templates.find((t) => t.id === template);
  if (!entry) throw new Error(`Unknown template ${template}`);
  return `http://127.0.0.1:${entry.port}/${pathname.replace(/^\//, '')}`;
}

/** The reference backend started for this run (set by the global setup). */
export function backendUrl(): string {
  const url = process.env['E2E_BACKEND_URL'];
  if (!url) throw new Error('E2E_BACKEND_URL is not set: run the browser tests through jest -c apps/e2e/jest.e2e.config.cts');
  return url;
}

/** Where screenshots for review are written. */
export const screenshotDir = path.join(workspaceRoot, 'dist/e2e-screenshots');
