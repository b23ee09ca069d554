import { skipToken } from '@reduxjs/toolkit/query';
import { selectAuthStatus } from '@brokerfront/auth/redux';
import { useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { useAppSelector } from '../../app/hooks';

/** The signed-in user's id, once the current user is loaded (null before, and when signed out). */
export function useCurrentUserId(): number | null {
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const { data } = useGetCurrentUserQuery(signedIn ? undefined : skipToken);
  return data?.Id ?? null;
}

/** Whether `userId` is the signed-in employee's own record. */
export function useIsOwnRecord(userId: number | undefined): boolean {
  const me = useCurrentUserId();
  return me !== null && userId !== undefined && me === userId;
}
