import type { ReactNode } from 'react';
import { selectAuthStatus } from '@brokerfront/auth/redux';
import { selectCurrentUserResult, selectMyPermissionsResult } from '@brokerfront/identity-api/redux';
import { PermissionsProvider } from '@brokerfront/permissions/react';
import { useAppSelector } from '../app/hooks';

/**
 * Gives `<Can>`, `usePermission` and `<RequirePermission>` the signed-in user's permissions from the
 * RTK Query cache (loaded and kept live by the live session): pending while signed in and the user or
 * their permissions are still loading.
 */
export function SitePermissionsProvider({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const user = useAppSelector(selectCurrentUserResult);
  const granted = useAppSelector(selectMyPermissionsResult);
  const userPending = user.isUninitialized || user.isLoading;
  const permissionsPending = user.isSuccess && (!granted || granted.isUninitialized || granted.isLoading);
  return (
    <PermissionsProvider permissions={granted?.data} pending={signedIn && (userPending || permissionsPending)}>
      {children}
    </PermissionsProvider>
  );
}
