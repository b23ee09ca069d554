import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import './client-common.css';

/** Props of {@link Amount}. */
export interface AmountProps {
  value: number;
  /** ISO 4217 code. */
  currency: string;
  /** BCP 47 locale of the figures (the interface language's). */
  locale: string;
  /** UserSettings AccountBalance.HideBalance: the amount is masked, no digit of it reaches the page. */
  hidden: boolean;
  className?: string;
}

/** The mask shown instead of a hidden amount (no digit). */
export const HIDDEN_AMOUNT_MASK = '••••••';

/** Formats an amount in its currency for `locale` (two decimals). */
export function formatAmount(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * A money amount. Hidden (the "Hide balances" setting), it renders a mask and an accessible text
 * ("Hidden amount") instead: neither the DOM nor the accessibility tree carries a digit of it.
 */
export function Amount({ value, currency, locale, hidden, className }: AmountProps) {
  const { t } = useTranslation('client');
  if (hidden) {
    return (
      <span className={cx('bf-amount', 'bf-amount--hidden', className)} role="img" aria-label={t('common.hiddenAmount', { currency })}>
        <span aria-hidden="true">{HIDDEN_AMOUNT_MASK}</span> <span aria-hidden="true">{currency}</span>
      </span>
    );
  }
  return (
    <span className={cx('bf-amount', value < 0 ? 'bf-amount--negative' : undefined, className)}>
      {formatAmount(value, currency, locale)}
    </span>
  );
}
