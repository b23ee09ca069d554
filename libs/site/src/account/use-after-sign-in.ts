import { useMemo } from 'react';
import { safeRedirectPath } from '@brokerfront/auth';
import { useRedirectMemory } from '@brokerfront/auth/react';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo } from '../paths';

/**
 * Where to go after a sign-in: the URL remembered by the logged-in-only guard (read once, same-site
 * paths only; control characters, backslashes and other origins are refused), otherwise the signed-in home `/account` in the current language.
 * `peek` looks without clearing; `take` reads and clears.
 */
export function useAfterSignIn(): { peek(): string; take(): string } {
  const memory = useRedirectMemory();
  const localize = useLocalizedPath();
  const home = localize(pathTo('account'));
  // Absolute URLs of this very site are accepted (as their path); every other origin is refused.
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return useMemo(
    () => ({
      peek: () => safeRedirectPath(memory.peek(), home, origin),
      take: () => safeRedirectPath(memory.take(), home, origin),
    }),
    [memory, home, origin],
  );
}
