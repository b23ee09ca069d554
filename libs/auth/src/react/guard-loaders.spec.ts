/**
 * @jest-environment node
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { createRedirectMemory } from '../redirect';
import { MemoryStorage } from '../testing/memory-storage';
import { fakeBrowser } from '../test-support/tabs';
import { requireAuthLoader, requireGuestLoader } from './guards';

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected a redirect');
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('guard loaders', () => {
  it('redirect a visitor from a protected route to the root and remember the URL', async () => {
    const { session } = fakeBrowser().openTab();
    const redirectMemory = createRedirectMemory(new MemoryStorage());
    const response = await thrown(requireAuthLoader(session, { redirectMemory })(args('http://site.test/account?x=1#top')));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(redirectMemory.take()).toBe('/account?x=1#top');
  });

  it('wait up to 150 ms for start-up before redirecting', async () => {
    const { session } = fakeBrowser().openTab({ startupTimeoutMs: 10_000 });
    let settled = false;
    const outcome = thrown(requireAuthLoader(session)(args('http://site.test/account'))).finally(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(149);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect((await outcome).headers.get('Location')).toBe('/');
  });

  it('let a signed-in user in and keep them away from guest routes', async () => {
    const { session } = fakeBrowser().openTab();
    await session.login({ email: 'client@example.com', password: 'Client1' });
    expect(await requireAuthLoader(session)(args('http://site.test/account'))).toBeNull();
    const response = await thrown(requireGuestLoader(session, { redirectTo: '/home' })());
    expect(response.headers.get('Location')).toBe('/home');
    session.logout();
    expect(await requireGuestLoader(session)()).toBeNull();
  });
});
