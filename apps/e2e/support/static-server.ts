import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export interface StaticServerOptions {
  /** Folder of a built app, e.g. dist/apps/template1. */
  root: string;
  port: number;
  /** Reference backend the site talks to; `/email/*` is proxied there and the configuration points at it. */
  backendUrl?: string;
}

/** Rewrites the site origin and the identity and gateway host/port of a configuration file for a test run. */
export function pointConfigurationAt(json: string, backendUrl: string, siteOrigin: string): string {
  const backend = new URL(backendUrl);
  const config = JSON.parse(json);
  if (config.appConfig) config.appConfig.origin = siteOrigin;
  const port = Number(backend.port);
  const protocol = backend.protocol.replace(':', '');
  if (config.identityConfig?.service) Object.assign(config.identityConfig.service, { protocol, host: backend.hostname, port });
  if (config.gatewayConfig) Object.assign(config.gatewayConfig, { protocol, host: backend.hostname, port });
  return JSON.stringify(config, null, 2);
}

/**
 * Serves a built single-page app like a static host would: files as they are, the prerendered page of an
 * address, the app's shell for every other path, and the contact script path proxied to the backend (the site's own origin).
 */
export function startStaticServer({ root, port, backendUrl }: StaticServerOptions): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    if (backendUrl && url.pathname.startsWith('/email/')) {
      const target = new URL(url.pathname + url.search, backendUrl);
      const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(upstream);
      return;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    const inside = file.startsWith(root);
    const isFile = inside && fs.existsSync(file) && fs.statSync(file).isFile();
    const hasExtension = path.extname(url.pathname) !== '';
    if (!isFile && hasExtension) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    // A prerendered page (`<path>/index.html`), else the app's shell for addresses rendered in the browser only
    // (`spa.html`, kept by the prerenderer; `index.html` in a build that was not prerendered).
    const page = inside ? path.join(file, 'index.html') : '';
    const shell = fs.existsSync(path.join(root, 'spa.html')) ? path.join(root, 'spa.html') : path.join(root, 'index.html');
    const served = isFile ? file : page && fs.existsSync(page) ? page : shell;
    let body: Buffer | string = fs.readFileSync(served);
    if (backendUrl && url.pathname === '/assets/config/configuration.json') {
      body = pointConfigurationAt(body.toString('utf8'), backendUrl, `http://127.0.0.1:${port}/`);
    }
    res.writeHead(200, {
      'Content-Type': types[path.extname(served)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
