import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider, useIdleCountdown } from '@brokerfront/auth/react';
import type { SiteSession } from './site-session';

const IdleDialogHost = lazy(() => import('./idle-dialog-host').then((m) => ({ default: m.IdleDialogHost })));

/** Loads and shows the idle dialog only while the countdown runs. */
export function IdleCountdownDialog() {
  const { open } = useIdleCountdown();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialogHost />
    </Suspense>
  );
}

/** Props of {@link SiteSessionProvider}. */
export interface SiteSessionProviderProps {
  siteSession: SiteSession;
  children?: ReactNode;
}

/**
 * Gives the pages the session, the idle watch and the redirect memory (`@brokerfront/auth/react`
 * hooks and guards), and shows the idle countdown dialog while it runs.
 */
export function SiteSessionProvider({ siteSession, children }: SiteSessionProviderProps) {
  return (
    <SessionProvider session={siteSession.session} idleWatch={siteSession.idleWatch} redirectMemory={siteSession.redirectMemory}>
      {children}
      <IdleCountdownDialog />
    </SessionProvider>
  );
}
