import './backoffice.css';
import { useId } from 'react';
import { Button } from '../components/button';
import { cx } from '../components/class-names';
import { defaultUsersFiltersLabels, type UsersFiltersLabels, type UserStatus } from './labels';

/** The filters of the users list. Empty strings mean "any". */
export interface UsersFilterValues {
  search: string;
  type: '' | 'individual' | 'employee';
  /** ISO alpha-2 country code. */
  country: string;
  status: '' | UserStatus;
}

export const EMPTY_USERS_FILTERS: UsersFilterValues = Object.freeze({ search: '', type: '', country: '', status: '' });

export interface UsersFiltersProps {
  value: UsersFilterValues;
  onChange: (next: UsersFilterValues) => void;
  /** Countries to offer, in the interface language. */
  countries: readonly { code: string; name: string }[];
  labels?: UsersFiltersLabels;
  className?: string;
}

/** Search box (name or email) and the user type, country and status filters. */
export function UsersFilters({ value, onChange, countries, labels = defaultUsersFiltersLabels, className }: UsersFiltersProps) {
  const id = useId();
  const set = (patch: Partial<UsersFilterValues>) => onChange({ ...value, ...patch });
  const filtered = value.search !== '' || value.type !== '' || value.country !== '' || value.status !== '';
  return (
    <form className={cx('bf-filters', className)} role="search" aria-label={labels.title} onSubmit={(event) => event.preventDefault()}>
      <div className="bf-filters__field bf-filters__field--search">
        <label htmlFor={`${id}-search`}>{labels.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          className="bf-input"
          placeholder={labels.searchHint}
          value={value.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <div className="bf-filters__field">
        <label htmlFor={`${id}-type`}>{labels.type}</label>
        <select
          id={`${id}-type`}
          className="bf-input"
          value={value.type}
          onChange={(event) => set({ type: event.target.value as UsersFilterValues['type'] })}
        >
          <option value="">{labels.any}</option>
          <option value="individual">{labels.types.individual}</option>
          <option value="employee">{labels.types.employee}</option>
        </select>
      </div>
      <div className="bf-filters__field">
        <label htmlFor={`${id}-country`}>{labels.country}</label>
        <select id={`${id}-country`} className="bf-input" value={value.country} onChange={(event) => set({ country: event.target.value })}>
          <option value="">{labels.any}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="bf-filters__field">
        <label htmlFor={`${id}-status`}>{labels.status}</label>
        <select
          id={`${id}-status`}
          className="bf-input"
          value={value.status}
          onChange={(event) => set({ status: event.target.value as UsersFilterValues['status'] })}
        >
          <option value="">{labels.any}</option>
          <option value="active">{labels.statuses.active}</option>
          <option value="blocked">{labels.statuses.blocked}</option>
          <option value="archived">{labels.statuses.archived}</option>
        </select>
      </div>
      {filtered ? (
        <Button variant="ghost" size="sm" className="bf-filters__reset" onClick={() => onChange(EMPTY_USERS_FILTERS)}>
          {labels.reset}
        </Button>
      ) : null}
    </form>
  );
}
