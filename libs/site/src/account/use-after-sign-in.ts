import { useMemo } from 'react';
import { safeRedirectPath } from '@brokerfront/auth';
import { useRedirectMemory } from '@brokerfront/auth/react';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo } from '../paths';

/**
 * Where to go after a sign-in: the URL remembered by the logged-in-only guard (read once, same-site
 * paths only), otherwise the signed-in home `/account` in the current language.
 * `peek` looks without clearing; `take` reads and clears.
 */
export function useAfterSignIn(): { peek(): string; take(): string } {
  const memory = useRedirectMemory();
  const localize = useLocalizedPath();
  const home = localize(pathTo('account'));
  return useMemo(
    () => ({
      peek: () => safeRedirectPath(memory.peek(), home),
      take: () => safeRedirectPath(memory.take(), home),
    }),
    [memory, home],
  );
}
