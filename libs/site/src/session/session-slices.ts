import type { WithSlice } from '@reduxjs/toolkit';
import { authSlice } from '@brokerfront/auth/react';
import { identityApi, identityApiWithWrites } from '@brokerfront/identity-api/redux';
import { permissionsSlice } from '@brokerfront/permissions/react';
import { rootReducer } from '../app/store';

declare module '../app/store' {
  // Declaration merging: the store state knows the slices injected here.
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice>, WithSlice<typeof permissionsSlice>, WithSlice<typeof identityApi> {}
}

/** The `auth` slice injected into the site's root reducer (its selectors take the root state). */
export const siteAuthSlice = authSlice.injectInto(rootReducer);

/** The current user's permissions, injected into the site's root reducer. */
export const sitePermissionsSlice = permissionsSlice.injectInto(rootReducer);

/** Injects the `identityApi` reducer, taking the cache writes pushed events carry (idempotent); the `auth` and `permissions` slices inject when this module loads. */
export function injectSessionReducers(): void {
  rootReducer.inject(identityApiWithWrites);
}

/** Status of the session as mirrored in the store: `starting`, `loggedIn` or `loggedOut`. */
export const selectSessionStatus = siteAuthSlice.selectors.selectAuthStatus;
/** The signed-in user read from the access token (id, email, name, user type), or `null`. */
export const selectSessionUser = siteAuthSlice.selectors.selectCurrentAuthUser;
/** Whether the signed-in user is an employee. */
export const selectSessionIsEmployee = siteAuthSlice.selectors.selectIsEmployee;
