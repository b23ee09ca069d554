import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { IdleState } from '../idle-watch';
import type { AccountSwitch, Credentials, SessionConnectivity, SessionState, SessionStatus } from '../session';
import type { LoginResult, TokenClaims } from '../types';
import { useIdleWatch, useSession } from './context';

const STOPPED: IdleState = Object.freeze({ phase: 'stopped', secondsLeft: null });
const noSubscription = () => () => undefined;

/** The session state; re-renders on every change. */
export function useSessionState(): SessionState {
  const session = useSession();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getState = useCallback(() => session.getState(), [session]);
  return useSyncExternalStore(subscribe, getState, getState);
}

/** `starting`, `loggedIn` or `loggedOut`. */
export function useAuthStatus(): SessionStatus {
  return useSessionState().status;
}

/** `retrying` while a refresh is retried after a transient failure ("Reconnecting…"), `ok` otherwise. */
export function useSessionConnectivity(): SessionConnectivity {
  return useSessionState().connectivity;
}

/** Claims of the signed-in user's access token, or `null`. */
export function useCurrentClaims(): TokenClaims | null {
  return useSessionState().claims;
}

/** What the idle dialog needs: whether it is open, the seconds left, and its two actions. */
export interface IdleCountdown {
  open: boolean;
  secondsLeft: number;
  phase: IdleState['phase'];
  stay(): void;
  signOut(): void;
}

/** The idle countdown of the provider's idle watch (closed when there is none). */
export function useIdleCountdown(): IdleCountdown {
  const idle = useIdleWatch();
  const signOut = useSignOut();
  const state = useSyncExternalStore(
    idle ? idle.subscribe : noSubscription,
    idle ? idle.getState : () => STOPPED,
    idle ? idle.getState : () => STOPPED,
  );
  const stay = useCallback(() => idle?.stay(), [idle]);
  return { open: state.phase === 'countdown', secondsLeft: state.secondsLeft ?? 0, phase: state.phase, stay, signOut };
}

/**
 * Signs out in every tab (the session's `logout('user')`: the refresh token is revoked on the server,
 * the local sign-out does not wait for it): the one way a user signs out. A delegated session ("Log in as
 * client") ends in its own tab only.
 */
export function useSignOut(): () => void {
  const session = useSession();
  return useCallback(() => session.logout('user'), [session]);
}

/** State of a sign-in attempt made with {@link useSignIn}. */
export interface SignInState {
  busy: boolean;
  /** The last failed result (message, errorCode, lockedUntil), cleared by a new attempt. */
  error: LoginResult | null;
  signIn(credentials: Credentials): Promise<LoginResult>;
}

/** Signs in with the form's credentials and tracks `busy` and the last error. */
export function useSignIn(): SignInState {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginResult | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const signIn = useCallback(
    async (credentials: Credentials) => {
      setBusy(true);
      setError(null);
      const result = await session.login(credentials);
      if (mounted.current) {
        setBusy(false);
        setError(result.success ? null : result);
      }
      return result;
    },
    [session],
  );
  return { busy, error, signIn };
}

/** State of {@link useAutoLogin}. */
export type AutoLoginState =
  | { status: 'idle' }
  | { status: 'pending' }
  /**
   * Another user is signed in: ask "Sign out and continue as the other account?" and call `answer(true)`
   * (Continue) or `answer(false)` (Cancel). `accounts` holds the claims of both users.
   */
  | { status: 'confirm'; accounts: AccountSwitch; answer(confirmed: boolean): void }
  | { status: 'done'; result: LoginResult };

/**
 * Signs in once with an auto-login token (for the auto-login route). Safe under StrictMode: the
 * session makes one request per token even when the effect runs twice. When another user is signed
 * in, the state becomes `confirm` until the user answers; it never replaces them silently.
 */
export function useAutoLogin(token: string | null | undefined, options: { rememberMe?: boolean } = {}): AutoLoginState {
  const session = useSession();
  const [state, setState] = useState<AutoLoginState>(token ? { status: 'pending' } : { status: 'idle' });
  const rememberMe = options.rememberMe ?? false;
  useEffect(() => {
    if (!token) {
      setState({ status: 'idle' });
      return undefined;
    }
    let active = true;
    setState({ status: 'pending' });
    // Under StrictMode the second run gets the first run's request (one per token), so the question
    // is asked by whichever run made it; it only updates this component's state.
    const confirmSwitch = (accounts: AccountSwitch) =>
      new Promise<boolean>((resolve) => {
        setState({
          status: 'confirm',
          accounts,
          answer: (confirmed) => {
            setState({ status: 'pending' });
            resolve(confirmed);
          },
        });
      });
    void session.autoLogin(token, { rememberMe, confirmSwitch }).then((result) => {
      if (active) setState({ status: 'done', result });
    });
    return () => {
      active = false;
    };
  }, [session, token, rememberMe]);
  return state;
}
