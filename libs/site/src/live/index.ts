/**
 * The live signed-in side: the live session (hub, current user, permissions, feeds), the current-user
 * gate of protected screens, the permissions behind `<Can>`, and the header's indicator and banners.
 */
export { forcedLogoutReason, hubUrlOf, startLiveSession, type LiveSession, type LiveSessionOptions } from './live-session';
export { CurrentUserGate, type CurrentUserGateProps } from './current-user-gate';
export { LiveConnectionIndicator, LiveStatusBanner, selectLiveProblem } from './live-header';
export { SitePermissionsProvider } from './site-permissions';
