import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { RequireAuth, RequireGuest, useAuthStatus, useRedirectMemory } from '@brokerfront/auth/react';
import { selectLogoutFromOtherTab, selectLogoutReason } from '@brokerfront/auth/redux';
import { PageLoading } from '@brokerfront/ui-templates';
import { useAppSelector } from '../app/hooks';
import { useLocalizedPath } from '../i18n/localized-link';
import { CurrentUserGate } from '../live/current-user-gate';
import { pathTo } from '../paths';
import { signedInHomeOf, useSignedInHome, useSignedInRole } from './signed-in-role';

/**
 * Logged-in only (SPEC §2 guard a): waits up to 150 ms for session start-up, then sends a visitor without
 * a session to the root, the URL they wanted remembered for after the sign-in. A session that ended without
 * this tab's user asking (idle, blocked, archived, refused refresh, another tab's sign-out) leads to the
 * sign-in page instead, which says why: the root would leave the user wondering where their session went
 * (a difference from SPEC.md, see docs/architecture.md). The page a user leaves by signing out themselves
 * is not remembered: whoever signs in next in this tab starts at their own home (an employee's back
 * office is no page for the client who signs in after them).
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const localize = useLocalizedPath();
  const status = useAuthStatus();
  const memory = useRedirectMemory();
  const reason = useAppSelector(selectLogoutReason);
  const fromOtherTab = useAppSelector(selectLogoutFromOtherTab);
  const forced = reason !== null && (reason !== 'user' || fromOtherTab);
  const shownSignedIn = useRef(false);
  // Runs after the inner guard's effect, which remembers the page as it sends the visitor away.
  useEffect(() => {
    if (status === 'loggedIn') shownSignedIn.current = true;
    else if (status === 'loggedOut' && shownSignedIn.current && !forced) memory.clear();
  }, [status, forced, memory]);
  return <RequireAuth redirectTo={forced ? localize(pathTo('signIn')) : '/'}>{children}</RequireAuth>;
}

/** Props of {@link RequireSignedOut}. */
export interface RequireSignedOutProps {
  children: ReactNode;
  /** Where to go instead of the signed-in home (the URL remembered for after a sign-in made on this page). */
  target?: string | null;
}

/**
 * Logged-out only (SPEC §2 guard b): a signed-in user is sent to where they belong, the back office for an
 * employee and the dashboard for a client, rather than to the root (a difference from SPEC.md, see
 * docs/architecture.md): a signed-in user who opens the sign-in or the sign-up page wants their account.
 */
export function RequireSignedOut({ children, target }: RequireSignedOutProps) {
  const home = useSignedInHome();
  return <RequireGuest redirectTo={target ?? home}>{children}</RequireGuest>;
}

/**
 * The layout route of the pages about a client's own money and documents (the dashboard, the accounts,
 * withdrawals, documents): an employee has none, and is sent to the back office instead. While the role is
 * not known (a token without `user_type`), the current user is waited for.
 */
export function ClientsOnlyRoute() {
  const role = useSignedInRole();
  const localize = useLocalizedPath();
  if (role === 'employee') return <Navigate to={localize(signedInHomeOf(role))} replace />;
  if (role === null) {
    return (
      <CurrentUserGate fallback={<PageLoading />}>
        <Outlet />
      </CurrentUserGate>
    );
  }
  return <Outlet />;
}
