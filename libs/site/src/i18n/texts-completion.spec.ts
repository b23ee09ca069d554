/**
 * @jest-environment node
 */
import { textsCompletion } from './texts-completion';

describe('textsCompletion', () => {
  it('loads once, on the first need, and gives the same promise to every caller', async () => {
    const load = jest.fn(async () => undefined);
    const completion = textsCompletion(load);
    expect(load).not.toHaveBeenCalled();
    expect(completion.done).toBe(false);
    const first = completion.complete();
    expect(completion.complete()).toBe(first);
    await first;
    expect(completion.done).toBe(true);
    await completion.complete();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is done when the loading fails, so a navigation is never held for good (the page keeps the texts it has)', async () => {
    const completion = textsCompletion(() => Promise.reject(new Error('offline')));
    await expect(completion.complete()).resolves.toBeUndefined();
    expect(completion.done).toBe(true);
  });
});
