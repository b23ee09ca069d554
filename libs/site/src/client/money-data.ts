import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectAuthStatus } from '@brokerfront/auth/redux';
import type { MoneyData } from '@brokerfront/ui-templates';
import { useAppSelector } from '../app/hooks';
import { useServiceErrorText } from './service-errors';

/**
 * The argument of the money queries (the signed-in user's own data): none while signed in, RTK Query's
 * `skipToken` otherwise, so a page that is leaving after a sign-out asks for nothing.
 */
export function useOwnDataArg(): undefined | typeof skipToken {
  return useAppSelector(selectAuthStatus) === 'loggedIn' ? undefined : skipToken;
}

/** The part of an RTK Query result a page's block needs. */
export interface QueryState<T> {
  data?: T;
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A query result as a block of data for the money views: loading until the first answer, the data kept
 * while it is refreshed (so a form on it stays with what was typed), an error in the interface language
 * only when there is no data to show.
 */
export function useMoneyData<T>({ data, isLoading, isUninitialized, isError, isFetching, error, refetch }: QueryState<T>): MoneyData<T> {
  const errorText = useServiceErrorText();
  return useMemo(
    () => ({
      data,
      loading: data === undefined && (isLoading || isUninitialized),
      error: data === undefined && isError ? errorText(error) : null,
      onRetry: () => void refetch(),
      retrying: isFetching,
    }),
    [data, isLoading, isUninitialized, isError, isFetching, error, refetch, errorText],
  );
}
