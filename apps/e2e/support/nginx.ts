import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { workspaceRoot, type BrandApp } from './environment';
import { pointConfigurationAt } from './static-server';

const run = promisify(execFile);

/** Debian's nginx (`apt-get install nginx libnginx-mod-http-brotli-static`), unless NGINX_PATH says otherwise. */
export const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

/** The module that serves the build's `.br` copies; without it the kit's `--no-brotli` configuration is tested. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotli = fs.existsSync(BROTLI_MODULE);

/** The first port of the nginx sites (4380 + the app's index): inside the reference backend's default CORS range. */
export const FIRST_NGINX_PORT = 4380;

/** Where the suite keeps its copies of the built apps and nginx's files. */
export const nginxDir = path.join(workspaceRoot, 'tmp/e2e-nginx');

/** A built brand app served by nginx with the kit's configuration. */
export interface NginxSite {
  app: BrandApp;
  port: number;
  /** The served copy of `dist/apps/<app>`. */
  root: string;
  /** nginx's prefix: the generated nginx.conf, its pid, logs and temporary files. */
  prefix: string;
  conf: string;
  /** An address of the site, e.g. `url('de/blog')`. */
  url(pathname?: string): string;
}

/**
 * Copies a built app as a brand team deploys it: its configuration pointed at `backend` (and at the address it is
 * served on, its origin), the public pages rendered again with the command a deployment runs after a configuration
 * change (which writes the compressed copies too), and the kit's nginx configuration generated for it
 * (`node tools/deploy/nginx.mjs … --main`). With `render: false` the pages stay as built (rendering all of a site's
 * pages in every language takes seconds) and only the compressed copies are made again
 * (`node tools/deploy/compress.mjs`): enough where only the server's answers are checked.
 */
export async function prepareNginxSite(app: BrandApp, index: number, backend: string, { render = true } = {}): Promise<NginxSite> {
  const port = FIRST_NGINX_PORT + index;
  const root = path.join(nginxDir, app.id);
  const prefix = path.join(nginxDir, `${app.id}.nginx`);
  const conf = path.join(prefix, 'nginx.conf');
  for (const dir of [root, prefix]) fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(workspaceRoot, 'dist/apps', app.id), root, { recursive: true });
  const file = path.join(root, 'assets/config/configuration.json');
  fs.writeFileSync(file, `${pointConfigurationAt(fs.readFileSync(file, 'utf8'), backend, `http://127.0.0.1:${port}/`)}\n`);
  if (render) await run(process.execPath, [path.join(workspaceRoot, 'tools/prerender/prerender.mjs'), app.id, '--dist', root]);
  else await run(process.execPath, [path.join(workspaceRoot, 'tools/deploy/compress.mjs'), root]);
  const args = ['--main', '--prefix', prefix, '--listen', `127.0.0.1:${port}`, '--email-upstream', backend, '--out', conf];
  if (!hasBrotli) args.push('--no-brotli');
  // nginx started by root runs its workers as `nobody`, which may not read the workspace.
  if (process.getuid?.() === 0) args.push('--user', 'root');
  await run(process.execPath, [path.join(workspaceRoot, 'tools/deploy/nginx.mjs'), root, ...args]);
  return { app, port, root, prefix, conf, url: (pathname = '') => `http://127.0.0.1:${port}/${pathname.replace(/^\//, '')}` };
}

/** Whether something accepts connections on a loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx in the foreground (`daemon off`) on a site's configuration and resolves once it accepts connections. */
export async function startNginx(site: NginxSite): Promise<ChildProcess> {
  if (await listening(site.port)) throw new Error(`port ${site.port} is taken: another nginx of an earlier run?`);
  const child = spawn(NGINX, ['-p', site.prefix, '-c', site.conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx for ${site.app.id} exited (${code}): ${stderr}`))),
  );
  const deadline = Date.now() + 10_000;
  const ready = (async () => {
    while (!(await listening(site.port))) {
      if (Date.now() > deadline) throw new Error(`nginx for ${site.app.id} does not listen on ${site.port}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return child;
}

/** Stops an nginx started by {@link startNginx} (fast shutdown) and waits for it to exit. */
export async function stopNginx(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exit, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** `&quot;`, `&amp;`… as characters (the value of an attribute as the browser reads it). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return named[entity.toLowerCase()] ?? all;
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash sources a strict policy must allow for a served site, found here independently of the kit: the text of every
 * `<style>` element and the value of every `style` attribute of its HTML files.
 */
export function expectedStyleHashes(root: string): { elements: string[]; attributes: string[] } {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) elements.add(sha256(css));
        const markup = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/g, '<$1$2>');
        for (const [, value] of markup.matchAll(/\sstyle="([^"]*)"/g)) attributes.add(sha256(decodeEntities(value)));
      }
    }
  };
  visit(root);
  return { elements: [...elements].sort(), attributes: [...attributes].sort() };
}

/** A Content-Security-Policy header as directive → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name, sources] as [string, string[]]),
  );
}

/** A CSP violation as the page reported it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/**
 * Records the page's CSP violations, from before its first script and across navigations: each
 * `securitypolicyviolation` event (also kept in the document's `window.__cspViolations`), and each console message
 * about the Content Security Policy. Returns the list they go to.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) =>
    found.push(`securitypolicyviolation ${violation.directive}: ${violation.blocked} ${violation.sample} at ${violation.source}`),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[]; __reportCspViolation: (v: Violation) => void };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      };
      w.__cspViolations.push(violation);
      w.__reportCspViolation(violation);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(`console ${message.type()}: ${message.text()}`);
  });
  return found;
}

/** The violations the current document reported through `securitypolicyviolation` events. */
export async function reportedViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
}
