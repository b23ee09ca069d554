import './backoffice.css';
import { forwardRef, useId, type Ref } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../components/button';
import { cx } from '../components/class-names';

/** An employee to choose. */
export interface EmployeeChoice {
  id: number;
  /** The full name. */
  name: string;
  email?: string;
}

interface EmployeeSearchPickerBase {
  /** The name of the choice ("Team lead", "Employees", "Account manager"). */
  legend: string;
  /** The search text (employees whose name contains it). */
  search: string;
  onSearch: (text: string) => void;
  /** The employees found; undefined before the first answer. */
  options: readonly EmployeeChoice[] | undefined;
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
export interface SingleEmployeeSearchPickerProps extends EmployeeSearchPickerBase {
  multiple?: false;
  /** The choice: an employee, null for the "none" choice, undefined for none yet. */
  value: EmployeeChoice | null | undefined;
  onChange: (value: EmployeeChoice | null) => void;
  /** The label of a first choice meaning "nobody" ("No team lead"); without it there is none. */
  noneLabel?: string;
}

/** Several employees. */
export interface MultipleEmployeeSearchPickerProps extends EmployeeSearchPickerBase {
  multiple: true;
  value: readonly EmployeeChoice[];
  onChange: (value: EmployeeChoice[]) => void;
}

/** Where a picker's texts are, and its own class. */
interface PickerLook {
  /**
   * The key of the picker's texts in the `backoffice` namespace (its part's): `.search`, `.hint`,
   * `.loading`, `.empty`, `.error`, `.retry` and, for several employees, `.chosen` (with `count`).
   */
  textKey: string;
  className?: string;
}

/** Props of {@link EmployeeSearchPicker}. */
export type EmployeeSearchPickerProps = (SingleEmployeeSearchPickerProps | MultipleEmployeeSearchPickerProps) & PickerLook;

/**
 * Picks employees: a search box over the employees and the matches as radio buttons (one employee, an
 * optional "none" choice first) or checkboxes (several, with how many are chosen). The chosen employees
 * stay listed while the search changes; loading, no match and a failed search (with "Try again") are said
 * in words. The ref is the first choice (to focus when a choice is missing).
 */
export const EmployeeSearchPicker = forwardRef<HTMLInputElement, EmployeeSearchPickerProps>(
  function EmployeeSearchPicker(props, firstChoiceRef) {
    const { legend, search, onSearch, options, loading = false, loadError, onRetry, error, searchRef, textKey, className } = props;
    const { t } = useTranslation('backoffice');
    const id = useId();
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const countId = `${id}-count`;
    const listed = options ?? [];
    const chosen: readonly EmployeeChoice[] = props.multiple ? props.value : props.value ? [props.value] : [];
    const missing = chosen.filter((c) => !listed.some((o) => o.id === c.id));
    const choices = [...missing, ...listed];
    const isChosen = (option: EmployeeChoice) => chosen.some((c) => c.id === option.id);
    const toggle = (option: EmployeeChoice) => {
      if (props.multiple) props.onChange(isChosen(option) ? props.value.filter((c) => c.id !== option.id) : [...props.value, option]);
      else props.onChange(option);
    };
    const none = !props.multiple && props.noneLabel !== undefined;
    let status: string | null = null;
    if (loading) status = t(`${textKey}.loading`);
    else if (!loadError && options && options.length === 0) status = t(`${textKey}.empty`);
    const describedBy = [props.multiple ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

    return (
      <div className={cx('bf-employee-picker', className)}>
        <div className="bf-field bf-employee-picker__search">
          <label className="bf-field__label" htmlFor={`${id}-search`}>
            {t(`${textKey}.search`)}
          </label>
          <p className="bf-field__hint" id={hintId}>
            {t(`${textKey}.hint`)}
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
          className={cx('bf-employee-picker__choices', error ? 'bf-employee-picker__choices--invalid' : undefined)}
          aria-describedby={describedBy}
        >
          <legend className="bf-field__label">{legend}</legend>
          {props.multiple ? (
            <p className="bf-employee-picker__count" id={countId}>
              {t(`${textKey}.chosen`, { count: props.value.length })}
            </p>
          ) : null}
          {none ? (
            <label className="bf-employee-picker__choice">
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
            <label key={option.id} className="bf-employee-picker__choice">
              <input
                ref={!none && index === 0 ? firstChoiceRef : undefined}
                type={props.multiple ? 'checkbox' : 'radio'}
                name={`${id}-employee`}
                checked={isChosen(option)}
                onChange={() => toggle(option)}
              />
              <span>
                {option.name}
                {option.email ? <span className="bf-employee-picker__note"> {option.email}</span> : null}
              </span>
            </label>
          ))}
          <p className="bf-employee-picker__status" role="status">
            {status}
          </p>
          {loadError ? (
            <div className="bf-employee-picker__load-error" role="alert">
              <p>
                {t(`${textKey}.error`)} {loadError}
              </p>
              {onRetry ? (
                <Button size="sm" variant="secondary" onClick={onRetry}>
                  {t(`${textKey}.retry`)}
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
  },
);
