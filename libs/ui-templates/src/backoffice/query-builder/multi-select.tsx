import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import type { QueryFieldOption } from './query-tree';
import './query-builder.css';
import '../backoffice.css';

/** Lists up to this long are shown as plain checkboxes; longer ones get a search box and a scrolling list. */
export const INLINE_OPTIONS_MAX = 8;

export interface MultiSelectProps {
  /** Base of the ids of the parts. */
  id: string;
  /** The name of the whole control ("Value of condition 2"). */
  label: string;
  /** The label of the search box of a long list ("Find a value for condition 2"). */
  filterLabel: string;
  /** The name of the list of chosen values ("Chosen values of condition 2"). */
  chosenLabel: string;
  options: readonly QueryFieldOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Ids of texts describing the control (an "incomplete" note). */
  describedBy?: string;
}

/** Lower case without accents, so that "osterreich" finds "Österreich". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A choice of several values. A short list (user types, genders) is a group of checkboxes. A long one
 * (about 250 countries) shows the chosen values as removable chips and a "Choose values" button opening
 * a search box over a checkbox list: typing narrows the list (by name or code, any case, accents
 * ignored), Enter ticks the first match, the arrow keys move through the list (one tab stop),
 * Space ticks, Escape closes and returns to the button.
 */
export function MultiSelect(props: MultiSelectProps) {
  return props.options.length <= INLINE_OPTIONS_MAX ? <CheckboxGroup {...props} /> : <SearchableList {...props} />;
}

function toggled(value: readonly string[], option: string): string[] {
  return value.includes(option) ? value.filter((v) => v !== option) : [...value, option];
}

function CheckboxGroup({ id, label, options, value, onChange, describedBy }: MultiSelectProps) {
  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="bf-qb-multi bf-qb-multi--inline" id={id}>
      {options.map((option) => (
        <label key={option.value} className="bf-qb-multi__check">
          <input type="checkbox" checked={value.includes(option.value)} onChange={() => onChange(toggled(value, option.value))} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

function SearchableList({ id, label, filterLabel, chosenLabel, options, value, onChange, describedBy }: MultiSelectProps) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFilter = useRef(false);

  const labelOf = useMemo(() => {
    const byValue = new Map(options.map((o) => [o.value, o.label]));
    return (v: string) => byValue.get(v) ?? v;
  }, [options]);
  const folded = useMemo(
    () => options.map((option) => ({ option, name: fold(option.label), code: option.value.toLowerCase() })),
    [options],
  );
  const shown = useMemo(() => {
    const needle = fold(text.trim());
    if (!needle) return options;
    return folded.filter(({ name, code }) => name.includes(needle) || code === needle).map(({ option }) => option);
  }, [folded, options, text]);
  const current = Math.min(active, Math.max(0, shown.length - 1));

  // The search box exists only once the list has rendered open: focus it then.
  useEffect(() => {
    if (!focusFilter.current) return;
    focusFilter.current = false;
    filterRef.current?.focus();
  });

  const close = () => {
    setOpen(false);
    setText('');
    toggleRef.current?.focus();
  };
  const focusItem = (index: number) => {
    const items = listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    if (!items || items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    items[next].focus();
  };

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current);
    } else if (event.key === 'Enter') {
      // Enter ticks the first match here; it does not apply the filters.
      event.preventDefault();
      if (shown.length > 0) {
        onChange(toggled(value, shown[0].value));
        setText('');
        setActive(0);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const onItemKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: shown.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      if (event.key === 'ArrowUp' && index === 0) filterRef.current?.focus();
      else focusItem(moves[event.key]);
    } else if (event.key === 'Enter') {
      // Enter ticks (as Space does) rather than applying the filters from inside the list.
      event.preventDefault();
      onChange(toggled(value, shown[index].value));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const removeChip = (option: string, index: number) => {
    const next = value.filter((v) => v !== option);
    onChange(next);
    // Focus the next chip's button, else the previous one, else the button that opens the list.
    const chips = document.getElementById(`${id}-chips`)?.querySelectorAll<HTMLButtonElement>('button');
    const neighbour = chips?.[index + 1] ?? chips?.[index - 1];
    if (neighbour) neighbour.focus();
    else toggleRef.current?.focus();
  };

  const panelId = `${id}-panel`;
  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="bf-qb-multi" id={id}>
      {value.length > 0 ? (
        <ul className="bf-qb-chips" id={`${id}-chips`} aria-label={chosenLabel}>
          {value.map((v, index) => (
            <li key={v} className="bf-qb-chip">
              <span className="bf-qb-chip__label">{labelOf(v)}</span>
              <button
                type="button"
                className="bf-qb-chip__remove"
                aria-label={t('builder.multi.remove', { label: labelOf(v) })}
                onClick={() => removeChip(v, index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="bf-button bf-button--secondary bf-button--sm bf-qb-multi__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) close();
          else {
            setOpen(true);
            setActive(0);
            focusFilter.current = true;
          }
        }}
      >
        <span className="bf-button__label">{value.length > 0 ? t('builder.multi.change') : t('builder.multi.choose')}</span>
      </button>
      <div id={panelId} className="bf-qb-multi__panel" hidden={!open}>
        {open ? (
          <>
            <input
              ref={filterRef}
              type="search"
              className="bf-input bf-qb-multi__filter"
              aria-label={filterLabel}
              aria-describedby={`${hintId} ${countId}`}
              aria-controls={`${id}-list`}
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setActive(0);
              }}
              onKeyDown={onFilterKey}
            />
            <p className="bf-qb-multi__hint" id={hintId}>
              {t('builder.multi.filterHint')}
            </p>
            <p className="bf-qb-multi__count" id={countId} aria-live="polite">
              {shown.length === 0
                ? t('builder.multi.noMatch', { text: text.trim() })
                : t('builder.multi.shown', { shown: shown.length, total: options.length })}
            </p>
            <ul className="bf-qb-multi__list" id={`${id}-list`} ref={listRef} aria-label={label}>
              {shown.map((option, index) => (
                <li key={option.value} className={cx('bf-qb-multi__item', value.includes(option.value) && 'bf-qb-multi__item--chosen')}>
                  <label className="bf-qb-multi__check">
                    <input
                      type="checkbox"
                      tabIndex={index === current ? 0 : -1}
                      checked={value.includes(option.value)}
                      onChange={() => onChange(toggled(value, option.value))}
                      onFocus={() => setActive(index)}
                      onKeyDown={(e) => onItemKey(e, index)}
                    />
                    <span>{option.label}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="bf-qb-multi__actions">
              <button
                type="button"
                className="bf-button bf-button--ghost bf-button--sm"
                disabled={value.length === 0}
                onClick={() => {
                  onChange([]);
                  filterRef.current?.focus();
                }}
              >
                <span className="bf-button__label">{t('builder.multi.clear')}</span>
              </button>
              <button type="button" className="bf-button bf-button--secondary bf-button--sm" onClick={close}>
                <span className="bf-button__label">{t('builder.multi.done')}</span>
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
