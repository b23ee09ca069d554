import './groups.css';
import { forwardRef, useId, type Ref } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import type { EmployeeOption } from './groups-types';

interface EmployeePickerBase {
  /** The name of the choice ("Team lead", "Employees"). */
  legend: string;
  /** The search text (employees whose name contains it). */
  search: string;
  onSearch: (text: string) => void;
  /** The employees found; undefined before the first answer. */
  options: readonly EmployeeOption[] | undefined;
  loading?: boolean;
  /** Why the employees could not be loaded, in words. */
  loadError?: string | null;
  onRetry?: () => void;
  /** A message beside the choice (nothing chosen, or the service's refusal in words). */
  error?: string | null;
  /** The search box (a dialog's first focus). */
  searchRef?: Ref<HTMLInputElement>;
}

/** One employee, or the "none" choice (`noneLabel`, value null). */
export interface SingleEmployeePickerProps extends EmployeePickerBase {
  multiple?: false;
  /** The choice: an employee, null for the "none" choice, undefined for none yet. */
  value: EmployeeOption | null | undefined;
  onChange: (value: EmployeeOption | null) => void;
  /** The label of a first choice meaning "nobody" ("No team lead"); without it there is none. */
  noneLabel?: string;
}

/** Several employees. */
export interface MultipleEmployeePickerProps extends EmployeePickerBase {
  multiple: true;
  value: readonly EmployeeOption[];
  onChange: (value: EmployeeOption[]) => void;
}

/** Props of {@link EmployeePicker}. */
export type EmployeePickerProps = SingleEmployeePickerProps | MultipleEmployeePickerProps;

/**
 * Picks employees: a search box over the employees and the matches as radio buttons (one employee, an
 * optional "none" choice first) or checkboxes (several, with how many are chosen). The chosen employees
 * stay listed while the search changes. The ref is the first choice (to focus when a choice is missing).
 */
export const EmployeePicker = forwardRef<HTMLInputElement, EmployeePickerProps>(function EmployeePicker(props, firstChoiceRef) {
  const { legend, search, onSearch, options, loading = false, loadError, onRetry, error, searchRef } = props;
  const { t } = useTranslation('backoffice');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const listed = options ?? [];
  const chosen: readonly EmployeeOption[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const missing = chosen.filter((c) => !listed.some((o) => o.id === c.id));
  const choices = [...missing, ...listed];
  const isChosen = (option: EmployeeOption) => chosen.some((c) => c.id === option.id);
  const toggle = (option: EmployeeOption) => {
    if (props.multiple) props.onChange(isChosen(option) ? props.value.filter((c) => c.id !== option.id) : [...props.value, option]);
    else props.onChange(option);
  };
  const none = !props.multiple && props.noneLabel !== undefined;
  let status: string | null = null;
  if (loading) status = t('groups.picker.loading');
  else if (!loadError && options && options.length === 0) status = t('groups.picker.empty');
  const describedBy = [props.multiple ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="bf-groups-picker">
      <div className="bf-field bf-groups-picker__search">
        <label className="bf-field__label" htmlFor={`${id}-search`}>
          {t('groups.picker.search')}
        </label>
        <p className="bf-field__hint" id={hintId}>
          {t('groups.picker.hint')}
        </p>
        <input
          ref={searchRef}
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
        className={cx('bf-groups-picker__choices', error ? 'bf-groups-picker__choices--invalid' : undefined)}
        aria-describedby={describedBy}
      >
        <legend className="bf-field__label">{legend}</legend>
        {props.multiple ? (
          <p className="bf-groups-picker__count" id={countId}>
            {t('groups.picker.chosen', { count: props.value.length })}
          </p>
        ) : null}
        {none ? (
          <label className="bf-groups-picker__choice">
            <input
              ref={firstChoiceRef}
              type="radio"
              name={`${id}-employee`}
              checked={props.value === null}
              onChange={() => props.onChange(null)}
            />
            <span>{props.noneLabel}</span>
          </label>
        ) : null}
        {choices.map((option, index) => (
          <label key={option.id} className="bf-groups-picker__choice">
            <input
              ref={!none && index === 0 ? firstChoiceRef : undefined}
              type={props.multiple ? 'checkbox' : 'radio'}
              name={`${id}-employee`}
              checked={isChosen(option)}
              onChange={() => toggle(option)}
            />
            <span>
              {option.name}
              {option.email ? <span className="bf-groups-picker__email"> {option.email}</span> : null}
            </span>
          </label>
        ))}
        <p className="bf-groups-picker__status" role="status">
          {status}
        </p>
        {loadError ? (
          <div className="bf-groups-picker__load-error" role="alert">
            <p>
              {t('groups.picker.error')} {loadError}
            </p>
            {onRetry ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t('groups.picker.retry')}
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
