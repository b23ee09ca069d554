import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdlePhase, IdleState } from '../idle-watch';
import type { LoginSource, LogoutReason, SessionState, SessionStatus } from '../session';
import type { LoginResult } from '../types';

/** The signed-in user as read from the access token. */
export interface AuthUser {
  /** `sub`: the user id as a string. */
  id: string | null;
  email: string | null;
  name: string | null;
  /** `Individual` or `Employee`. */
  userType: string | null;
}

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
  user: AuthUser | null;
  lastError: AuthError | null;
  /** Why the last session ended (`user`, `idle`, `refreshFailed`, …). */
  logoutReason: LogoutReason | null;
  idle: { phase: IdlePhase; secondsLeft: number | null };
}

export const initialAuthState: AuthSliceState = {
  status: 'starting',
  persistent: false,
  user: null,
  lastError: null,
  logoutReason: null,
  idle: { phase: 'stopped', secondsLeft: null },
};

/** Serialisable snapshot of the core session state. */
export interface SessionSnapshot {
  status: SessionStatus;
  persistent: boolean;
  user: AuthUser | null;
}

/** Turns the core state into the slice's serialisable snapshot (no token in the store). */
export function toSessionSnapshot(state: SessionState): SessionSnapshot {
  const claims = state.claims;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    status: state.status,
    persistent: state.persistent,
    user:
      state.status === 'loggedIn' && claims
        ? { id: text(claims.sub), email: text(claims.email), name: text(claims.name), userType: text(claims.user_type) }
        : null,
  };
}

/** Turns a failed login result into the slice's serialisable error. */
export function toAuthError(result: LoginResult): AuthError {
  return { message: result.message, errorCode: result.errorCode ?? null, lockedUntil: result.lockedUntil ? result.lockedUntil.toISOString() : null };
}

/**
 * The `auth` slice: a mirror of the core session for the store (status, user, last error, idle
 * countdown). It is fed by `addAuthListeners`; the session core stays the source of truth.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionChanged(state, action: PayloadAction<SessionSnapshot>) {
      state.status = action.payload.status;
      state.persistent = action.payload.persistent;
      state.user = action.payload.user;
      if (action.payload.status === 'loggedIn') state.logoutReason = null;
    },
    /** A session began in this tab (password, auto-login, restored or from another tab). */
    signedIn(state, action: PayloadAction<{ source: LoginSource }>) {
      void action;
      state.lastError = null;
    },
    /** The session ended; other slices clear their signed-in data on this action. */
    signedOut(state, action: PayloadAction<{ reason: LogoutReason; message?: string; fromOtherTab: boolean }>) {
      state.status = 'loggedOut';
      state.user = null;
      state.persistent = false;
      state.logoutReason = action.payload.reason;
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
    selectCurrentAuthUser: (state) => state.user,
    selectIsEmployee: (state) => state.user?.userType === 'Employee',
    selectAuthError: (state) => state.lastError,
    selectLogoutReason: (state) => state.logoutReason,
    selectIdle: (state) => state.idle,
    selectIdleDialogOpen: (state) => state.idle.phase === 'countdown',
  },
});

export const { sessionChanged, signedIn, signedOut, authErrorRaised, authErrorCleared, idleChanged } = authSlice.actions;
export const {
  selectAuthStatus,
  selectIsLoggedIn,
  selectCurrentAuthUser,
  selectIsEmployee,
  selectAuthError,
  selectLogoutReason,
  selectIdle,
  selectIdleDialogOpen,
} = authSlice.selectors;

/** Starts mirroring the session into the store (dispatch once after creating the store). */
export const authStarted = createAction('auth/started');
/** Stops mirroring (tests, hot reload). */
export const authStopped = createAction('auth/stopped');
/** Signs out in every tab. */
export const signOutRequested = createAction<{ reason?: LogoutReason } | undefined>('auth/signOutRequested');
/** "Stay signed in" in the idle dialog. */
export const staySignedInRequested = createAction('auth/staySignedInRequested');
