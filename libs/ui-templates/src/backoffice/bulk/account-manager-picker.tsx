import './bulk.css';
import { forwardRef, useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import type { AccountManagerOption } from './bulk-types';

/** Props of {@link AccountManagerPicker}. */
export interface AccountManagerPickerProps {
  /** The search text (employees whose name contains it). */
  search: string;
  onSearch: (text: string) => void;
  /** The employees found; undefined before the first answer. */
  options: readonly AccountManagerOption[] | undefined;
  loading?: boolean;
  /** Why the employees could not be loaded, in words. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The choice: an employee, null for "No account manager", undefined for none yet. */
  value: AccountManagerOption | null | undefined;
  onChange: (value: AccountManagerOption | null) => void;
  /** A message beside the choice (nothing chosen). */
  error?: string | null;
}

/**
 * Picks an account manager: a search box over the employees and the matches as radio buttons,
 * "No account manager" first. The chosen employee stays listed while the search changes.
 */
export const AccountManagerPicker = forwardRef<HTMLInputElement, AccountManagerPickerProps>(function AccountManagerPicker(
  { search, onSearch, options, loading = false, loadError, onRetry, value, onChange, error },
  firstChoiceRef,
) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listed = options ?? [];
  const choices = value && !listed.some((o) => o.id === value.id) ? [value, ...listed] : listed;
  let status: string | null = null;
  if (loading) status = t('bulk.picker.loading');
  else if (!loadError && options && options.length === 0) status = t('bulk.picker.empty');

  return (
    <div className="bf-bulk-picker">
      <div className="bf-field bf-bulk-picker__search">
        <label className="bf-field__label" htmlFor={`${id}-search`}>
          {t('bulk.picker.search')}
        </label>
        <p className="bf-field__hint" id={hintId}>
          {t('bulk.picker.hint')}
        </p>
        <input
          id={`${id}-search`}
          type="search"
          className="bf-field__control"
          autoComplete="off"
          value={search}
          aria-describedby={hintId}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <fieldset
        className={cx('bf-bulk-picker__choices', error ? 'bf-bulk-picker__choices--invalid' : undefined)}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="bf-field__label">{t('bulk.picker.legend')}</legend>
        <label className="bf-bulk-picker__choice">
          <input ref={firstChoiceRef} type="radio" name={`${id}-manager`} checked={value === null} onChange={() => onChange(null)} />
          <span>{t('bulk.picker.none')}</span>
        </label>
        {choices.map((option) => (
          <label key={option.id} className="bf-bulk-picker__choice">
            <input type="radio" name={`${id}-manager`} checked={value?.id === option.id} onChange={() => onChange(option)} />
            <span>
              {option.name}
              {option.email ? <span className="bf-bulk-picker__email"> {option.email}</span> : null}
            </span>
          </label>
        ))}
        <p className="bf-bulk-picker__status" role="status">
          {status}
        </p>
        {loadError ? (
          <div className="bf-bulk-picker__load-error" role="alert">
            <p>
              {t('bulk.picker.error')} {loadError}
            </p>
            {onRetry ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t('bulk.picker.retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p className="bf-field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
});
