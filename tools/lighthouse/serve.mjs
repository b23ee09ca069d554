#!/usr/bin/env node
/**
 * Serves a built app folder like a production static host, for measuring it:
 *
 * - a file as it is (`robots.txt`, `sitemap.xml`, `/assets/...`);
 * - the prerendered page of an address (`<path>/index.html`);
 * - the app shell `spa.html` only for the signed-in and sign-in addresses (`/account…`, `/backoffice…`, `/sign-in`,
 *   `/sign-up…`, `/confirm-email`, `/forgot-password`, `/reset-password`, `/auto-login`, with or without a language
 *   prefix);
 * - `404.html` with status 404 for anything else.
 *
 * A build without `spa.html` (an app that is not prerendered) gets the classic single-page fallback instead:
 * `index.html` for every address that is not a file, robots.txt and sitemap.xml included.
 *
 * Text answers are compressed when the browser accepts it (gzip level 6 like nginx's usual setting; brotli when
 * asked for with `brotli: true`). Cache headers as in production: hashed `/assets/<name>-<hash>.js|css` immutable
 * for a year, HTML, configuration and translations `no-cache`, other files (images, icons) a day.
 *
 *   node tools/lighthouse/serve.mjs <folder of the built app> [--port 4300] [--host 127.0.0.1] [--brotli]
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs as parseCliArgs } from 'node:util';
import * as zlib from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/** Types worth compressing (already compressed formats such as images and fonts are sent as they are). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.svg', '.ico', '.webmanifest']);

/** Answers smaller than this are not compressed (the headers would cost more than they save). */
const MIN_COMPRESSED_SIZE = 256;

/** Addresses rendered in the browser only (signed-in area and the sign-in flows), optionally after `/{lang}`. */
export const APP_ROUTE =
  /^\/(?:[a-z]{2,3}\/)?(?:account|backoffice|sign-in|sign-up|confirm-email|forgot-password|reset-password|auto-login)(?:\/.*)?$/;

/** Vite's hashed output, e.g. `/assets/index-BlaPOX6Y.js`: never changes, cached for a year. */
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8}\.(?:js|css)$/;

const YEAR = 365 * 24 * 3600;

/** The Cache-Control header of a served file, by its address. */
export function cacheControl(pathname, file) {
  if (HASHED_ASSET.test(pathname)) return `public, max-age=${YEAR}, immutable`;
  const ext = path.extname(file);
  if (ext === '.html' || ext === '.json' || ext === '.txt' || ext === '.xml') return 'no-cache';
  return 'public, max-age=86400';
}

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * What an address is answered with: `{ file, status }`, or `{ status: 404 }` with no file when the folder has no
 * 404 page. `root` is an absolute folder.
 */
export function resolveRequest(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(root);
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return notFound(root);
  if (isFile(file)) return { file, status: 200 };
  const page = path.join(file, 'index.html');
  const shell = path.join(root, 'spa.html');
  if (!isFile(shell)) {
    // Not prerendered: the classic single-page fallback, the app's index.html for every address.
    const index = path.join(root, 'index.html');
    return isFile(index) ? { file: index, status: 200 } : { status: 404 };
  }
  if (isFile(page)) return { file: page, status: 200 };
  if (APP_ROUTE.test(decoded)) return { file: shell, status: 200 };
  return notFound(root);
}

function notFound(root) {
  const page = path.join(root, '404.html');
  return isFile(page) ? { file: page, status: 404 } : { status: 404 };
}

/** The encoding to answer with, from the request's Accept-Encoding. */
function chooseEncoding(acceptEncoding, brotli) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (brotli && ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/**
 * Creates the server (not listening yet). Options: `root` (the built app folder), `brotli` (answer `br` when
 * accepted; default false: gzip only, like a stock nginx), `log` (a function called with each request's line).
 */
export function createStaticServer({ root, brotli = false, log } = {}) {
  if (!root) throw new Error('createStaticServer: root is required');
  root = path.resolve(root);
  /** Compressed bodies by file, encoding, size and modification time: each file is compressed once. */
  const cache = new Map();

  const compressed = (file, stat, body, encoding) => {
    const key = `${file}\0${encoding}\0${stat.size}\0${stat.mtimeMs}`;
    let hit = cache.get(key);
    if (!hit) {
      hit =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : zlib.gzipSync(body, { level: 6 });
      cache.set(key, hit);
    }
    return hit;
  };

  return http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const done = (status, size) => {
      if (log) log(`${req.method} ${req.url} ${status} ${size} B ${Number(process.hrtime.bigint() - started) / 1e6} ms`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      done(405, 0);
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const { file, status } = resolveRequest(root, pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      done(404, 9);
      return;
    }
    const stat = fs.statSync(file);
    const ext = path.extname(file);
    const etag = `"${crypto.createHash('sha1').update(`${file}:${stat.size}:${stat.mtimeMs}`).digest('base64url').slice(0, 16)}"`;
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControl(pathname, file) : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    if (compressible.has(ext)) headers.Vary = 'Accept-Encoding';
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      done(304, 0);
      return;
    }
    let body = fs.readFileSync(file);
    const encoding =
      compressible.has(ext) && body.length >= MIN_COMPRESSED_SIZE ? chooseEncoding(req.headers['accept-encoding'], brotli) : undefined;
    if (encoding) {
      body = compressed(file, stat, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    done(status, body.length);
  });
}

/**
 * Serves `root` on `port` (0: a free port) and resolves to `{ server, port, url, close }`. The address is
 * `http://localhost:<port>` so that absolute links of the built pages (their configured origin is
 * `http://localhost:42xx`) stay on the same site for the audits; the port does not need to match.
 */
export async function serve({ root, port = 0, host = '127.0.0.1', brotli = false, log } = {}) {
  const server = createStaticServer({ root, brotli, log });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = server.address().port;
  return {
    server,
    port: actual,
    url: `http://localhost:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

function parseArgs(argv) {
  const { values, positionals } = parseCliArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '4300' },
      host: { type: 'string', default: '127.0.0.1' },
      brotli: { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1)
    throw new Error('usage: serve.mjs <folder of the built app> [--port 4300] [--host 127.0.0.1] [--brotli] [--log]');
  const root = path.resolve(positionals[0]);
  if (!fs.existsSync(root)) throw new Error(`${root} does not exist: build the app first`);
  return {
    root,
    port: Number(values.port),
    host: values.host,
    brotli: values.brotli,
    log: values.log ? (line) => console.log(line) : undefined,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const { url } = await serve(options);
    console.log(`serving ${path.relative(process.cwd(), options.root) || '.'} at ${url.replace('localhost', options.host)}`);
  } catch (error) {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  }
}
