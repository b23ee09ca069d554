/** @jest-environment node */
import { createFullNameBatcher, createFullNameLookup, UNKNOWN_FULL_NAME } from './full-name-lookup';

function setup(load: (ids: number[]) => Promise<Array<{ UserId: number; FullName: string }>>) {
  const queue: Array<() => void> = [];
  const calls: number[][] = [];
  const lookup = createFullNameLookup({
    load: (ids) => {
      calls.push(ids);
      return load(ids);
    },
    schedule: (flush) => queue.push(flush),
  });
  const tick = async () => {
    queue.splice(0).forEach((f) => f());
    await new Promise((r) => setImmediate(r));
  };
  return { lookup, calls, tick };
}

describe('full-name lookup', () => {
  it('batches ids asked in the same tick into one call and caches the names', async () => {
    const { lookup, calls, tick } = setup(async (ids) => ids.filter((i) => i !== 3).map((i) => ({ UserId: i, FullName: `User ${i}` })));
    const asked = [lookup.get(1), lookup.get(2), lookup.get(1), lookup.get(3)];
    await tick();
    await expect(Promise.all(asked)).resolves.toEqual(['User 1', 'User 2', 'User 1', UNKNOWN_FULL_NAME]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(lookup.peek(1)).toBe('User 1');
    expect(UNKNOWN_FULL_NAME).toBe('Unknown');

    await expect(lookup.get(2)).resolves.toBe('User 2');
    expect(calls).toHaveLength(1);
  });

  it('asks again for ids that were missing or failed', async () => {
    let fail = true;
    const { lookup, calls, tick } = setup(async (ids) => {
      if (fail) throw new Error('down');
      return ids.map((i) => ({ UserId: i, FullName: `N${i}` }));
    });
    const first = lookup.get(9);
    await tick();
    await expect(first).resolves.toBe('Unknown');
    fail = false;
    const second = lookup.get(9);
    await tick();
    await expect(second).resolves.toBe('N9');
    expect(calls).toEqual([[9], [9]]);
  });

  it('makes a new batch per tick and accepts known names', async () => {
    const { lookup, calls, tick } = setup(async (ids) => ids.map((i) => ({ UserId: i, FullName: `N${i}` })));
    const a = lookup.get(1);
    await tick();
    const b = lookup.get(2);
    await tick();
    await Promise.all([a, b]);
    expect(calls).toEqual([[1], [2]]);
    lookup.set(2, 'Renamed');
    await expect(lookup.get(2)).resolves.toBe('Renamed');
    lookup.invalidate(2);
    expect(lookup.peek(2)).toBeUndefined();
  });

  it('batches with the default scheduler (setTimeout)', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(async (ids: number[]) => ids.map((i) => ({ UserId: i, FullName: `N${i}` })));
      const lookup = createFullNameLookup({ load });
      const names = Promise.all([lookup.get(1), lookup.get(2)]);
      expect(load).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(0);
      await expect(names).resolves.toEqual(['N1', 'N2']);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('forgets every name at once (a sign-out): the next ask goes to the service', async () => {
    const { lookup, calls, tick } = setup(async (ids) => ids.map((i) => ({ UserId: i, FullName: `N${i}` })));
    const first = lookup.get(1);
    await tick();
    await first;
    lookup.invalidate();
    expect(lookup.peek(1)).toBeUndefined();
    const again = lookup.get(1);
    await tick();
    await expect(again).resolves.toBe('N1');
    expect(calls).toEqual([[1], [1]]);
  });
});

describe('full-name batcher', () => {
  it('asks the service every time, the asks of one tick in one call', async () => {
    const queue: Array<() => void> = [];
    const calls: number[][] = [];
    let suffix = 'a';
    const names = createFullNameBatcher({
      load: async (ids) => {
        calls.push(ids);
        return ids.filter((i) => i !== 3).map((i) => ({ UserId: i, FullName: `N${i}${suffix}` }));
      },
      schedule: (flush) => queue.push(flush),
    });
    const tick = async () => {
      queue.splice(0).forEach((f) => f());
      await new Promise((r) => setImmediate(r));
    };
    const asked = [names.load(1), names.load(2), names.load(1), names.load(3)];
    await tick();
    await expect(Promise.all(asked)).resolves.toEqual(['N1a', 'N2a', 'N1a', UNKNOWN_FULL_NAME]);
    expect(calls).toEqual([[1, 2, 3]]);

    // Nothing is remembered: a name changed meanwhile is the one answered.
    suffix = 'b';
    const again = names.load(1);
    await tick();
    await expect(again).resolves.toBe('N1b');
    expect(calls).toEqual([[1, 2, 3], [1]]);
  });

  it('answers Unknown for every id of a failed call', async () => {
    const queue: Array<() => void> = [];
    const names = createFullNameBatcher({
      load: async () => {
        throw new Error('down');
      },
      schedule: (flush) => queue.push(flush),
    });
    const asked = Promise.all([names.load(1), names.load(2)]);
    queue.splice(0).forEach((f) => f());
    await expect(asked).resolves.toEqual([UNKNOWN_FULL_NAME, UNKNOWN_FULL_NAME]);
  });
});
