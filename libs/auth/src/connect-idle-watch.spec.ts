/**
 * @jest-environment node
 */
import { connectIdleWatch } from './connect-idle-watch';
import { createIdleWatch } from './idle-watch';
import { Subscribable } from './subscribable';
import { fakeBrowser, settle } from './test-support/tabs';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

function idleFor(browser: ReturnType<typeof fakeBrowser>) {
  return createIdleWatch({ storage: browser.local, activity: new Subscribable<() => void>(), wake: new Subscribable<() => void>() });
}

it('watches while logged in, logs every tab out when the countdown runs out, and stops on logout', async () => {
  const browser = fakeBrowser();
  const a = browser.openTab();
  const b = browser.openTab();
  await Promise.all([a.session.start(), b.session.start()]);
  const idleA = idleFor(browser);
  const idleB = idleFor(browser);
  const cleanups = [connectIdleWatch(a.session, idleA), connectIdleWatch(b.session, idleB)];
  expect(idleA.getState().phase).toBe('stopped');
  await a.session.login({ email: 'client@example.com', password: 'Client1' });
  await settle();
  expect(idleA.getState().phase).toBe('active');
  expect(idleB.getState().phase).toBe('active');
  const logouts: unknown[] = [];
  b.session.on('logout', (e) => logouts.push(e));
  await jest.advanceTimersByTimeAsync(10 * 60_000);
  expect(idleB.getState()).toEqual({ phase: 'countdown', secondsLeft: 300 });
  await jest.advanceTimersByTimeAsync(300_000);
  await settle();
  expect(a.session.getState().status).toBe('loggedOut');
  expect(b.session.getState().status).toBe('loggedOut');
  expect(logouts).toEqual([expect.objectContaining({ reason: 'idle' })]);
  expect(idleA.getState().phase).toBe('stopped');
  expect(idleB.getState().phase).toBe('stopped');
  for (const cleanup of cleanups) cleanup();
  expect(jest.getTimerCount()).toBe(0);
});

it('a restored session joins the running inactivity time', async () => {
  const browser = fakeBrowser();
  const a = browser.openTab();
  await a.session.start();
  await a.session.login({ email: 'client@example.com', password: 'Client1', rememberMe: true });
  const idleA = idleFor(browser);
  connectIdleWatch(a.session, idleA);
  await jest.advanceTimersByTimeAsync(11 * 60_000);
  const late = browser.openTab();
  await late.session.start();
  const idleLate = idleFor(browser);
  connectIdleWatch(late.session, idleLate);
  expect(idleLate.getState()).toEqual(idleA.getState());
  expect(idleLate.getState().phase).toBe('countdown');
});
