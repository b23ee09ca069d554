import '../backoffice.css';
import './user-profile.css';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { SelectField } from '../../client/forms/form-parts';
import { isSalesStatus, SALES_STATUS_VALUES, type SalesStatusValue } from './user-edit';

/** Props of {@link SalesStatusField}. */
export interface SalesStatusFieldProps {
  /** The client's sales status now (kept live); null when the record has none. */
  status: SalesStatusValue | string | null | undefined;
  /** With `users.update`: a choice and "Save status"; without, the status as text. */
  editable: boolean;
  /** Saves the chosen status (`UpdateSalesStatus`). */
  onSave?: (status: SalesStatusValue) => void;
  /** A save is under way. */
  busy?: boolean;
  /** Why the last save failed, in the interface language. */
  error?: string | null;
  /** The status the last save set (announced as "The sales status is now …"). */
  saved?: SalesStatusValue | null;
  className?: string;
}

/**
 * A client's sales status (New, Contacted, Interested, Not interested, Converted) in words. With the
 * permission to change it, a labelled choice and "Save status": the outcome is announced (a status message
 * once saved, an alert with the reason when refused); a change pushed meanwhile shows unless another
 * status is chosen and not yet saved.
 */
export function SalesStatusField({ status, editable, onSave, busy = false, error, saved, className }: SalesStatusFieldProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const current = isSalesStatus(status) ? status : null;
  const [choice, setChoice] = useState<SalesStatusValue | null>(null);
  // Once the record has the chosen status (saved here, or pushed), the choice follows the record again.
  if (choice !== null && choice === current) setChoice(null);
  const label = (value: SalesStatusValue) => t(`profile.sales.statuses.${value}`);
  const selected = choice ?? current ?? '';

  if (!editable) {
    return (
      <div className={cx('bf-user-sales', className)}>
        <h3 className="bf-user-details__title">{t('profile.sales.title')}</h3>
        <dl className="bf-details">
          <div className="bf-details__row">
            <dt>{t('profile.fields.SalesStatus')}</dt>
            <dd>{current ? label(current) : t('user.none')}</dd>
          </div>
        </dl>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !isSalesStatus(selected) || selected === current) return;
    onSave?.(selected);
  };
  return (
    <form
      className={cx('bf-user-sales', 'bf-user-sales--editable', className)}
      aria-label={t('profile.fields.SalesStatus')}
      onSubmit={submit}
    >
      <h3 className="bf-user-details__title">{t('profile.sales.title')}</h3>
      <div className="bf-user-sales__row">
        <SelectField
          id={`${id}-status`}
          label={t('profile.fields.SalesStatus')}
          options={SALES_STATUS_VALUES.map((value) => ({ value, label: label(value) }))}
          placeholder={current ? undefined : t('user.none')}
          value={selected}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setChoice(isSalesStatus(event.target.value) ? event.target.value : null)}
        />
        <Button type="submit" variant="secondary" disabled={busy || !isSalesStatus(selected) || selected === current}>
          {t('profile.sales.save')}
        </Button>
      </div>
      <p role="status" className="bf-user-sales__status">
        {busy
          ? t('profile.sales.busy')
          : saved && saved === current && choice === null
            ? t('profile.sales.saved', { status: label(saved) })
            : ''}
      </p>
      <p role="alert" id={`${id}-error`} className="bf-user-sales__error">
        {error ? t('profile.sales.failed', { reason: error }) : ''}
      </p>
    </form>
  );
}
