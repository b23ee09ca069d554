import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { dismissHomePopup, openPage, useBrowserContexts } from '../support/browser';
import { backendUrl, brandApps, passwordToken, type BrandApp } from '../support/environment';
import {
  expectedStyleHashes,
  hasBrotli,
  parsePolicy,
  prepareNginxSite,
  reportedViolations,
  startNginx,
  stopNginx,
  watchCsp,
  type NginxSite,
} from '../support/nginx';
import { userName } from '../support/signed-in';

/**
 * The nginx kit (deploy/nginx, tools/deploy): every brand app, deployed as its README says (configuration pointed at
 * the suite's backend, pages rendered again — for the apps walked through in the browser, see `rendered` — and the
 * nginx configuration generated with `--main`), served by the real nginx. Over
 * HTTP: the security headers with the exact Content-Security-Policy on every kind of response, the prerendered page of
 * each public address, the shell for the signed-in screens, a real 404 for anything else, the caching rules and the
 * pre-compressed copies. In Chromium (two apps): the public pages, the contact form, the client area and the back
 * office work under that policy with no violation, and an inline script added to a page is blocked.
 */

const newContext = useBrowserContexts({ ownBackend: false });

/** The apps walked through in the browser: template1 and a brand beyond the four templates (else template2). */
const BROWSER_APPS = ['template1', brandApps.find((app) => !/^template\d$/.test(app.id))?.id ?? 'template2'];

const sites = new Map<string, NginxSite>();
const servers: ChildProcess[] = [];

/**
 * The apps whose pages are rendered again for their copy (the deployment's command after a configuration change): those
 * walked through in the browser, whose pages hydrate against the copy's configuration. The others are served as built,
 * their configuration pointed at the backend and compressed again; E2E_NGINX_RENDER_ALL=1 renders them all (slower).
 */
const rendered = (app: BrandApp) => process.env['E2E_NGINX_RENDER_ALL'] === '1' || BROWSER_APPS.includes(app.id);

beforeAll(async () => {
  const backend = backendUrl();
  for (const [index, app] of brandApps.entries()) {
    const site = await prepareNginxSite(app, index, backend, { render: rendered(app) });
    sites.set(app.id, site);
    servers.push(await startNginx(site));
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map(stopNginx));
});

const siteOf = (app: BrandApp): NginxSite => {
  const site = sites.get(app.id);
  if (!site) throw new Error(`${app.id} is not served`);
  return site;
};

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as it comes off the wire (no decompression), with the given request headers. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The body of a response, decompressed as its Content-Encoding says. */
function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

const file = (site: NginxSite, name: string) => fs.readFileSync(path.join(site.root, name), 'utf8');

interface SiteFacts {
  languages: string[];
  defaultLanguage: string;
  recaptcha: boolean;
}

function factsOf(site: NginxSite): SiteFacts {
  const app = JSON.parse(file(site, 'assets/config/configuration.json')).appConfig;
  return {
    languages: app.languages.map((l: { prefix: string }) => l.prefix),
    defaultLanguage: app.defaultLanguage.prefix,
    recaptcha: Boolean(app.recaptchaSiteKey),
  };
}

/**
 * The hash sources of the inline scripts of the served home page (its data blocks excepted): the theme script that
 * draws the visitor's theme from the first paint, the same in every page.
 */
function inlineScriptHashes(site: NginxSite): string[] {
  const texts = [...file(site, 'index.html').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(texts)];
}

/** The policy the site must get, worked out here from the served files and the backend's address. */
function expectedPolicy(site: NginxSite): string {
  const backend = new URL(backendUrl());
  const hashes = expectedStyleHashes(site.root);
  const { recaptcha } = factsOf(site);
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      ...inlineScriptHashes(site),
      ...(recaptcha ? ['https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'] : []),
    ].join(' '),
    ["style-src 'self'", ...hashes.elements, ...(hashes.attributes.length ? ["'unsafe-hashes'", ...hashes.attributes] : [])].join(' '),
    // The configurations of the workspace name no image on another site: the identity service serves the avatars.
    `img-src 'self' data: blob: ${backend.origin}`,
    "font-src 'self'",
    // The identity service and the gateway are both the backend here.
    `connect-src 'self' ${backend.origin} ws://${backend.host}`,
    recaptcha ? 'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/' : "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The security headers every response must carry (HTTP: no HSTS). */
function expectSecurityHeaders(response: RawResponse, policy: string, what: string): void {
  const headers = response.headers;
  expect([what, headers['content-security-policy']]).toEqual([what, policy]);
  expect([what, headers['referrer-policy']]).toEqual([what, 'strict-origin-when-cross-origin']);
  expect([what, headers['x-content-type-options']]).toEqual([what, 'nosniff']);
  expect([what, headers['x-frame-options']]).toEqual([what, 'DENY']);
  expect([what, headers['cross-origin-opener-policy']]).toEqual([what, 'same-origin']);
  const permissions = String(headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect([what, permissions]).toEqual([what, expect.stringContaining(`${feature}=()`)]);
  expect([what, headers['strict-transport-security']]).toEqual([what, undefined]);
}

/** The hashed script of a page (its `<script type="module" src>`). */
const moduleScriptOf = (html: string) => /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';

describe.each(brandApps.map((app) => [app.id, app] as const))('nginx serving %s', (_id, app) => {
  it('sends the security headers, with the Content-Security-Policy made from its configuration, on every kind of response', async () => {
    const site = siteOf(app);
    const policy = expectedPolicy(site);
    const directives = parsePolicy(policy);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect([...directives.values()].flat()).not.toContain("'unsafe-eval'");
    const home = await get(site.url('/'));
    const responses: [string, string][] = [
      ['/', 'a public page'],
      ['/account', 'a signed-in screen'],
      [moduleScriptOf(home.body.toString('utf8')), 'a hashed script'],
      ['/assets/config/configuration.json', 'the configuration'],
      ['/assets/images/hero.svg', 'an image'],
      ['/does-not-exist', 'the 404 page'],
      ['/email/send-email.php', 'the contact service (GET)'],
    ];
    for (const [address, what] of responses) expectSecurityHeaders(await get(site.url(address)), policy, `${what} ${address}`);
  });

  it('serves the prerendered page of each public address, the shell for the signed-in screens and a real 404 for anything else', async () => {
    const site = siteOf(app);
    const { languages, defaultLanguage } = factsOf(site);
    const other = languages.filter((language) => language !== defaultLanguage).at(-1);
    const pages: [string, string][] = [
      ['/', 'index.html'],
      ['/blog/forex-basics', 'blog/forex-basics/index.html'],
      ['/blog/forex-basics/', 'blog/forex-basics/index.html'],
      ['/about', 'about/index.html'],
      ...(other
        ? ([
            [`/${other}/`, `${other}/index.html`],
            [`/${other}/blog`, `${other}/blog/index.html`],
          ] as [string, string][])
        : []),
      ['/sign-in', 'spa.html'],
      ['/account', 'spa.html'],
      ['/account/settings/', 'spa.html'],
      ['/backoffice/users/1', 'spa.html'],
      ...(other ? ([[`/${other}/account`, 'spa.html']] as [string, string][]) : []),
    ];
    for (const [address, served] of pages) {
      const response = await get(site.url(address));
      expect([address, response.status, response.headers['content-type']]).toEqual([address, 200, 'text/html; charset=utf-8']);
      expect([address, decoded(response) === file(site, served)]).toEqual([address, true]);
    }
    const notFound = file(site, '404.html');
    const missing = [
      '/does-not-exist',
      '/xx/',
      '/xx/blog',
      '/blog/no-such-article',
      '/404',
      '/404.html',
      '/account/unknown',
      '/assets/',
      '/assets/nothing.js',
      '/.vite/manifest.json',
    ];
    if (!other) missing.push(`/${defaultLanguage}/account`);
    for (const address of missing) {
      const response = await get(site.url(address));
      expect([address, response.status, response.headers['content-type']]).toEqual([address, 404, 'text/html; charset=utf-8']);
      expect([address, decoded(response) === notFound]).toEqual([address, true]);
    }
  });

  it('caches hashed files for a year, revalidates pages, the configuration and the translations, and keeps images a day', async () => {
    const site = siteOf(app);
    const { defaultLanguage } = factsOf(site);
    const home = await get(site.url('/'));
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['etag']).toBeTruthy();
    const revalidated = await get(site.url('/'), { 'If-None-Match': String(home.headers['etag']) });
    expect(revalidated.status).toBe(304);
    const cases: [string, string, string][] = [
      [moduleScriptOf(home.body.toString('utf8')), 'public, max-age=31536000, immutable', 'application/javascript; charset=utf-8'],
      ['/spa.html', 'no-cache', 'text/html; charset=utf-8'],
      ['/assets/config/configuration.json', 'no-cache', 'application/json; charset=utf-8'],
      [`/assets/i18n/${defaultLanguage}.json`, 'no-cache', 'application/json; charset=utf-8'],
      ['/assets/images/hero.svg', 'public, max-age=86400, must-revalidate', 'image/svg+xml; charset=utf-8'],
      ['/assets/images/blog/post-1/thumb.jpg', 'public, max-age=86400, must-revalidate', 'image/jpeg'],
      ['/does-not-exist', 'no-cache', 'text/html; charset=utf-8'],
    ];
    const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(home.body.toString('utf8'))?.[1];
    if (stylesheet) cases.push([stylesheet, 'public, max-age=31536000, immutable', 'text/css; charset=utf-8']);
    for (const [address, cacheControl, type] of cases) {
      const response = await get(site.url(address));
      expect([address, response.headers['cache-control'], response.headers['content-type']]).toEqual([address, cacheControl, type]);
    }
  });

  it('sends the brotli copy, the gzip copy or the file as the browser accepts, and varies on it', async () => {
    const site = siteOf(app);
    const home = (await get(site.url('/'))).body.toString('utf8');
    for (const [address, served] of [
      ['/', 'index.html'],
      [moduleScriptOf(home), moduleScriptOf(home)],
      ['/assets/config/configuration.json', 'assets/config/configuration.json'],
      ['/does-not-exist', '404.html'],
    ]) {
      const original = file(site, served);
      const br = await get(site.url(address), { 'Accept-Encoding': 'gzip, deflate, br' });
      expect([address, br.headers['content-encoding']]).toEqual([address, hasBrotli ? 'br' : 'gzip']);
      expect([address, br.headers['vary']]).toEqual([address, 'Accept-Encoding']);
      expect([address, decoded(br) === original]).toEqual([address, true]);
      if (hasBrotli) expect(br.body.equals(fs.readFileSync(path.join(site.root, `${served}.br`)))).toBe(true);
      const gzip = await get(site.url(address), { 'Accept-Encoding': 'gzip' });
      expect([address, gzip.headers['content-encoding']]).toEqual([address, 'gzip']);
      expect([address, decoded(gzip) === original]).toEqual([address, true]);
      const identity = await get(site.url(address));
      expect([address, identity.headers['content-encoding']]).toEqual([address, undefined]);
      expect([address, identity.body.toString('utf8') === original]).toEqual([address, true]);
    }
  });

  it('forwards the contact form to the service behind /email/, its anti-forgery cookie included', async () => {
    const site = siteOf(app);
    const policy = expectedPolicy(site);
    // The service hands out its anti-forgery token as a cookie; the form sends it back as a header.
    const handshake = await fetch(site.url('/email/send-email.php'));
    expect(handshake.status).toBe(204);
    expect(handshake.headers.get('content-security-policy')).toBe(policy);
    const token = /^XSRF-TOKEN=([^;]+)/.exec(handshake.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const response = await fetch(site.url('/email/send-email.php'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
      body: JSON.stringify({
        name: 'Nginx Suite',
        email: 'nginx@example.com',
        phoneNumber: '+44 20 7946 0000',
        message: `Through nginx (${app.id}).`,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

const CLIENT = { email: 'client@example.com', password: 'Client1' };
const EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };

/** A new client of the backend (so that renaming it leaves the demo accounts alone). */
async function newClient(): Promise<{ id: number; email: string; password: string; employeeToken: string }> {
  const employeeToken = await passwordToken(EMPLOYEE.email, EMPLOYEE.password);
  const email = `nginx-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Nginx-client1';
  const user = await usersApi<{ Id: number }>(employeeToken, 'CreateIndividual', {
    FirstName: 'Nia',
    LastName: 'Client',
    Email: email,
    Password: password,
    CountryCode: 'DE',
  });
  return { id: user.Id, email, password, employeeToken };
}

async function usersApi<T>(token: string, call: string, body: unknown): Promise<T> {
  const response = await fetch(`${backendUrl()}/identity/api/v1/users/${call}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Status: number; Data: T };
  if (envelope.Status >= 300) throw new Error(`${call}: ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

async function signIn(page: Page, site: NginxSite, email: string, password: string): Promise<void> {
  await page.goto(site.url('sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Each role lands where its work is: a client on the dashboard, an employee in the back office.
  await page.waitForURL((url) => url.pathname === '/account' || url.pathname === '/backoffice/users');
}

const liveIndicator = (page: Page) =>
  page.getByRole('banner').getByRole('status', { name: 'Live updates: Live' }).filter({ visible: true }).first();

/** A page of a new context that records CSP violations and other problems. */
async function watchedPage(): Promise<{ page: Page; problems: string[]; violations: string[] }> {
  const { page, problems } = await openPage(await newContext({ viewport: { width: 1280, height: 900 } }));
  const violations = await watchCsp(page);
  return { page, problems, violations };
}

describe.each(BROWSER_APPS.map((id) => [id] as const))('in Chromium, %s under its policy', (id) => {
  const app = brandApps.find((candidate) => candidate.id === id) as BrandApp;
  const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

  it('the public pages work: home, a page reached by a link, an article, and a message sent from the contact form', async () => {
    const site = siteOf(app);
    const { page, problems, violations } = await watchedPage();
    await page.goto(site.url(''));
    await h1(page).waitFor();
    await dismissHomePopup(page, app.id);
    // A page drawn in the browser (client-side navigation), not from its prerendered HTML.
    await page.locator('a[href="/blog"]').filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await h1(page).waitFor();
    await page.goto(site.url('blog/forex-basics'));
    await expect(h1(page).textContent()).resolves.toMatch(/forex/i);
    await page.goto(site.url('contact'));
    await h1(page).waitFor();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0000');
    await form.getByRole('textbox', { name: 'Message' }).fill(`Sent through nginx (${app.id}).`);
    const posted = page.waitForResponse((r) => r.url().endsWith('/email/send-email.php') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await posted).status()).toBe(200);
    await form.getByText(/your message has been sent/i).waitFor();
    expect(problems).toEqual([]);
    // The 404 page, drawn from its prerendered HTML (its 404 status is the only problem it brings).
    await page.goto(site.url('no-such-page'));
    await expect(h1(page).textContent()).resolves.toMatch(/not found/i);
    expect(violations).toEqual([]);
  });

  it('a client signs in, reaches the client area and sees a change made by the service live', async () => {
    const site = siteOf(app);
    const client = await newClient();
    const { page, problems, violations } = await watchedPage();
    await signIn(page, site, client.email, client.password);
    await page.getByRole('heading', { name: 'Welcome, Nia Client' }).waitFor();
    await liveIndicator(page).waitFor();
    await usersApi(client.employeeToken, 'Update', { Id: client.id, FirstName: 'Nina' });
    await userName(page, 'Nina Client').waitFor({ timeout: 5_000 });
    await page.goto(site.url('account/settings'));
    await h1(page).waitFor();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the demo client and the demo employee reach their areas: the dashboard and the back office', async () => {
    const site = siteOf(app);
    const client = await watchedPage();
    await signIn(client.page, site, CLIENT.email, CLIENT.password);
    await h1(client.page).waitFor();
    await liveIndicator(client.page).waitFor();
    const employee = await watchedPage();
    await signIn(employee.page, site, EMPLOYEE.email, EMPLOYEE.password);
    await employee.page.goto(site.url('backoffice/users'));
    await employee.page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    await liveIndicator(employee.page).waitFor();
    expect([...client.violations, ...employee.violations]).toEqual([]);
    expect([...client.problems, ...employee.problems]).toEqual([]);
  });

  it('blocks an inline script added to a page, and reports it', async () => {
    const site = siteOf(app);
    // A copy of the home page with an injected script, served as a page of its own (no compressed copies).
    const probe = path.join(site.root, 'csp-probe/index.html');
    fs.mkdirSync(path.dirname(probe), { recursive: true });
    fs.writeFileSync(probe, file(site, 'index.html').replace('<head>', '<head><script>window.__injected = true</script>'));
    const { page, violations } = await watchedPage();
    await page.goto(site.url('csp-probe'));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    const reported = await reportedViolations(page);
    expect(reported).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
    expect(violations.some((v) => v.includes('Content Security Policy'))).toBe(true);
    // The page's own scripts still run (it hydrates).
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] !== undefined);
  });
});
