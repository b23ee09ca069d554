import type { TokenClaims } from '@brokerfront/auth';
import { useCurrentClaims } from '@brokerfront/auth/react';
import { UserType, type User } from '@brokerfront/identity-api';
import { selectCurrentUser } from '@brokerfront/identity-api/redux';
import { useAppSelector } from '../app/hooks';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo } from '../paths';

/** What a signed-in user does on the site (SPEC §6 user types): a client (Individual) or an employee. */
export type SignedInRole = 'client' | 'employee';

/**
 * The role of the signed-in user: from their record once it is loaded (when it is the token's user), else
 * from the access token's `user_type` claim, so that it is known the moment the sign-in succeeds; `null`
 * when neither says (signed out, or a token without the claim whose user has not loaded yet).
 */
export function signedInRoleOf(
  user: Pick<User, 'Id' | 'UserType'> | null | undefined,
  claims: TokenClaims | null | undefined,
): SignedInRole | null {
  // A record left from the previous user of a switched session is not this user's.
  const own = user && (claims?.sub === undefined || claims.sub === String(user.Id)) ? user : null;
  if (own) return own.UserType === UserType.Employee ? 'employee' : 'client';
  if (claims?.user_type === 'Employee') return 'employee';
  if (claims?.user_type === 'Individual') return 'client';
  return null;
}

/**
 * Where a signed-in user belongs (unprefixed): an employee's work is the back office, so their home is the
 * users list; a client's is the dashboard (also when the role is not known yet).
 */
export function signedInHomeOf(role: SignedInRole | null): string {
  return role === 'employee' ? pathTo('backOfficeUsers') : pathTo('account');
}

/** The signed-in user's role (see {@link signedInRoleOf}); `null` while signed out or not known yet. */
export function useSignedInRole(): SignedInRole | null {
  const user = useAppSelector(selectCurrentUser);
  const claims = useCurrentClaims();
  return signedInRoleOf(user, claims);
}

/** Where the signed-in user belongs, in the current language: the back office for employees, else the dashboard. */
export function useSignedInHome(): string {
  const localize = useLocalizedPath();
  return localize(signedInHomeOf(useSignedInRole()));
}
