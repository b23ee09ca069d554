import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React draws what the server drew (the prerender, and the hydration of it), true after: state
 * kept in the browser (a dismissed popup, a stored choice) is read only once this is true, so the hydration
 * matches the HTML. In a page rendered in the browser only it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
