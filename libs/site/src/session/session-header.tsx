import type { ReactNode } from 'react';
import { useAppConfig } from '@brokerfront/config/react';
import { isExternalHref } from '@brokerfront/ui-templates';
import { useLocalizedPath } from '../i18n/localized-link';
import { useRuntimeValue, useSignedInRuntime } from '../runtime/runtime';

/** What the template layout's header gets from the session (see {@link useSessionHeader}). */
export interface SessionHeader {
  /** The layout's own sign-in link: only for a signed-out visitor. */
  loginHref?: string;
  /** The layout's own sign-up link: only for a signed-out visitor. */
  signUpHref?: string;
  /** The header slot: the user's name, the live-connection indicator and "Sign out" once signed in. */
  actions: ReactNode;
}

/**
 * Header props for a template layout: a signed-out visitor sees the layout's sign-in and sign-up
 * links (AppConfig `loginLink` / `signUpLink`, styled by the template); a signed-in user sees their
 * name and "Sign out" in the layout's `headerActions` slot instead. Until the signed-in side is loaded
 * and the session known, the visitor counts as a guest (a restored session replaces the links at once).
 */
export function useSessionHeader(): SessionHeader {
  const app = useAppConfig();
  const runtime = useSignedInRuntime();
  const status = useRuntimeValue((r) => r.status, 'starting');
  const localize = useLocalizedPath();
  const guest = status !== 'loggedIn';
  const href = (link: string) => (link ? (isExternalHref(link) ? link : localize(link)) : undefined);
  return {
    loginHref: guest ? href(app.loginLink) : undefined,
    signUpHref: guest ? href(app.signUpLink) : undefined,
    actions: runtime ? <runtime.SessionActions /> : null,
  };
}
