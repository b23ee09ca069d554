import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once the realtime wiring has loaded while a session is open: it starts the current-user
 * lifecycle for that session (later sign-ins start it through `signedIn` directly).
 */
export const liveSessionStarted = createAction('live/sessionStarted');
