import { useCallback, useSyncExternalStore } from 'react';

/** The media query of the phone arrangement of the client shell (≤ 767 px wide). */
export const PHONE_QUERY = '(max-width: 47.9375rem)';

/** Whether `query` matches, kept up to date; false where the environment has no matchMedia (server, jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}
