// The nginx kit's generator: the Content-Security-Policy from a configuration and the built HTML, the configuration
// checks, the routes of the signed-in side, and the nginx configuration itself (checked by `nginx -t` where installed).
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { THEME_SCRIPT, withThemeScript } from '../prerender/theme-script.mjs';
import { contentSecurityPolicy, parsePolicy } from './csp.mjs';
import { CACHE_CONTROL, nginxConfig, signedInPattern } from './nginx-config.mjs';
import { configurationFor, parseArgs } from './nginx.mjs';
import {
  cspHash,
  deployConfiguration,
  inlineStyleHashes,
  inlineStylesOf,
  PUBLIC_ROUTE_PATHS,
  readDeployConfiguration,
  SIGNED_IN_ROUTE_PATHS,
} from './site.mjs';

const workspaceRoot = path.resolve(__dirname, '../..');

/** A configuration as a brand writes it (only what the kit reads, plus some fields it ignores). */
function configuration(overrides = {}) {
  const { appConfig = {}, ...rest } = overrides;
  return {
    production: true,
    appConfig: {
      origin: 'https://broker.example/',
      name: 'Broker',
      languages: [
        { id: 1, prefix: 'en', name: 'English' },
        { id: 2, prefix: 'de', name: 'Deutsch' },
      ],
      defaultLanguage: { id: 1, prefix: 'en', name: 'English' },
      recaptchaSiteKey: '',
      mediaNews: [{ name: 'Local', image: 'assets/images/media/local.svg', url: 'https://news.example/a', languagePrefix: 'en' }],
      ...appConfig,
    },
    identityConfig: {
      connect: { root: 'identity', client_id: 'web', client_secret: 's', scope: 'openid', grant_type: 'password' },
      service: { protocol: 'https', host: 'id.broker.example', port: 443, root: 'identity' },
    },
    gatewayConfig: { protocol: 'https', host: 'gw.broker.example', port: 8443, hubPath: 'ws/user' },
    ...rest,
  };
}

const NO_HASHES = { elements: [], attributes: [] };
const HASHES = { elements: [cspHash('a{color:red}')], attributes: [cspHash('background-image:url("x.svg")')] };
/** The hash source of the theme script, worked out from its text as a page carries it. */
const themeScriptHash = () => {
  const page = withThemeScript('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
  const inline = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes));
  expect(inline).toHaveLength(1);
  return cspHash(inline[0][2]);
};

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the theme script only, no Google origin and no frames without a reCAPTCHA site key', () => {
    const policy = parsePolicy(contentSecurityPolicy(deployConfiguration(configuration()), HASHES));
    expect(policy.get('script-src')).toEqual(["'self'", themeScriptHash()]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat().filter((source) => source.includes('google') || source.includes('gstatic'))).toEqual([]);
  });

  it("adds Google's reCAPTCHA script and frame origins with a site key", () => {
    const config = deployConfiguration(configuration({ appConfig: { recaptchaSiteKey: '6Lc-key' } }));
    const policy = parsePolicy(contentSecurityPolicy(config, NO_HASHES));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      themeScriptHash(),
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
  });

  it('allows no inline script but the theme script, and no eval, whatever the configuration', () => {
    for (const key of ['', '6Lc-key']) {
      const text = contentSecurityPolicy(deployConfiguration(configuration({ appConfig: { recaptchaSiteKey: key } })), HASHES, {
        https: true,
      });
      const policy = parsePolicy(text);
      expect(text).not.toContain("'unsafe-eval'");
      expect(text).not.toContain("'unsafe-inline'");
      const inline = policy.get('script-src')?.filter((source) => /^'(?:sha|nonce|unsafe-hashes|strict-dynamic)/.test(source));
      expect(inline).toEqual([cspHash(THEME_SCRIPT)]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('connects to the site, the identity service and the gateway, over HTTP(S) and WebSocket, and nowhere else', () => {
    const policy = parsePolicy(contentSecurityPolicy(deployConfiguration(configuration()), NO_HASHES));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://id.broker.example',
      'wss://id.broker.example',
      'https://gw.broker.example:8443',
      'wss://gw.broker.example:8443',
    ]);
  });

  it('takes the gateway from the identity service when the configuration names none (as @brokerfront/config does)', () => {
    const config = configuration({ gatewayConfig: undefined });
    delete config.gatewayConfig;
    config.identityConfig.service = { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' };
    const policy = parsePolicy(contentSecurityPolicy(deployConfiguration(config), NO_HASHES));
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:5100', 'ws://127.0.0.1:5100']);
  });

  it('shows images from the site, data: and blob: addresses, the identity service (avatars) and the origins of absolute image URLs', () => {
    const config = configuration({
      appConfig: {
        mediaNews: [
          { name: 'A', image: 'https://cdn.news.example/logo.png', url: 'https://news.example/', languagePrefix: 'en' },
          { name: 'B', image: 'assets/images/media/b.svg', url: 'https://b.example/', languagePrefix: 'en' },
          { name: 'C', image: 'https://cdn.news.example/other.png', url: 'https://c.example/', languagePrefix: 'de' },
        ],
      },
      theme: { logo: { src: 'https://static.brand.example/logo.svg', alt: 'Brand' } },
    });
    const policy = parsePolicy(contentSecurityPolicy(deployConfiguration(config), NO_HASHES));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://id.broker.example',
      'https://cdn.news.example',
      'https://static.brand.example',
    ]);
    // Links (mediaNews url) are navigations, not images.
    expect(policy.get('img-src')).not.toContain('https://news.example');
  });

  it("allows the build's inline style elements by hash, and its style attributes by hash with 'unsafe-hashes'", () => {
    const policy = parsePolicy(contentSecurityPolicy(deployConfiguration(configuration()), HASHES));
    expect(policy.get('style-src')).toEqual(["'self'", HASHES.elements[0], "'unsafe-hashes'", HASHES.attributes[0]]);
    const withoutAttributes = parsePolicy(contentSecurityPolicy(deployConfiguration(configuration()), { ...HASHES, attributes: [] }));
    expect(withoutAttributes.get('style-src')).toEqual(["'self'", HASHES.elements[0]]);
  });

  it('upgrades insecure requests only over HTTPS', () => {
    const config = deployConfiguration(configuration());
    expect(parsePolicy(contentSecurityPolicy(config, NO_HASHES, { https: true })).has('upgrade-insecure-requests')).toBe(true);
    expect(parsePolicy(contentSecurityPolicy(config, NO_HASHES)).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the inline styles of the built HTML', () => {
  it('hashes the text of style elements as written and style attribute values with their entities decoded', () => {
    const html = [
      '<!doctype html><html><head><style id="bf-brand-theme" data-key="k">html{--x:#fff}</style>',
      '<noscript><style>.menu{display:none}</style></noscript>',
      '<script type="application/json">{"style=\\"not-an-attribute\\"":1}</script></head>',
      `<body><div class="hero" style="background-image:url(&quot;assets/images/hero-vector.svg&quot;);background-size:cover"></div>`,
      '<p style=\'color:red\'>x</p><!-- <div style="ignored"> --></body></html>',
    ].join('');
    expect(inlineStylesOf(html)).toEqual({
      elements: ['html{--x:#fff}', '.menu{display:none}'],
      attributes: ['background-image:url("assets/images/hero-vector.svg");background-size:cover', 'color:red'],
    });
    // The value the browser hashes (the hash of an empty text is the well-known one).
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('collects the distinct hashes of every HTML file of a build, sorted', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-hashes-'));
    fs.mkdirSync(path.join(dist, 'blog/post'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<style>a{}</style><div style="color:red"></div>');
    fs.writeFileSync(path.join(dist, 'blog/post/index.html'), '<style>a{}</style><style>b{}</style>');
    fs.writeFileSync(path.join(dist, 'spa.html'), '<div id="root"></div>');
    expect(inlineStyleHashes(dist)).toEqual({
      elements: [cspHash('a{}'), cspHash('b{}')].sort(),
      attributes: [cspHash('color:red')],
    });
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('deployConfiguration', () => {
  it.each([
    ['identityConfig.service.host', (c) => delete c.identityConfig.service.host, 'nothing (the field is missing)'],
    ['identityConfig.service.port', (c) => (c.identityConfig.service.port = '443'), '"443"'],
    ['identityConfig.service.protocol', (c) => (c.identityConfig.service.protocol = 'ftp'), '"ftp"'],
    ['gatewayConfig.host', (c) => (c.gatewayConfig.host = 'gw example'), '"gw example"'],
    ['identityConfig', (c) => delete c.identityConfig, 'nothing (the field is missing)'],
    ['appConfig.languages', (c) => (c.appConfig.languages = []), 'a list of 0'],
    ['appConfig.defaultLanguage.prefix', (c) => (c.appConfig.defaultLanguage = { id: 3, prefix: 'swe' }), '"swe"'],
    ['appConfig.recaptchaSiteKey', (c) => (c.appConfig.recaptchaSiteKey = 42), '42'],
  ])('names the wrong field %s', (field, spoil, found) => {
    const config = configuration();
    spoil(config);
    expect(() => deployConfiguration(config)).toThrow(
      new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')}: expected .*, found ${found.replace(/[()]/g, '\\$&')}$`),
    );
  });

  it('reads a built app, and names the file when it is wrong', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-config-'));
    fs.mkdirSync(path.join(dist, 'assets/config'), { recursive: true });
    const file = path.join(dist, 'assets/config/configuration.json');
    fs.writeFileSync(file, JSON.stringify(configuration()));
    expect(readDeployConfiguration(dist).identity).toEqual({ protocol: 'https', host: 'id.broker.example', port: 443 });
    fs.writeFileSync(file, '{ "appConfig": ');
    expect(() => readDeployConfiguration(dist)).toThrow(`${file} is not JSON`);
    const broken = configuration();
    delete broken.identityConfig.service;
    fs.writeFileSync(file, JSON.stringify(broken));
    expect(() => readDeployConfiguration(dist)).toThrow(`${file}: identityConfig.service: expected an object with protocol, host and port`);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("reads every brand app's configuration of the workspace", () => {
    for (const app of fs.readdirSync(path.join(workspaceRoot, 'apps'))) {
      const file = path.join(workspaceRoot, 'apps', app, 'public/assets/config/configuration.json');
      if (fs.existsSync(file)) expect(() => deployConfiguration(JSON.parse(fs.readFileSync(file, 'utf8')))).not.toThrow();
    }
  });
});

describe('the routes', () => {
  it("lists every route of the site's route table (libs/site/src/paths.ts) as signed-in or public", () => {
    const source = fs.readFileSync(path.join(workspaceRoot, 'libs/site/src/paths.ts'), 'utf8');
    const table = /export const ROUTE_PATHS = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
    const routes = [...table.matchAll(/^\s*\w+:\s*'([^']*)'/gm)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !SIGNED_IN_ROUTE_PATHS.includes(route) && !PUBLIC_ROUTE_PATHS.includes(route))).toEqual([]);
    expect(SIGNED_IN_ROUTE_PATHS.filter((route) => PUBLIC_ROUTE_PATHS.includes(route))).toEqual([]);
  });

  it('matches the signed-in screens unprefixed and under a configured language prefix, and nothing else', () => {
    const pattern = new RegExp(signedInPattern(['en', 'de']));
    for (const address of [
      '/account',
      '/account/',
      '/de/account/settings',
      '/en/sign-in',
      '/backoffice/users/12',
      '/sign-up/demo',
      '/reset-password',
    ]) {
      expect([address, pattern.test(address)]).toEqual([address, true]);
    }
    for (const address of [
      '/',
      '/blog',
      '/xx/account',
      '/account/unknown',
      '/accounts',
      '/backoffice/users/12/x',
      '/de/blog/forex-basics',
      '/sign-in-now',
    ]) {
      expect([address, pattern.test(address)]).toEqual([address, false]);
    }
    // One language: no prefixed branch in the site's router.
    expect(new RegExp(signedInPattern(['en'])).test('/en/account')).toBe(false);
  });
});

/** A minimal built app: pages, shell, 404 and configuration. */
function fakeBuild(config = configuration()) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-build-'));
  fs.mkdirSync(path.join(dist, 'assets/config'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'assets/config/configuration.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(dist, 'index.html'), '<style>a{}</style><div style="color:red"></div>');
  fs.writeFileSync(path.join(dist, 'spa.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(dist, '404.html'), '<h1>Not found</h1>');
  return dist;
}

describe('nginxConfig', () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

  it('puts the security headers in every location (nginx drops inherited add_header), HSTS only over HTTPS', () => {
    const dist = fakeBuild();
    const http = configurationFor(parseArgs([dist, '--email-upstream', 'http://127.0.0.1:5000']));
    const locations = http.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(8);
    for (const block of locations) {
      for (const header of [
        'Content-Security-Policy',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'Cache-Control',
      ]) {
        expect([block.split('\n')[0], block.includes(`add_header ${header} `)]).toEqual([block.split('\n')[0], true]);
      }
    }
    expect(http).not.toContain('add_header Strict-Transport-Security');
    expect(http).toContain('proxy_pass http://127.0.0.1:5000;');
    expect(http).toContain('brotli_static on;');
    expect(http).toContain('gzip_static on;');
    expect(http).toContain(`root ${dist};`);
    expect(configurationFor(parseArgs([dist, '--root', '/var/www/broker/']))).toContain('root /var/www/broker;');
    const https = configurationFor(
      parseArgs([dist, '--https', '--ssl-certificate', '/etc/ssl/site.pem', '--ssl-certificate-key', '/etc/ssl/site.key']),
    );
    expect(https).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(https).toContain('upgrade-insecure-requests');
    expect(https).toContain('listen 443 ssl http2;');
    expect(https).toContain('return 301 https://$host$request_uri;');
    expect(https).toContain('location /.well-known/acme-challenge/ {');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed files for a year, revalidates pages, configuration and translations', () => {
    const dist = fakeBuild();
    const text = configurationFor(parseArgs([dist]));
    const blockOf = (match) =>
      text.slice(text.indexOf(`location ${match} {`), text.indexOf('\n    }', text.indexOf(`location ${match} {`)));
    expect(blockOf('/')).toContain(`Cache-Control "${CACHE_CONTROL.revalidate}"`);
    expect(blockOf('/assets/config/')).toContain(`Cache-Control "${CACHE_CONTROL.revalidate}"`);
    expect(blockOf('/assets/i18n/')).toContain(`Cache-Control "${CACHE_CONTROL.revalidate}"`);
    expect(blockOf('/assets/')).toContain(`Cache-Control "${CACHE_CONTROL.static}"`);
    expect(text).toMatch(/location ~ "\^\/assets\/\[\^\/\]\+-[^"]+" \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(text).toContain('error_page 404 /404.html;');
    expect(text).toContain('# The contact form posts to /email/send-email.php: no --email-upstream was given');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('leaves brotli out with --no-brotli, and refuses an upstream with a path or HTTPS without a certificate', () => {
    const dist = fakeBuild();
    expect(configurationFor(parseArgs([dist, '--no-brotli', '--main'])).match(/^\s*brotli_static on;|load_module/m)).toBeNull();
    expect(() => configurationFor(parseArgs([dist, '--email-upstream', 'http://127.0.0.1:5000/email']))).toThrow('--email-upstream');
    expect(() => configurationFor(parseArgs([dist, '--https']))).toThrow('--ssl-certificate');
    expect(() => parseArgs([dist, '--listen'])).toThrow('--listen needs a value');
    expect(() => parseArgs([dist, '--frobnicate'])).toThrow('unknown option --frobnicate');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  (nginx ? it : it.skip)('writes a configuration nginx accepts (nginx -t), standalone and as a server block', () => {
    const dist = fakeBuild();
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-'));
    const brotli = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
    const main = nginxConfig({
      root: dist,
      config: readDeployConfiguration(dist),
      hashes: inlineStyleHashes(dist),
      main: true,
      prefix,
      brotli,
      listen: '127.0.0.1:4379',
      emailUpstream: 'http://127.0.0.1:5000',
    });
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), main);
    fs.mkdirSync(path.join(prefix, 'temp'));
    execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'pipe' });
    // The server block, included from an http {} of one's own.
    const block = configurationFor(parseArgs([dist, '--no-brotli', '--listen', '127.0.0.1:4379']));
    fs.writeFileSync(path.join(prefix, 'site.conf'), block);
    fs.writeFileSync(
      path.join(prefix, 'outer.conf'),
      `pid ${prefix}/outer.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${prefix}/site.conf;\n}\n`,
    );
    execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'outer.conf')], { stdio: 'pipe' });
    // Over HTTPS, with a self-signed certificate (where openssl is installed).
    const [cert, key] = [path.join(prefix, 'site.pem'), path.join(prefix, 'site.key')];
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', cert],
        { stdio: 'pipe' },
      );
    } catch {
      fs.rmSync(prefix, { recursive: true, force: true });
      return;
    }
    const tls = configurationFor(
      parseArgs([dist, '--no-brotli', '--https', '--ssl-certificate', cert, '--ssl-certificate-key', key, '--server-name', 'localhost']),
    );
    fs.writeFileSync(path.join(prefix, 'site.conf'), tls);
    execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'outer.conf')], { stdio: 'pipe' });
    fs.rmSync(prefix, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
