import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startBackend, type RunningBackend } from '../../../tools/testing/backend';
import { chromiumLaunchOptions } from '../../../tools/testing/chromium.cjs';
import { createConsumerProject, type ConsumerProject } from '../support/consumer-project';
import { BACKEND_ENV, DEMO_CLIENT, DEMO_EMPLOYEE, WEB_CLIENT, workspaceVersion } from '../support/environment';
import { cleanEnv, logTiming } from '../support/run';

/**
 * The packages in a plain Vite page (fixtures/vite: no React, Redux or router), built by the customer's Vite and
 * served by `vite preview` on a port the backend's CORS allows (4370–4399), in Debian's chromium: the browser
 * defaults of `@brokerfront/auth` (localStorage, sessionStorage, BroadcastChannel, Web Locks) share one session
 * between two tabs, and `@brokerfront/realtime` brings a pushed change to both.
 */

let project: ConsumerProject;
let backend: RunningBackend;
let browser: Browser | undefined;
let preview: ChildProcess | undefined;
let siteUrl = '';

/** The first port from 4370 to 4399 free on 127.0.0.1 (the backend allows 4200–4399 by default). */
async function freePort(): Promise<number> {
  for (let port = 4370; port <= 4399; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4370–4399');
}

/** `vite preview` of the project's dist/ on `port`, resolved once it answers. */
async function startPreview(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(dir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: dir, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited ${child.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`vite preview did not answer on ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function accessToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${backend.url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      email: account.email,
      password: account.password,
      client_id: WEB_CLIENT.clientId,
      client_secret: WEB_CLIENT.clientSecret,
      scope: 'openid profile offline_access identity gateway',
    }),
  });
  if (!response.ok) throw new Error(`token for ${account.email}: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function usersApi<T>(token: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backend.url}/identity/api/v1/users/${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Status: number; Data: T };
  if (envelope.Status >= 300) throw new Error(`${route}: ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

/** Opens the page in a new tab of `context`, recording page errors, console errors and failed requests. */
async function openTab(context: Awaited<ReturnType<Browser['newContext']>>, problems: string[], label: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${label} page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${label} console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) problems.push(`${label} request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${label} HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(siteUrl);
  return page;
}

const text = (page: Page, id: string) => page.locator(`#${id}`);

beforeAll(async () => {
  [project, backend] = await Promise.all([
    createConsumerProject('vite', [`vite@${workspaceVersion('vite')}`]),
    startBackend({ env: { ...BACKEND_ENV } }),
  ]);
  console.log(`[package-e2e] the Vite consumer's packages (npm ls --depth=0):\n${await project.list()}`);
  browser = await chromium.launch(chromiumLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  preview?.kill('SIGTERM');
  await backend?.stop();
});

describe('the packages in a plain Vite page', () => {
  it('install from their tarballs without React, Redux or a router', () => {
    expect(project.frameworkPackages()).toEqual([]);
  });

  it('type-check (moduleResolution bundler) and build with vite build', async () => {
    const tsc = await project.run('npx', ['tsc', '-p', '.']);
    logTiming('tsc -p . (Vite consumer)', tsc.ms);
    expect({ code: tsc.code, output: `${tsc.stdout}${tsc.stderr}` }).toEqual({ code: 0, output: '' });
    const build = await project.run('npx', ['vite', 'build']);
    logTiming('vite build', build.ms);
    expect({ code: build.code, stderr: build.stderr }).toEqual({ code: 0, stderr: '' });
    const assets = fs.readdirSync(path.join(project.dir, 'dist/assets')).filter((f) => f.endsWith('.js'));
    const bundle = assets.map((f) => fs.readFileSync(path.join(project.dir, 'dist/assets', f), 'utf8')).join('\n');
    console.log(`[package-e2e] the page's JavaScript: ${assets.join(', ')}, ${(bundle.length / 1024).toFixed(1)} KiB`);
    // The page's configuration, served beside it as a deployment would.
    const config = { backendUrl: backend.url, clientId: WEB_CLIENT.clientId, clientSecret: WEB_CLIENT.clientSecret };
    fs.writeFileSync(path.join(project.dir, 'dist/config.json'), JSON.stringify(config));
  });

  it('share the session between two tabs, show a pushed update in both, and sign out everywhere from tab 2', async () => {
    expect(fs.existsSync(path.join(project.dir, 'dist/config.json'))).toBe(true);
    const port = await freePort();
    preview = await startPreview(project.dir, port);
    siteUrl = `http://127.0.0.1:${port}/`;
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext();
    const problems: string[] = [];

    // Tab 1 signs in (a tab-only session: "remember me" is off).
    const tab1 = await openTab(context, problems, 'tab 1');
    await tab1.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await text(tab1, 'status').textContent()).toBe('signed out');
    await tab1.getByLabel('Email').fill(DEMO_CLIENT.email);
    await tab1.getByLabel('Password').fill(DEMO_CLIENT.password);
    await tab1.getByRole('button', { name: 'Sign in' }).click();
    await text(tab1, 'email').filter({ hasText: DEMO_CLIENT.email }).waitFor();
    expect(await text(tab1, 'status').textContent()).toBe('signed in');
    await text(tab1, 'live').filter({ hasText: 'Subscribed' }).waitFor();

    // Tab 2 opens signed in, without typing: the open tab hands its session over (BroadcastChannel).
    const tab2 = await openTab(context, problems, 'tab 2');
    await text(tab2, 'email').filter({ hasText: DEMO_CLIENT.email }).waitFor();
    expect(await text(tab2, 'status').textContent()).toBe('signed in');
    expect(await tab2.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(false);
    await text(tab2, 'live').filter({ hasText: 'Subscribed' }).waitFor();

    // A change made through the API (by an employee) is pushed to both tabs.
    const me = await usersApi<{ Id: number; LastName: string }>(await accessToken(DEMO_CLIENT), 'GET', 'GetCurrentUser');
    const employee = await accessToken(DEMO_EMPLOYEE);
    await usersApi(employee, 'POST', 'Update', { Id: me.Id, FirstName: 'Pushy' });
    const renamed = `Pushy ${me.LastName}`;
    await text(tab1, 'name').filter({ hasText: renamed }).waitFor({ timeout: 10_000 });
    await text(tab2, 'name').filter({ hasText: renamed }).waitFor({ timeout: 10_000 });

    // Signing out in tab 2 signs tab 1 out too, and clears what the browser kept.
    await tab2.getByRole('button', { name: 'Sign out' }).click();
    await text(tab2, 'status').filter({ hasText: 'signed out' }).waitFor();
    await text(tab1, 'status').filter({ hasText: 'signed out' }).waitFor({ timeout: 10_000 });
    await tab1.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await text(tab1, 'email').textContent()).toBe('');
    const kept = await tab1.evaluate(() => [sessionStorage.getItem('currentUser'), localStorage.getItem('currentUser')]);
    expect(kept).toEqual([null, null]);

    expect(problems).toEqual([]);
    await context.close();
  });
});
