import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { identityApi } from '@brokerfront/identity-api/redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';

/**
 * The full names of several users (`GetFullNameOfUsers`, batched and cached per id; 'Unknown' on failure
 * or a missing id), for lists that name many users at once (the groups' team leads). A name not known
 * yet is missing from the map.
 */
export function useFullNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const dispatch = useAppDispatch();
  const unique = useMemo(() => [...new Set(ids)].sort((a, b) => a - b), [ids]);
  const key = unique.join(',');
  // Subscribed by the ids themselves: a new array of the same ids changes nothing.
  useEffect(() => {
    const subscriptions = (key ? key.split(',').map(Number) : []).map((id) => dispatch(identityApi.endpoints.getFullName.initiate(id)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [dispatch, key]);
  const names = useAppSelector((state) => unique.map((id) => identityApi.endpoints.getFullName.select(id)(state).data), shallowEqual);
  return useMemo(() => {
    const map = new Map<number, string>();
    unique.forEach((id, i) => {
      const name = names[i];
      if (name !== undefined) map.set(id, name);
    });
    return map;
  }, [unique, names]);
}
