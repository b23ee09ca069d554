/**
 * The live signed-in side: the realtime lifecycle loaded after sign-in, the current-user loader of
 * protected routes, and the header's live name, connection indicator and network error banner.
 */
export { connectLiveSession, currentLiveSession, hubUrlOf, type LiveSession, type LiveSessionOptions } from './connect-live-session';
export { CURRENT_USER_WAIT_MS, CurrentUserGate, type CurrentUserGateProps } from './current-user-gate';
export { liveSessionStarted } from './live-actions';
export { LiveConnectionIndicator, LiveNetworkBanner } from './live-header';
export { selectLiveConnectionState, selectLiveFullName, selectLiveNetworkError, type LiveRootState } from './live-selectors';
