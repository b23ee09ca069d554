import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdlePhase, IdleState } from '../idle-watch';
import type { LoginSource, LogoutReason, SessionConnectivity, SessionState, SessionStatus } from '../session';
import type { LoginResult } from '../types';

/** A failed sign-in or refresh, in serialisable form. */
export interface AuthError {
  message: string;
  errorCode: string | null;
  /** ISO-8601 time the lock ends (for `locked_out`). */
  lockedUntil: string | null;
}

/** State of the `auth` slice. */
export interface AuthSliceState {
  status: SessionStatus;
  persistent: boolean;
  /** `retrying` while a refresh is retried after a transient failure (show "Reconnecting…"). */
  connectivity: SessionConnectivity;
  lastError: AuthError | null;
  /** Why the last session ended (`user`, `idle`, `refreshFailed`, …). */
  logoutReason: LogoutReason | null;
  /** The last session was ended in another tab (its reason is `logoutReason`). */
  logoutFromOtherTab: boolean;
  idle: { phase: IdlePhase; secondsLeft: number | null };
}

export const initialAuthState: AuthSliceState = {
  status: 'starting',
  persistent: false,
  connectivity: 'ok',
  lastError: null,
  logoutReason: null,
  logoutFromOtherTab: false,
  idle: { phase: 'stopped', secondsLeft: null },
};

/**
 * Serialisable snapshot of the core session state: its status only. No token and no user in the
 * store: the user's record is server data (the app's query cache), the token's claims stay in the core.
 */
export interface SessionSnapshot {
  status: SessionStatus;
  persistent: boolean;
  /** Absent means `ok`. */
  connectivity?: SessionConnectivity;
}

/** Turns the core state into the slice's serialisable snapshot. */
export function toSessionSnapshot(state: SessionState): SessionSnapshot {
  return { status: state.status, persistent: state.persistent, connectivity: state.connectivity };
}

/** Turns a failed login result into the slice's serialisable error. */
export function toAuthError(result: LoginResult): AuthError {
  return {
    message: result.message,
    errorCode: result.errorCode ?? null,
    lockedUntil: result.lockedUntil ? result.lockedUntil.toISOString() : null,
  };
}

/**
 * The `auth` slice: a mirror of the core session for the store (status, last error, why the last
 * session ended, idle countdown), so listeners and selectors can follow it. It is fed by
 * `addAuthListeners`; the session core stays the source of truth, and signing out is the core's
 * `logout` (e.g. `useSignOut()` of `@brokerfront/auth/react`).
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionChanged(state, action: PayloadAction<SessionSnapshot>) {
      state.status = action.payload.status;
      state.persistent = action.payload.persistent;
      state.connectivity = action.payload.status === 'loggedIn' ? (action.payload.connectivity ?? 'ok') : 'ok';
      if (action.payload.status === 'loggedIn') {
        state.logoutReason = null;
        state.logoutFromOtherTab = false;
      }
    },
    /** A session began in this tab (password, auto-login, restored or from another tab). */
    signedIn(state, action: PayloadAction<{ source: LoginSource }>) {
      void action;
      state.lastError = null;
    },
    /** The session ended; other slices clear their signed-in data on this action. */
    signedOut(state, action: PayloadAction<{ reason: LogoutReason; message?: string; fromOtherTab: boolean }>) {
      state.status = 'loggedOut';
      state.persistent = false;
      state.connectivity = 'ok';
      state.logoutReason = action.payload.reason;
      state.logoutFromOtherTab = action.payload.fromOtherTab;
    },
    authErrorRaised(state, action: PayloadAction<AuthError>) {
      state.lastError = action.payload;
    },
    authErrorCleared(state) {
      state.lastError = null;
    },
    idleChanged(state, action: PayloadAction<IdleState>) {
      state.idle = { phase: action.payload.phase, secondsLeft: action.payload.secondsLeft };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectIsLoggedIn: (state) => state.status === 'loggedIn',
    /** `true` while signed in and a refresh is being retried ("Reconnecting…"). */
    selectSessionReconnecting: (state) => state.status === 'loggedIn' && state.connectivity === 'retrying',
    selectAuthError: (state) => state.lastError,
    selectLogoutReason: (state) => state.logoutReason,
    /** Whether the last session was ended in another tab (e.g. "signed out in another tab" for reason `user`). */
    selectLogoutFromOtherTab: (state) => state.logoutFromOtherTab,
    selectIdle: (state) => state.idle,
    selectIdleDialogOpen: (state) => state.idle.phase === 'countdown',
  },
});

export const { sessionChanged, signedIn, signedOut, authErrorRaised, authErrorCleared, idleChanged } = authSlice.actions;
export const {
  selectAuthStatus,
  selectIsLoggedIn,
  selectSessionReconnecting,
  selectAuthError,
  selectLogoutReason,
  selectLogoutFromOtherTab,
  selectIdle,
  selectIdleDialogOpen,
} = authSlice.selectors;

/** Starts mirroring the session into the store (dispatch once after creating the store). */
export const authStarted = createAction('auth/started');
/** Stops mirroring (tests, hot reload). */
export const authStopped = createAction('auth/stopped');
