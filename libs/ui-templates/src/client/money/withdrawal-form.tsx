import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { TextField } from '../../components/field';
import { Amount, formatAmount } from '../common/amount';
import { ibanEnding, useMoneyLocale } from './money-format';
import {
  isDemoAccount,
  type ClientBankAccount,
  type ClientTradingAccount,
  type WithdrawalField,
  type WithdrawalFormRequest,
  type WithdrawalSubmitResult,
} from './types';
import {
  parseWithdrawalAmount,
  validateWithdrawal,
  type WithdrawalFormValues,
  type WithdrawalValidationError,
} from './withdrawal-validation';
import './money.css';
import '../common/client-common.css';

/** The fields in the order of the form (the first invalid one takes the focus). */
const FIELDS: readonly WithdrawalField[] = ['amount', 'account', 'bank'];

/** The `name` of each field's control. */
const CONTROL_NAME: Record<WithdrawalField, string> = { amount: 'amount', account: 'accountId', bank: 'bankAccountId' };

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/** A labelled select, wired like the text fields: hint and error by aria-describedby, aria-invalid on error. */
function SelectField({ label, hint, error, children, ...select }: SelectFieldProps) {
  const id = `bf-select-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('bf-field', error ? 'bf-field--invalid' : undefined)}>
      <label className="bf-field__label" htmlFor={id}>
        {label}
        {select.required ? (
          <span className="bf-field__required">
            <span aria-hidden="true"> *</span>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="bf-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className="bf-field__control bf-money-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p className="bf-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link WithdrawalForm}. */
export interface WithdrawalFormProps {
  /** The user's trading accounts: the live ones are offered (demo accounts never withdraw). */
  accounts: readonly ClientTradingAccount[];
  /** The user's bank accounts: disabled ones are listed but cannot be chosen. */
  banks: readonly ClientBankAccount[];
  /** AccountBalance.HideBalance: free margins masked. */
  hideBalance: boolean;
  /** Sends the request; resolves with what became of it (texts of refusals already translated). */
  onSubmit: (request: WithdrawalFormRequest) => Promise<WithdrawalSubmitResult>;
  /** Values to start with (the first live account and the first enabled bank account by default). */
  initialValues?: Partial<WithdrawalFormValues>;
}

/**
 * The withdrawal request form: "Amount", "Account" (live accounts with their currency and free margin)
 * and "Bank account" (disabled ones shown but not selectable), "Request withdrawal". The browser checks
 * the amount (above 0, at most 2 decimals, not above the free margin) before sending; the service's
 * refusals show beside the field they concern, or as an alert. Nothing typed is lost on an error; on
 * success a status message says so and the amount is cleared for the next request.
 */
export function WithdrawalForm({ accounts, banks, hideBalance, onSubmit, initialValues }: WithdrawalFormProps) {
  const { t } = useTranslation('client');
  const locale = useMoneyLocale();
  const live = accounts.filter((a) => !isDemoAccount(a));
  const [values, setValues] = useState<WithdrawalFormValues>(() => ({
    amount: '',
    accountId: live[0] ? String(live[0].Id) : '',
    bankAccountId: String(banks.find((b) => b.Enabled)?.Id ?? ''),
    ...initialValues,
  }));
  const [attempted, setAttempted] = useState(false);
  const [checks, setChecks] = useState<Partial<Record<WithdrawalField, WithdrawalValidationError>>>({});
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [focusRequest, setFocusRequest] = useState<{ target: WithdrawalField | 'alert' } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'alert') alert.current?.focus();
    else (form.current?.elements.namedItem(CONTROL_NAME[focusRequest.target]) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  const account = live.find((a) => String(a.Id) === values.accountId);

  const update = (field: WithdrawalField, value: string) => {
    const next = { ...values, [CONTROL_NAME[field]]: value } as WithdrawalFormValues;
    setValues(next);
    if (attempted) setChecks(validateWithdrawal(next, live, banks));
    // A refusal of the service concerned the value as it was: it goes once the value changes.
    setServiceErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
    if (status === 'sent') setStatus('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const found = validateWithdrawal(values, live, banks);
    setChecks(found);
    setServiceErrors({});
    setFormError(null);
    setStatus('idle');
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      setFocusRequest({ target: firstInvalid });
      return;
    }
    sending.current = true;
    setStatus('sending');
    let result: WithdrawalSubmitResult;
    try {
      result = await onSubmit({
        accountId: Number(values.accountId),
        bankAccountId: Number(values.bankAccountId),
        amount: parseWithdrawalAmount(values.amount) ?? 0,
      });
    } catch {
      result = { ok: false, formError: t('withdrawal.errors.failed') };
    }
    sending.current = false;
    if (!mounted.current) return;
    if (result.ok) {
      setValues((current) => ({ ...current, amount: '' }));
      setAttempted(false);
      setChecks({});
      setStatus('sent');
      return;
    }
    const fieldErrors = result.fieldErrors ?? {};
    setServiceErrors(fieldErrors);
    setFormError(result.formError ?? null);
    setStatus('idle');
    const firstRefused = FIELDS.find((f) => fieldErrors[f]);
    setFocusRequest({ target: firstRefused ?? 'alert' });
  };

  const checkText = (field: WithdrawalField): string | undefined => {
    const check = checks[field];
    if (!check) return serviceErrors[field];
    if (check === 'amountAboveFreeMargin') {
      if (hideBalance || !account) return t('withdrawal.errors.amountAboveFreeMarginHidden');
      return t('withdrawal.errors.amountAboveFreeMargin', { freeMargin: formatAmount(account.FreeMargin, account.Currency, locale) });
    }
    return t(`withdrawal.errors.${check}`);
  };

  if (live.length === 0) return <p className="bf-load-state bf-load-state--empty">{t('withdrawal.form.noLiveAccounts')}</p>;
  if (banks.length === 0) return <p className="bf-load-state bf-load-state--empty">{t('withdrawal.form.noBanks')}</p>;

  const busy = status === 'sending';
  const freeMarginText = (a: ClientTradingAccount) =>
    hideBalance ? t('withdrawal.form.hiddenAmount') : formatAmount(a.FreeMargin, a.Currency, locale);
  const noEnabledBank = !banks.some((b) => b.Enabled);

  return (
    <form ref={form} className="bf-money-form" noValidate onSubmit={submit} aria-busy={busy} aria-label={t('withdrawal.form.title')}>
      {formError ? (
        <p ref={alert} className="bf-money-form__alert" role="alert" tabIndex={-1}>
          {formError}
        </p>
      ) : null}
      <TextField
        name="amount"
        label={t('withdrawal.form.amount')}
        hint={t('withdrawal.form.amountHint', { currency: account?.Currency ?? '' })}
        value={values.amount}
        error={checkText('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        onChange={(e) => update('amount', e.target.value)}
      />
      <SelectField
        name="accountId"
        label={t('withdrawal.form.account')}
        hint={
          account ? (
            <>
              {t('withdrawal.form.freeMargin')}{' '}
              <span data-amount="freeMargin">
                <Amount value={account.FreeMargin} currency={account.Currency} locale={locale} hidden={hideBalance} />
              </span>
            </>
          ) : undefined
        }
        value={values.accountId}
        error={checkText('account')}
        required
        onChange={(e) => update('account', e.target.value)}
      >
        {values.accountId === '' ? <option value="">{t('withdrawal.form.choose')}</option> : null}
        {live.map((a) => (
          <option key={a.Id} value={String(a.Id)}>
            {t('withdrawal.form.accountOption', {
              number: a.Number,
              platform: a.Platform,
              currency: a.Currency,
              freeMargin: freeMarginText(a),
            })}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="bankAccountId"
        label={t('withdrawal.form.bank')}
        hint={noEnabledBank ? t('withdrawal.form.noEnabledBank') : undefined}
        value={values.bankAccountId}
        error={checkText('bank')}
        required
        onChange={(e) => update('bank', e.target.value)}
      >
        {values.bankAccountId === '' ? <option value="">{t('withdrawal.form.choose')}</option> : null}
        {banks.map((b) => {
          const label = t('withdrawal.form.bankOption', { bank: b.BankName, ending: ibanEnding(b.Iban), currency: b.Currency });
          return (
            <option key={b.Id} value={String(b.Id)} disabled={!b.Enabled}>
              {b.Enabled ? label : `${label} ${t('withdrawal.form.bankDisabled')}`}
            </option>
          );
        })}
      </SelectField>
      <div className="bf-money-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('withdrawal.form.sending') : t('withdrawal.form.submit')}
        </Button>
      </div>
      <p className="bf-money-form__status" role="status">
        {status === 'sent' ? t('withdrawal.form.sent') : ''}
      </p>
    </form>
  );
}
