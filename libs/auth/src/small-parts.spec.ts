/**
 * @jest-environment node
 */
import { deferred } from '@brokerfront/config/testing';
import { browserLocks, createInTabLocks } from './locks';
import { createRedirectMemory, createUrlHistory, safeRedirectPath } from './redirect';
import { Subscribable } from './subscribable';
import { tokenEndpointUrl } from './token-client';
import { readClaims, tokenState } from './token';
import { loginErrorMessage } from './login-messages';
import { MemoryStorage } from './testing/memory-storage';
import { fakeJwt } from './testing/fake-jwt';
import { fingerprint } from './fingerprint';

describe('Subscribable', () => {
  it('attaches on the first subscriber and cleans up after the last', () => {
    const attach = jest.fn(() => cleanup);
    const cleanup = jest.fn();
    const s = new Subscribable<(n: number) => void>(attach);
    const got: number[] = [];
    const off1 = s.subscribe((n) => got.push(n));
    const off2 = s.subscribe((n) => got.push(n * 10));
    expect(attach).toHaveBeenCalledTimes(1);
    s.emit(1);
    off1();
    off1();
    expect(cleanup).not.toHaveBeenCalled();
    off2();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(got).toEqual([1, 10]);
  });
});

describe('locks', () => {
  it('runs callbacks of one name one after the other, even when one fails', async () => {
    const locks = createInTabLocks();
    const order: string[] = [];
    const release = deferred();
    const first = locks.request('x', () => release.promise.then(() => void order.push('first')));
    const second = locks.request('x', () => {
      order.push('second');
      throw new Error('boom');
    });
    const third = locks.request('x', () => order.push('third'));
    const other = locks.request('y', () => order.push('other'));
    await other;
    expect(order).toEqual(['other']);
    release.resolve();
    await first;
    await expect(second).rejects.toThrow('boom');
    await third;
    expect(order).toEqual(['other', 'first', 'second', 'third']);
  });

  it('uses navigator.locks when present', async () => {
    const request = jest.fn((_name: string, cb: () => unknown) => Promise.resolve(cb()));
    Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
    expect(await browserLocks().request('n', () => 42)).toBe(42);
    expect(request).toHaveBeenCalledWith('n', expect.any(Function));
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });
    expect(await browserLocks().request('n', () => 7)).toBe(7);
  });
});

describe('redirect memory and URL history', () => {
  it('remembers a URL once and clears it when read', () => {
    const storage = new MemoryStorage();
    const memory = createRedirectMemory(storage);
    memory.remember('/account/settings?tab=2');
    memory.remember('/other');
    expect(memory.peek()).toBe('/account/settings?tab=2');
    expect(createRedirectMemory(storage).take()).toBe('/account/settings?tab=2');
    expect(memory.take()).toBeNull();
  });

  it('keeps the URL in memory when storage throws', () => {
    const memory = createRedirectMemory({
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
      removeItem: () => {
        throw new Error('x');
      },
    });
    memory.remember('/a');
    expect(memory.take()).toBe('/a');
    expect(memory.take()).toBeNull();
  });

  it('tracks the previous URL across navigations', () => {
    const history = createUrlHistory();
    expect(history.previous).toBeNull();
    history.navigated('/');
    history.navigated('/blog');
    history.navigated('/blog');
    expect([history.previous, history.current]).toEqual(['/', '/blog']);
    history.navigated('/sign-in');
    expect(history.previous).toBe('/blog');
  });

  it('accepts only same-site paths as redirect targets', () => {
    expect(safeRedirectPath('/account')).toBe('/account');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example', '/home')).toBe('/home');
    expect(safeRedirectPath(null)).toBe('/');
  });
});

describe('token helpers', () => {
  it('builds the token endpoint URL', () => {
    expect(tokenEndpointUrl({ protocol: 'https', host: 'id.example', root: 'identity' }, {})).toBe(
      'https://id.example/identity/connect/token',
    );
    expect(tokenEndpointUrl({ protocol: 'http:', host: '127.0.0.1', port: 5100, root: '/x/' }, { root: 'identity' })).toBe(
      'http://127.0.0.1:5100/identity/connect/token',
    );
    expect(tokenEndpointUrl({ protocol: 'http', host: 'h', port: '', root: '' }, {})).toBe('http://h/connect/token');
  });

  it('reads claims and never throws on garbage', () => {
    expect(readClaims(fakeJwt({ sub: '1', exp: 5 }))).toEqual({ sub: '1', exp: 5 });
    for (const bad of ['', 'a.b.c', 'x', null, undefined]) expect(readClaims(bad)).toBeNull();
    expect(tokenState('a.b.c', 0)).toBe('none');
    expect(tokenState(fakeJwt({ exp: 10 }), 9_999)).toBe('active');
    expect(tokenState(fakeJwt({ exp: 10 }), 10_000)).toBe('expired');
  });

  it('maps login codes to messages, unknown and empty codes to the fallback', () => {
    expect(loginErrorMessage('user_not_employee')).toBe('User in not an employee');
    expect(loginErrorMessage('toString')).toBe('Something failed, try again.');
    expect(loginErrorMessage(undefined)).toBe('Something failed, try again.');
  });

  it('fingerprints strings stably without revealing them', () => {
    expect(fingerprint('r1-2')).toBe(fingerprint('r1-2'));
    expect(fingerprint('r1-2')).not.toBe(fingerprint('r1-3'));
    expect(fingerprint('secret-refresh-token')).not.toContain('secret');
  });
});
