import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SessionProvider } from '../react/context';
import type { IdleWatch } from '../idle-watch';
import { createRedirectMemory, type RedirectMemory } from '../redirect';
import type { Session } from '../session';
import { MemoryStorage } from '../testing/memory-storage';

/** Renders under StrictMode inside a SessionProvider. */
export function renderWithSession(
  ui: ReactNode,
  {
    session,
    idleWatch = null,
    redirectMemory = createRedirectMemory(new MemoryStorage()),
  }: { session: Session; idleWatch?: IdleWatch | null; redirectMemory?: RedirectMemory },
) {
  const view = render(
    <StrictMode>
      <SessionProvider session={session} idleWatch={idleWatch} redirectMemory={redirectMemory}>
        {ui}
      </SessionProvider>
    </StrictMode>,
  );
  return { ...view, redirectMemory };
}
