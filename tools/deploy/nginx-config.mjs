/**
 * The nginx configuration of a built Brokerfront app (see deploy/nginx/README.md): its files as they are, the
 * prerendered page of each public address, the app's shell for the signed-in screens, a real 404 for anything else;
 * pre-compressed copies; caching by kind of file; the security headers, with a Content-Security-Policy made from the
 * configuration, on every response. Pure functions: `nginx.mjs` is the command that reads the build and writes the file.
 */
import * as path from 'node:path';
import { contentSecurityPolicy } from './csp.mjs';
import { SIGNED_IN_ROUTE_PATHS } from './site.mjs';

/** @typedef {import('./site.mjs').DeployConfiguration} DeployConfiguration */

/** Where Debian's nginx keeps the brotli module (`apt-get install libnginx-mod-http-brotli-static`). */
export const DEFAULT_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian's table of media types. */
export const DEFAULT_MIME_TYPES = '/etc/nginx/mime.types';

/** Cache-Control of each kind of file. */
export const CACHE_CONTROL = Object.freeze({
  /** Files whose name carries a hash of their content (`assets/index-<hash>.js`): a new build writes new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, the app's shell, the configuration and the translations: asked again each time (a 304 while unchanged). */
  revalidate: 'no-cache',
  /** Images, fonts, documents (edited in place by brand teams): one day, then asked again. */
  static: 'public, max-age=86400, must-revalidate',
  /** Answers of the contact form's service. */
  none: 'no-store',
});

/** Browser features the site never uses, denied to it and to anything it embeds. */
export const DENIED_FEATURES = Object.freeze([
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]);

/**
 * @typedef {object} NginxOptions
 * @property {string} root Folder of the built app (absolute).
 * @property {DeployConfiguration} config Its configuration (`readDeployConfiguration`).
 * @property {{ elements: string[], attributes: string[] }} hashes Hash sources of its inline styles (`inlineStyleHashes`).
 * @property {string} [listen] `listen` address (default 8080, or 443 with https).
 * @property {string} [serverName] `server_name` (default `_`: any).
 * @property {boolean} [https] Serve over TLS: HSTS, `upgrade-insecure-requests`, and a redirect from port 80.
 * @property {string} [sslCertificate]
 * @property {string} [sslCertificateKey]
 * @property {boolean} [httpRedirect] With https: a server on port 80 that redirects to https (default true).
 * @property {string} [emailUpstream] Origin of the service behind the contact form's `/email/` (else `/email/` is a 404).
 * @property {boolean} [brotli] Serve the `.br` copies (needs the brotli module; default true).
 * @property {boolean} [main] A whole nginx.conf (modules, pid, logs and temporary files under `prefix`), not a server block.
 * @property {string} [prefix] With main: the folder of the pid file, the logs and the temporary files.
 * @property {string} [user] With main: the `user` of the worker processes.
 * @property {string} [brotliModule] With main: the brotli module file.
 * @property {string} [mimeTypes] With main: the media types table.
 */

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The regular expression (for an nginx `location ~`) of the signed-in screens' addresses: each route of
 * {@link SIGNED_IN_ROUTE_PATHS}, unprefixed and (on a site with more than one language) under a configured language
 * prefix, with or without a trailing slash.
 * @param {string[]} languages
 */
export function signedInPattern(languages) {
  const routes = SIGNED_IN_ROUTE_PATHS.map((route) =>
    route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
      .join('/'),
  );
  const prefix = languages.length > 1 ? `(?:/(?:${languages.map(escapeRegex).join('|')}))?` : '';
  return `^${prefix}/(?:${routes.join('|')})/?$`;
}

/**
 * The security headers of every response (`always`: also on errors). Repeated in each location: nginx drops the
 * server's `add_header`s in a location that has its own.
 * @param {string} policy
 * @param {boolean} https
 * @returns {string[]}
 */
export function securityHeaders(policy, https) {
  return [
    `add_header Content-Security-Policy "${policy}" always;`,
    // The full address only to this site; the origin alone to other HTTPS sites; nothing to HTTP ones. The users'
    // pages (`backoffice/users/<id>`) and tokens in addresses (`reset-password?token=…`) never leave the site.
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header X-Frame-Options "DENY" always;',
    `add_header Permissions-Policy "${DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')}" always;`,
    'add_header Cross-Origin-Opener-Policy "same-origin" always;',
    ...(https ? ['add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;'] : []),
  ];
}

/**
 * @param {string[]} lines
 * @param {number} depth
 */
const indent = (lines, depth) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));

/**
 * A location block with the security headers and a Cache-Control.
 * @param {string} match e.g. `/`, `= /404.html`, `~ "^/assets/…$"`
 * @param {string[]} headers
 * @param {string | null} cacheControl
 * @param {string[]} body
 * @param {string} [comment]
 */
function location(match, headers, cacheControl, body, comment) {
  return [
    ...(comment ? comment.split('\n').map((line) => `# ${line}`) : []),
    `location ${match} {`,
    ...indent([...body, ...headers, ...(cacheControl ? [`add_header Cache-Control "${cacheControl}" always;`] : [])], 1),
    '}',
  ];
}

/**
 * The `/email/` proxy (the contact form posts to the site's own origin), or a 404 without an upstream.
 * @param {string | undefined} upstream
 * @param {string[]} headers
 */
function emailLocation(upstream, headers) {
  if (!upstream) {
    return location(
      '/email/',
      headers,
      CACHE_CONTROL.none,
      ['return 404;'],
      'The contact form posts to /email/send-email.php: no --email-upstream was given, so it is not served.',
    );
  }
  return location(
    '/email/',
    headers,
    CACHE_CONTROL.none,
    [
      `proxy_pass ${upstream};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Host $proxy_host;',
      'proxy_set_header X-Real-IP $remote_addr;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-Host $host;',
      'client_max_body_size 64k;',
      'proxy_read_timeout 30s;',
      // The site's own headers replace the service's (no second Cache-Control or policy).
      ...['Cache-Control', 'Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options']
        .concat(['Permissions-Policy', 'Cross-Origin-Opener-Policy', 'Strict-Transport-Security'])
        .map((header) => `proxy_hide_header ${header};`),
    ],
    "The contact form (POST /email/send-email.php) goes to the provider's service.",
  );
}

/**
 * The upstream origin of `--email-upstream` (`http://127.0.0.1:5000`), checked: an origin without a path.
 * @param {string} value
 */
export function upstreamOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--email-upstream: expected an origin such as http://127.0.0.1:5000, found ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`--email-upstream: expected an origin such as http://127.0.0.1:5000 (no path), found ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/**
 * The `server {}` block of a built app.
 * @param {NginxOptions} options
 * @returns {string[]}
 */
export function serverBlock(options) {
  const https = options.https === true;
  const brotli = options.brotli !== false;
  const policy = contentSecurityPolicy(options.config, options.hashes, { https });
  const headers = securityHeaders(policy, https);
  const root = options.root.replace(/\/+$/, '') || '/';
  if (/[\s;{}"']/.test(root)) throw new Error(`the folder ${root} has a space, quote or brace in its path: nginx cannot serve it as it is`);
  const listen = options.listen ?? (https ? '443' : '8080');
  if (https && (!options.sslCertificate || !options.sslCertificateKey)) {
    throw new Error('--https needs --ssl-certificate <file> and --ssl-certificate-key <file>');
  }
  const emailUpstream = options.emailUpstream ? upstreamOrigin(options.emailUpstream) : undefined;
  const trimSlash = 'rewrite "^(.+?)/+$" $1 last;';
  const body = [
    `listen ${listen}${https ? ' ssl http2' : ''};`,
    `server_name ${options.serverName ?? '_'};`,
    `root ${root};`,
    'server_tokens off;',
    'autoindex off;',
    'etag on;',
    'charset utf-8;',
    'charset_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml;',
    ...(https
      ? [
          '',
          `ssl_certificate ${options.sslCertificate};`,
          `ssl_certificate_key ${options.sslCertificateKey};`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
          'ssl_prefer_server_ciphers off;',
          'ssl_session_timeout 1d;',
          'ssl_session_tickets off;',
        ]
      : []),
    '',
    '# Compression: the .br and .gz copies written at build time (tools/deploy/compress.mjs) as they are; other text',
    '# compressed per request.',
    ...(brotli ? ['brotli_static on;'] : ['# brotli_static on; (left out: --no-brotli)']),
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 1024;',
    'gzip_types text/css text/plain text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml image/x-icon;',
    '',
    '# Anything that is not a page, a signed-in screen or a file: the prerendered 404 page, with status 404.',
    'error_page 404 /404.html;',
    '',
    ...location(
      '~ "/\\.(?!well-known/)"',
      headers,
      CACHE_CONTROL.revalidate,
      ['return 404;'],
      'Hidden files are not served (/.well-known/ is: certificates, security.txt).',
    ),
    '',
    ...location(
      '/',
      headers,
      CACHE_CONTROL.revalidate,
      [trimSlash, 'try_files $uri/index.html $uri =404;'],
      'Public pages: the prerendered <path>/index.html of each address (/de/blog -> de/blog/index.html); files at the\nroot (favicon, robots.txt, sitemap.xml). `/x/` is served as `/x`.',
    ),
    '',
    ...location(
      `~ "${signedInPattern(options.config.languages)}"`,
      headers,
      CACHE_CONTROL.revalidate,
      ['try_files /spa.html =404;'],
      "Signed-in screens (client area, back office, sign-in, sign-up, password pages), unprefixed and under each language\nprefix: the app's shell, rendered in the browser.",
    ),
    '',
    ...location('= /404.html', headers, CACHE_CONTROL.revalidate, ['internal;']),
    '',
    ...location(
      '/assets/',
      headers,
      CACHE_CONTROL.static,
      [trimSlash, 'try_files $uri =404;'],
      'Images, fonts, documents: edited in place by brand teams.',
    ),
    '',
    ...location(
      '/assets/config/',
      headers,
      CACHE_CONTROL.revalidate,
      [trimSlash, 'try_files $uri =404;'],
      'The configuration: changed at deploy time, read at each start of the site.',
    ),
    '',
    ...location(
      '/assets/i18n/',
      headers,
      CACHE_CONTROL.revalidate,
      [trimSlash, 'try_files $uri =404;'],
      'Translations: changed at deploy time.',
    ),
    '',
    ...location(
      '~ "^/assets/[^/]+-[A-Za-z0-9_-]{8}\\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|gif|ico|wasm)$"',
      headers,
      CACHE_CONTROL.immutable,
      ['try_files $uri =404;'],
      "Files named after a hash of their content (the build's scripts and stylesheets): never change.",
    ),
    '',
    ...emailLocation(emailUpstream, headers),
  ];
  const server = ['server {', ...indent(body, 1), '}'];
  if (!https || options.httpRedirect === false) return server;
  const redirect = [
    'server {',
    ...indent(
      [
        'listen 80;',
        `server_name ${options.serverName ?? '_'};`,
        'server_tokens off;',
        '# ACME HTTP-01 challenges (certbot --webroot -w <root>) stay on plain HTTP.',
        `location /.well-known/acme-challenge/ {`,
        `    root ${root};`,
        '    try_files $uri =404;',
        '}',
        'location / {',
        '    return 301 https://$host$request_uri;',
        '}',
      ],
      1,
    ),
    '}',
  ];
  return [...server, '', '# Plain HTTP: to HTTPS.', ...redirect];
}

/**
 * The nginx configuration of a built app: a `server {}` block to include in a distribution's nginx (`http` context,
 * e.g. /etc/nginx/conf.d/), or with `main` a whole nginx.conf that runs on its own (`nginx -p <prefix> -c <file>`).
 * @param {NginxOptions} options
 * @returns {string}
 */
export function nginxConfig(options) {
  const header = [
    '# Generated by tools/deploy/nginx.mjs from the built app in',
    `#   ${options.root}`,
    '# Generate it again after any change of the build or of its configuration (see deploy/nginx/README.md):',
    '# the Content-Security-Policy names the services and the inline styles of that build.',
  ];
  if (!options.main) return [...header, '', ...serverBlock(options), ''].join('\n');
  const prefix = path.resolve(options.prefix ?? '.');
  const brotli = options.brotli !== false;
  const temp = (/** @type {string} */ name) => path.join(prefix, 'temp', name);
  const lines = [
    ...header,
    '',
    ...(brotli ? [`load_module ${options.brotliModule ?? DEFAULT_BROTLI_MODULE};`] : []),
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(
      [
        `include ${options.mimeTypes ?? DEFAULT_MIME_TYPES};`,
        'default_type application/octet-stream;',
        `access_log ${path.join(prefix, 'access.log')};`,
        `client_body_temp_path ${temp('client_body')};`,
        `proxy_temp_path ${temp('proxy')};`,
        `fastcgi_temp_path ${temp('fastcgi')};`,
        `uwsgi_temp_path ${temp('uwsgi')};`,
        `scgi_temp_path ${temp('scgi')};`,
        'sendfile on;',
        'tcp_nopush on;',
        'keepalive_timeout 65;',
        '',
        ...serverBlock(options),
      ],
      1,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
}
