import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { UserType, type Filter, type GenericQuery } from '@brokerfront/identity-api';
import { useSearchUsersQuery } from '@brokerfront/identity-api/redux';
import type { EmployeeOption } from '@brokerfront/ui-templates';
import { useServiceErrorText } from '../../client/service-errors';

/** How long the employee search waits for typing to pause. */
export const EMPLOYEE_SEARCH_DEBOUNCE_MS = 300;
/** Employees a picker lists at once. */
const EMPLOYEE_PAGE_SIZE = 20;

/** The data of an employee picker: the search box, the employees found, loading and a failed search. */
export interface EmployeeSearch {
  search: string;
  onSearch: (text: string) => void;
  options: EmployeeOption[] | undefined;
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
}

/** The Search of active employees (neither blocked nor archived) whose full name contains `text`, by name. */
export function employeeSearchQuery(text: string): GenericQuery {
  const filters: Filter[] = [
    { Op: 'eq', Field: 'UserType', Value: UserType.Employee },
    { Op: 'eq', Field: 'IsBlocked', Value: false },
    { Op: 'eq', Field: 'IsArchived', Value: false },
  ];
  if (text) filters.push({ Op: 'contains', Field: 'FullName', Value: text });
  return {
    PageNumber: 1,
    PageSize: EMPLOYEE_PAGE_SIZE,
    Filters: filters,
    Sort: [
      { Column: 'LastName', Asc: true },
      { Column: 'FirstName', Asc: true },
    ],
  };
}

/**
 * The employees a picker offers (a team lead, members to add, an account manager): active employees whose
 * name contains the search text, searched when typing pauses, only while `active` (its dialog open).
 * The employees of `exclude` are left out (the members a group has already).
 */
export function useEmployeeSearch(active: boolean, exclude?: ReadonlySet<number>): EmployeeSearch {
  const errorText = useServiceErrorText();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setApplied(search.trim()), EMPLOYEE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  // A closed picker starts over when it opens again.
  useEffect(() => {
    if (active) return;
    setSearch('');
    setApplied('');
  }, [active]);
  const query = useMemo(() => employeeSearchQuery(applied), [applied]);
  const { data, error, isError, isFetching, refetch } = useSearchUsersQuery(active ? query : skipToken);
  const options = useMemo(
    () => data?.Items.filter((user) => !exclude?.has(user.Id)).map((user) => ({ id: user.Id, name: user.FullName, email: user.Email })),
    [data, exclude],
  );
  return {
    search,
    onSearch: setSearch,
    options: isError ? undefined : options,
    loading: active && (isFetching || search.trim() !== applied),
    loadError: isError ? errorText(error) : null,
    onRetry: () => void refetch(),
  };
}
