import { useEffect, useState, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectSessionStatus } from '../session/session-slices';
import { currentLiveSession } from './connect-live-session';
import type { LiveRootState } from './live-selectors';

/** Longest wait for the current user before the screen renders anyway (it then shows its own state). */
export const CURRENT_USER_WAIT_MS = 10_000;

const selectCurrentUserStatus = (state: LiveRootState) => state.currentUser?.status ?? null;

/** Props of {@link CurrentUserGate}. */
export interface CurrentUserGateProps {
  children: ReactNode;
  /** Shown while the current user loads; nothing by default. */
  fallback?: ReactNode;
}

/**
 * The current-user step before protected screens (SPEC §2): while signed in, renders its children
 * only once the realtime lifecycle has loaded the current user (or failed to), so the screen opens
 * with it and never asks for it a second time. Signed out, or without a live side, it renders the
 * children at once (their guard decides). It gives up waiting after {@link CURRENT_USER_WAIT_MS}.
 * A component rather than a route loader: a navigation is never held, so screens that navigate from
 * an effect are not disturbed.
 */
export function CurrentUserGate({ children, fallback = null }: CurrentUserGateProps) {
  const signedIn = useAppSelector(selectSessionStatus) === 'loggedIn';
  const status = useAppSelector(selectCurrentUserStatus);
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = signedIn && currentLiveSession() !== null && status !== 'loaded' && status !== 'failed' && !gaveUp;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setGaveUp(true), CURRENT_USER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting ? fallback : children;
}
