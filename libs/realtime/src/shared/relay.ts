import { animationFrameSchedule, type Schedule } from '../batcher';

/** Runs `flush` in a task of its own, after the tasks already queued (a `MessageChannel` message; a 0 ms timeout without one). */
export const taskSchedule: Schedule = (flush) => {
  if (typeof MessageChannel !== 'function') {
    globalThis.setTimeout(flush, 0);
    return;
  }
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    flush();
  };
  port2.postMessage(null);
};

/**
 * When the leading tab relays the events pushed since its last relay, in one message: at its next animation frame
 * while it is shown, so a burst costs every other tab one message per frame instead of one per event; in a task of its
 * own while it is hidden (a hidden tab draws no frames and its timers are throttled), after the hub messages already
 * queued. Where there are no animation frames (Node), a microtask.
 */
export const relaySchedule: Schedule = (flush) => {
  const document = (globalThis as { document?: { visibilityState?: string } }).document;
  if (document?.visibilityState === 'hidden') taskSchedule(flush);
  else animationFrameSchedule(flush);
};
