/**
 * @jest-environment node
 */
import { relaySchedule } from './relay';

type Globals = { document?: unknown; requestAnimationFrame?: unknown; cancelAnimationFrame?: unknown };
const globals = globalThis as Globals;

describe('relaySchedule', () => {
  let frames: Array<() => void>;

  beforeEach(() => {
    frames = [];
    globals.requestAnimationFrame = (callback: () => void) => frames.push(callback);
    globals.cancelAnimationFrame = () => undefined;
  });

  afterEach(() => {
    delete globals.document;
    delete globals.requestAnimationFrame;
    delete globals.cancelAnimationFrame;
  });

  it('flushes at the next animation frame while the tab is shown', async () => {
    globals.document = { visibilityState: 'visible' };
    const flush = jest.fn();
    relaySchedule(flush);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flush).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('flushes in a task of its own while the tab is hidden, without waiting for a frame', async () => {
    globals.document = { visibilityState: 'hidden' };
    const flush = jest.fn();
    relaySchedule(flush);
    await Promise.resolve();
    expect(flush).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
  });
});
