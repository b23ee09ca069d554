import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { DateInput } from '../../components/date-field';
import { MultiSelect } from './multi-select';
import { valueShape, type QueryCondition, type QueryField, type QueryValue } from './query-tree';
import './query-builder.css';
import '../backoffice.css';

export interface ValueEditorProps {
  condition: QueryCondition;
  /** The condition's field (undefined when the fields given do not hold it: edited as text). */
  field: QueryField | undefined;
  /** The condition's number, for the labels ("Value of condition 2"). */
  n: number;
  /** Base of the ids of the inputs; the first input (the one a label points at) has this id. */
  id: string;
  onChange: (value: QueryValue) => void;
  /** Ids of texts describing the value (an "incomplete" note). */
  describedBy?: string;
}

/** The parts of a comma-separated list, trimmed, blanks left out. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

const join = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The value input of a condition, fitting its field's kind and its operator's shape: a text, number or
 * date input (two for `between`: a range, with a note when its end is before its start; a date is typed
 * day/month/year or picked from a calendar, and a text that is not a date leaves the condition incomplete
 * and says so), a select of the options or of yes/no, a multi-select of the options for `in` / `notIn` on
 * an enum, and a comma-separated list for `in` / `notIn` on text. Enter in an input submits the builder's form
 * (applies the filters). Shown, it asks the field for choices loaded on demand (`onOptionsNeeded`).
 */
export function ValueEditor({ condition, field, n, id, onChange, describedBy }: ValueEditorProps) {
  const { t } = useTranslation('backoffice');
  const optionsNeeded = field?.onOptionsNeeded;
  useEffect(() => {
    optionsNeeded?.();
  }, [optionsNeeded]);
  const kind = field?.kind ?? 'text';
  const shape = valueShape(condition.op);
  const { value } = condition;
  const list = typeof value === 'string' ? (value === '' ? [] : [value]) : value;
  const one = typeof value === 'string' ? value : (value[0] ?? '');
  const label = t('builder.value', { n });

  if (shape === 'list') {
    if (kind === 'enum' || kind === 'boolean') {
      const options = kind === 'enum' ? (field?.options ?? []) : booleanOptions(t);
      return (
        <MultiSelect
          id={id}
          label={label}
          filterLabel={t('builder.multi.filter', { n })}
          chosenLabel={t('builder.multi.chosen', { n })}
          options={options}
          value={list}
          onChange={onChange}
          describedBy={describedBy}
        />
      );
    }
    return <ListInput id={id} label={label} value={list} onChange={onChange} describedBy={describedBy} />;
  }

  if (shape === 'pair') {
    const pair = typeof value === 'string' ? [value, ''] : value;
    const low = pair[0] ?? '';
    const high = pair[1] ?? '';
    const type = inputType(kind);
    const reversed = low.trim() !== '' && high.trim() !== '' && isReversed(kind, low, high);
    const errorId = `${id}-order`;
    if (kind === 'date') {
      return (
        <div className="bf-qb-range bf-qb-range--dates">
          <DateInput
            id={id}
            label={t('builder.valueFrom', { n })}
            labelHidden
            value={low}
            onChange={(next) => onChange([next, high])}
            invalidValue="empty"
            describedBy={describedBy}
            inputClassName="bf-input bf-qb-range__input"
          />
          <span className="bf-qb-range__and" aria-hidden="true">
            {t('builder.rangeAnd')}
          </span>
          <DateInput
            id={`${id}-to`}
            label={t('builder.valueTo', { n })}
            labelHidden
            value={high}
            onChange={(next) => onChange([low, next])}
            invalidValue="empty"
            describedBy={describedBy}
            error={reversed ? t('builder.rangeOrder') : undefined}
            inputClassName="bf-input bf-qb-range__input"
          />
        </div>
      );
    }
    return (
      <div className="bf-qb-range">
        <input
          id={id}
          type={type}
          step={type === 'number' ? 'any' : undefined}
          className="bf-input bf-qb-range__input"
          aria-label={t('builder.valueFrom', { n })}
          aria-describedby={describedBy}
          value={low}
          onChange={(e) => onChange([e.target.value, high])}
        />
        <span className="bf-qb-range__and" aria-hidden="true">
          {t('builder.rangeAnd')}
        </span>
        <input
          id={`${id}-to`}
          type={type}
          step={type === 'number' ? 'any' : undefined}
          className="bf-input bf-qb-range__input"
          aria-label={t('builder.valueTo', { n })}
          aria-describedby={join(describedBy, reversed && errorId)}
          aria-invalid={reversed || undefined}
          value={high}
          onChange={(e) => onChange([low, e.target.value])}
        />
        {reversed ? (
          <p className="bf-qb-range__error" id={errorId}>
            {t('builder.rangeOrder')}
          </p>
        ) : null}
      </div>
    );
  }

  if (kind === 'enum' || kind === 'boolean') {
    const options = kind === 'enum' ? (field?.options ?? []) : booleanOptions(t);
    const known = one === '' || options.some((o) => o.value === one);
    return (
      <SelectBox id={id} label={label} describedBy={describedBy} value={one} onChange={onChange}>
        <option value="">{t('builder.choose')}</option>
        {known ? null : <option value={one}>{one}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectBox>
    );
  }

  if (kind === 'date') {
    return (
      <DateInput
        id={id}
        label={label}
        labelHidden
        value={one}
        onChange={onChange}
        invalidValue="empty"
        describedBy={describedBy}
        inputClassName="bf-input bf-qb-value__input"
      />
    );
  }
  const type = inputType(kind);
  return (
    <input
      id={id}
      type={type}
      step={type === 'number' ? 'any' : undefined}
      inputMode={type === 'number' ? 'decimal' : undefined}
      className="bf-input bf-qb-value__input"
      aria-label={label}
      aria-describedby={describedBy}
      value={one}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function inputType(kind: string): 'text' | 'number' {
  return kind === 'number' ? 'number' : 'text';
}

function isReversed(kind: string, low: string, high: string): boolean {
  if (kind === 'number') return Number(low) > Number(high);
  return kind === 'date' ? low > high : false;
}

function booleanOptions(t: (key: string) => string) {
  return [
    { value: 'true', label: t('boolean.true') },
    { value: 'false', label: t('boolean.false') },
  ];
}

function SelectBox({
  id,
  label,
  describedBy,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  describedBy?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <select
      id={id}
      className="bf-input bf-qb-select bf-qb-value__input"
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {children}
    </select>
  );
}

/**
 * A list of free values typed as one comma-separated text. What is typed stays as typed (spaces,
 * a trailing comma) while the tree holds its parts; a new list from outside replaces the text.
 */
function ListInput({
  id,
  label,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState(() => value.join(', '));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (!sameList(parseList(text), value)) setText(value.join(', '));
  }
  const hintId = `${id}-hint`;
  return (
    <div className="bf-qb-list">
      <input
        id={id}
        type="text"
        className="bf-input bf-qb-value__input"
        aria-label={label}
        aria-describedby={join(hintId, describedBy)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const next = parseList(e.target.value);
          if (!sameList(next, value)) onChange(next);
        }}
      />
      <p className="bf-qb-list__hint" id={hintId}>
        {t('builder.listHint')}
      </p>
    </div>
  );
}
