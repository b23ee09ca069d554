import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import type { RedirectMemory } from '../redirect';
import { waitForSession, type Session } from '../session';
import { useRedirectMemory } from './context';
import { useAuthStatus } from './hooks';

/** How long a guard waits for session start-up (SPEC §9). */
export const GUARD_STARTUP_WAIT_MS = 150;

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  /** What to show when signed in; the child routes (`<Outlet />`) by default. */
  children?: ReactNode;
  /** Where to send a signed-out visitor; the root by default. */
  redirectTo?: string;
  /** Start-up wait in ms (150 by default). */
  waitMs?: number;
  /** Shown while waiting for start-up; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Logged-in only: waits up to 150 ms for session start-up, then sends a signed-out visitor to the
 * root and remembers the URL they wanted (read it after sign-in with `useRedirectMemory().take()`).
 */
export function RequireAuth({ children, redirectTo = '/', waitMs = GUARD_STARTUP_WAIT_MS, fallback = null }: RequireAuthProps) {
  const status = useAuthStatus();
  const location = useLocation();
  const memory = useRedirectMemory();
  const [waited, setWaited] = useState(false);
  const starting = status === 'starting';
  useEffect(() => {
    if (!starting) return undefined;
    const timer = setTimeout(() => setWaited(true), waitMs);
    return () => clearTimeout(timer);
  }, [starting, waitMs]);
  const denied = status === 'loggedOut' || (starting && waited);
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (denied) memory.remember(wanted);
  }, [denied, memory, wanted]);
  if (status === 'loggedIn') return children ?? <Outlet />;
  if (denied) return <Navigate to={redirectTo} replace />;
  return fallback;
}

/** Props of {@link RequireGuest}. */
export interface RequireGuestProps {
  children?: ReactNode;
  /** Where to send a signed-in user; the root by default. */
  redirectTo?: string;
  fallback?: ReactNode;
}

/** Logged-out only (e.g. the sign-in page): sends a signed-in user to the root. */
export function RequireGuest({ children, redirectTo = '/', fallback = null }: RequireGuestProps) {
  const status = useAuthStatus();
  if (status === 'loggedIn') return <Navigate to={redirectTo} replace />;
  if (status === 'starting') return fallback;
  return children ?? <Outlet />;
}

/** Options of the guard loaders. */
export interface GuardLoaderOptions {
  redirectTo?: string;
  waitMs?: number;
  /** Where the wanted URL is remembered (RequireAuth only). */
  redirectMemory?: RedirectMemory;
}

/**
 * Logged-in only, as a React Router data loader: waits up to 150 ms for start-up, otherwise
 * remembers the URL and redirects. Returns `null` when signed in (compose it with your own loader).
 */
export function requireAuthLoader(session: Session, options: GuardLoaderOptions = {}) {
  const { redirectTo = '/', waitMs = GUARD_STARTUP_WAIT_MS, redirectMemory } = options;
  return async ({ request }: LoaderFunctionArgs) => {
    const state = await waitForSession(session, waitMs);
    if (state.status === 'loggedIn') return null;
    const url = new URL(request.url);
    redirectMemory?.remember(`${url.pathname}${url.search}${url.hash}`);
    throw redirect(redirectTo);
  };
}

/** Logged-out only, as a React Router data loader: redirects a signed-in user. */
export function requireGuestLoader(session: Session, options: Omit<GuardLoaderOptions, 'redirectMemory'> = {}) {
  const { redirectTo = '/', waitMs = GUARD_STARTUP_WAIT_MS } = options;
  return async () => {
    const state = await waitForSession(session, waitMs);
    if (state.status === 'loggedIn') throw redirect(redirectTo);
    return null;
  };
}
