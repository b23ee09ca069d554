import { Subscribable } from './subscribable';

/** Something that tells when the user did something (or when the page woke up). */
export interface ActivitySource {
  subscribe(listener: () => void): () => void;
}

/** Activity events of SPEC §4 "Idle watch": mouse move, resize, key press. */
export const DEFAULT_ACTIVITY_EVENTS = ['mousemove', 'resize', 'keydown'] as const;

/** The part of `window`/`document` an activity source listens to. */
export interface EventTargetLike {
  addEventListener(type: string, listener: () => void, options?: { passive?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
}

/**
 * An activity source over DOM events. The DOM listeners are attached when the first listener
 * subscribes and removed when the last one leaves.
 */
export function createDomActivitySource(
  target: EventTargetLike | undefined = globalThis as unknown as EventTargetLike,
  events: readonly string[] = DEFAULT_ACTIVITY_EVENTS,
): ActivitySource {
  const listeners = new Subscribable<() => void>((emit) => {
    if (!target || typeof target.addEventListener !== 'function') return () => undefined;
    const handler = () => emit();
    for (const type of events) target.addEventListener(type, handler, { passive: true });
    return () => {
      for (const type of events) target.removeEventListener(type, handler);
    };
  });
  return { subscribe: (listener) => listeners.subscribe(listener) };
}

/** Fires when the page becomes visible again (after sleep or a background period). */
export function createVisibilitySource(
  doc: EventTargetLike | undefined = (globalThis as { document?: EventTargetLike }).document,
): ActivitySource {
  return createDomActivitySource(doc, ['visibilitychange']);
}
