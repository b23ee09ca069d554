import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectAuthStatus } from '@brokerfront/auth/redux';
import { useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { useAppSelector } from '../app/hooks';

/** Props of {@link CurrentUserGate}. */
export interface CurrentUserGateProps {
  children: ReactNode;
  /** Shown while the current user loads; nothing by default. */
  fallback?: ReactNode;
}

/**
 * The current-user step before protected screens (SPEC §2): while signed in, renders its children only
 * once the current user (GetCurrentUser, in the RTK Query cache) has loaded or failed, so the screen
 * opens with it. It shares the live session's request (one call). Signed out it renders the children
 * at once (their guard decides). A component rather than a route loader: a navigation is never held.
 */
export function CurrentUserGate({ children, fallback = null }: CurrentUserGateProps) {
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const { isUninitialized, isLoading } = useGetCurrentUserQuery(signedIn ? undefined : skipToken);
  return signedIn && (isUninitialized || isLoading) ? fallback : children;
}
