import { useMemo } from 'react';
import { readClaims, safeRedirectPath } from '@brokerfront/auth';
import { useRedirectMemory } from '@brokerfront/auth/react';
import { useLocalizedPath } from '../i18n/localized-link';
import { signedInHomeOf, signedInRoleOf } from '../session/signed-in-role';

/**
 * Where to go after a sign-in: the URL remembered by the logged-in-only guard (read once, same-site
 * paths only; control characters, backslashes and other origins are refused), otherwise the home of the
 * user who signed in, in the current language: the back office for an employee, the dashboard for a
 * client (their role read from the new access token).
 * `peek` looks at the remembered URL without clearing it (`null` when there is none to follow); `take`
 * reads and clears it.
 */
export function useAfterSignIn(): { peek(): string | null; take(token: string | null | undefined): string } {
  const memory = useRedirectMemory();
  const localize = useLocalizedPath();
  // Absolute URLs of this very site are accepted (as their path); every other origin is refused.
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return useMemo(
    () => ({
      peek: () => {
        const remembered = safeRedirectPath(memory.peek(), '', origin);
        return remembered === '' ? null : remembered;
      },
      take: (token) => safeRedirectPath(memory.take(), localize(signedInHomeOf(signedInRoleOf(null, readClaims(token)))), origin),
    }),
    [memory, localize, origin],
  );
}
