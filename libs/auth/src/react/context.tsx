import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { IdleWatch } from '../idle-watch';
import { createRedirectMemory, type RedirectMemory } from '../redirect';
import type { Session } from '../session';

interface AuthContextValue {
  session: Session;
  idleWatch: IdleWatch | null;
  redirectMemory: RedirectMemory;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The core session (created once at start-up with `createSession`). */
  session: Session;
  /** The idle watch, when the site logs out idle users (`createIdleWatch` + `connectIdleWatch`). */
  idleWatch?: IdleWatch | null;
  /** Where the URL to return to after sign-in is remembered; `sessionStorage` by default. */
  redirectMemory?: RedirectMemory;
  children?: ReactNode;
}

/**
 * Makes the session (and idle watch, redirect memory) available to the hooks and guards below it,
 * and starts the session once. It never stops the session on unmount: the session outlives renders.
 */
export function SessionProvider({ session, idleWatch = null, redirectMemory, children }: SessionProviderProps) {
  const memory = useMemo(() => redirectMemory ?? createRedirectMemory(), [redirectMemory]);
  const value = useMemo(() => ({ session, idleWatch, redirectMemory: memory }), [session, idleWatch, memory]);
  useEffect(() => {
    void session.start();
  }, [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function useAuthContext(hook: string): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(`${hook} must be used inside <SessionProvider>.`);
  return value;
}

/** The core session of the nearest {@link SessionProvider}. */
export function useSession(): Session {
  return useAuthContext('useSession').session;
}

/** The idle watch of the nearest {@link SessionProvider}, or `null`. */
export function useIdleWatch(): IdleWatch | null {
  return useAuthContext('useIdleWatch').idleWatch;
}

/** The redirect memory of the nearest {@link SessionProvider}. */
export function useRedirectMemory(): RedirectMemory {
  return useAuthContext('useRedirectMemory').redirectMemory;
}
