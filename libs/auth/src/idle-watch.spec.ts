/**
 * @jest-environment node
 */
import { formatCountdown } from '@brokerfront/i18n';
import { createIdleWatch, type IdleState, type IdleWatch } from './idle-watch';
import { Subscribable } from './subscribable';
import { MemoryStorage } from './testing/memory-storage';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);
const MIN = 60_000;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

function tab(storage: MemoryStorage) {
  const activity = new Subscribable<() => void>();
  const wake = new Subscribable<() => void>();
  const watch = createIdleWatch({ storage, clock: { now: () => Date.now() }, activity, wake });
  const states: IdleState[] = [];
  watch.subscribe((s) => states.push(s));
  const timeouts: number[] = [];
  watch.onTimeout(() => timeouts.push(Date.now()));
  return { watch, activity, wake, states, timeouts, act: () => activity.emit() };
}

describe('idle watch', () => {
  it('detects idle after 1 s, counts down after 10 minutes and times out after 300 s', () => {
    const a = tab(new MemoryStorage());
    a.watch.start({ reset: true });
    expect(a.watch.getState()).toEqual({ phase: 'active', secondsLeft: null });
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState().phase).toBe('idle');
    a.act();
    expect(a.watch.getState().phase).toBe('active');
    jest.advanceTimersByTime(10 * MIN - 1000);
    expect(a.watch.getState().phase).toBe('idle');
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 300 });
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 299 });
    expect(formatCountdown(a.watch.getState().secondsLeft as number)).toBe('4:59');
    jest.advanceTimersByTime(298_000);
    expect(a.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 1 });
    expect(a.timeouts).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState().phase).toBe('timedOut');
    expect(a.timeouts).toEqual([T0 + 1000 + 15 * MIN]);
    jest.advanceTimersByTime(10 * MIN);
    expect(a.timeouts).toHaveLength(1);
  });

  it('does not let activity during the countdown cancel it; "stay" does', () => {
    const a = tab(new MemoryStorage());
    a.watch.start({ reset: true });
    jest.advanceTimersByTime(10 * MIN + 5000);
    expect(a.watch.getState().phase).toBe('countdown');
    a.act();
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 294 });
    a.watch.stay();
    expect(a.watch.getState().phase).toBe('active');
    jest.advanceTimersByTime(10 * MIN - 1000);
    expect(a.watch.getState().phase).toBe('idle');
  });

  it('shows the same countdown in two tabs, and activity in one tab counts for both', () => {
    const shared = new MemoryStorage();
    const a = tab(shared);
    const b = tab(shared);
    a.watch.start({ reset: true });
    jest.advanceTimersByTime(3 * MIN);
    b.watch.start();
    jest.advanceTimersByTime(4 * MIN);
    a.act(); // activity in tab A only, 7 minutes in
    jest.advanceTimersByTime(10 * MIN - 1);
    expect(b.watch.getState().phase).toBe('idle');
    jest.advanceTimersByTime(1500);
    expect(a.watch.getState().phase).toBe('countdown');
    expect(b.watch.getState()).toEqual(a.watch.getState());
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersByTime(37_000);
      expect(b.watch.getState()).toEqual(a.watch.getState());
    }
    // "Stay signed in" in tab B ends the countdown in tab A too.
    b.watch.stay();
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState().phase).not.toBe('countdown');
    expect(b.states.filter((s) => s.phase === 'countdown').map((s) => s.secondsLeft)).toEqual(
      a.states.filter((s) => s.phase === 'countdown').map((s) => s.secondsLeft),
    );
  });

  it('a tab opened late joins the running countdown instead of restarting it', () => {
    const shared = new MemoryStorage();
    const a = tab(shared);
    a.watch.start({ reset: true });
    jest.advanceTimersByTime(12 * MIN);
    const late = tab(shared);
    late.watch.start();
    expect(late.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 180 });
    expect(late.watch.getState()).toEqual(a.watch.getState());
  });

  it('a stale shared time (countdown already over, browser was closed) starts afresh', () => {
    const shared = new MemoryStorage();
    shared.setItem('brokerfront.idle', JSON.stringify({ lastActivity: T0 - 60 * MIN }));
    const a = tab(shared);
    a.watch.start();
    expect(a.watch.getState().phase).toBe('active');
    expect(a.timeouts).toEqual([]);
  });

  it('survives a jump of the clock: after sleep the next tick shows the right state', () => {
    const shared = new MemoryStorage();
    const a = tab(shared);
    const b = tab(shared);
    a.watch.start({ reset: true });
    b.watch.start();
    // The machine sleeps: the wall clock moves 12 minutes while no timer runs.
    jest.setSystemTime(T0 + 12 * MIN);
    b.wake.emit();
    expect(b.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 180 });
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState()).toEqual(b.watch.getState());
    // A longer sleep past the deadline times out at the next tick, in both tabs.
    jest.setSystemTime(T0 + 30 * MIN);
    jest.advanceTimersByTime(1000);
    expect(a.timeouts).toHaveLength(1);
    expect(b.timeouts).toHaveLength(1);
  });

  it('uses InactivityLogoutMinutes when set and the default otherwise', () => {
    const a = tab(new MemoryStorage());
    a.watch.start({ reset: true });
    a.watch.setInactivityMinutes(2);
    jest.advanceTimersByTime(2 * MIN);
    expect(a.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 300 });
    a.watch.stay();
    a.watch.setInactivityMinutes(null);
    jest.advanceTimersByTime(2 * MIN);
    expect(a.watch.getState().phase).toBe('idle');
  });

  it('lets InactivityLogoutMinutes only shorten the 10 minutes: a larger value counts down after 10', () => {
    const a = tab(new MemoryStorage());
    a.watch.start({ reset: true });
    a.watch.setInactivityMinutes(1440);
    jest.advanceTimersByTime(10 * MIN - 1000);
    expect(a.watch.getState().phase).toBe('idle');
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 300 });
    jest.advanceTimersByTime(300_000);
    expect(a.timeouts).toEqual([T0 + 15 * MIN]);
  });

  it('keeps a value just above 10 minutes to 10, and a value just below as it is', () => {
    const a = tab(new MemoryStorage());
    a.watch.start({ reset: true });
    a.watch.setInactivityMinutes(10.5);
    jest.advanceTimersByTime(10 * MIN);
    expect(a.watch.getState().phase).toBe('countdown');
    a.watch.stay();
    a.watch.setInactivityMinutes(9);
    jest.advanceTimersByTime(9 * MIN - 1000);
    expect(a.watch.getState().phase).toBe('idle');
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState().phase).toBe('countdown');
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('takes %p as the 10-minute default', (minutes) => {
    const a = tab(new MemoryStorage());
    a.watch.start({ reset: true });
    a.watch.setInactivityMinutes(2);
    a.watch.setInactivityMinutes(minutes);
    jest.advanceTimersByTime(10 * MIN - 1000);
    expect(a.watch.getState().phase).toBe('idle');
    jest.advanceTimersByTime(1000);
    expect(a.watch.getState().phase).toBe('countdown');
  });

  it('caps a per-user value at the default it was given, not only at 10 minutes', () => {
    const activity = new Subscribable<() => void>();
    const watch = createIdleWatch({
      storage: new MemoryStorage(),
      clock: { now: () => Date.now() },
      activity,
      wake: new Subscribable<() => void>(),
      inactivityMs: 3 * MIN,
    });
    watch.start({ reset: true });
    watch.setInactivityMinutes(5);
    jest.advanceTimersByTime(3 * MIN);
    expect(watch.getState().phase).toBe('countdown');
    watch.stop();
  });

  it('stops watching: no timers, no listeners, no timeout', () => {
    const activity = new Subscribable<() => void>();
    const watch: IdleWatch = createIdleWatch({ storage: new MemoryStorage(), activity, wake: new Subscribable<() => void>() });
    watch.start({ reset: true });
    expect(activity.hasListeners()).toBe(true);
    watch.stop();
    expect(activity.hasListeners()).toBe(false);
    expect(watch.getState()).toEqual({ phase: 'stopped', secondsLeft: null });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps working when the shared storage is corrupted or throws', () => {
    const storage = new MemoryStorage();
    storage.setItem('brokerfront.idle', '{oops');
    const a = tab(storage);
    a.watch.start();
    expect(a.watch.getState().phase).toBe('active');
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const watch = createIdleWatch({ storage: throwing, activity: new Subscribable<() => void>(), wake: new Subscribable<() => void>() });
    watch.start({ reset: true });
    jest.advanceTimersByTime(10 * MIN);
    expect(watch.getState()).toEqual({ phase: 'countdown', secondsLeft: 300 });
    watch.stop();
  });
});
