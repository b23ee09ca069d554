import { useMemo } from 'react';
import { formatLongDate, intlLocaleOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import type { ClientBankAccount, ClientTradingAccount } from './types';

/** The `Intl` locale of the interface language (`en` formats the British way). */
export function useMoneyLocale(): string {
  const { i18n } = useTranslation('client');
  return intlLocaleOf(i18n.language || 'en');
}

/** Formats a date in the interface language with the month written out (`20 November 2025`), in `timeZone` when valid. */
export function useLongDate(timeZone?: string): (iso: string) => string {
  const { i18n } = useTranslation('client');
  const language = i18n.language || 'en';
  return useMemo(
    () => (iso: string) => {
      try {
        return formatLongDate(iso, language, { timeZone });
      } catch {
        // An unknown time zone: the browser's.
        return formatLongDate(iso, language);
      }
    },
    [language, timeZone],
  );
}

/** The last 4 characters of a masked IBAN (the only ones the service sends). */
export const ibanEnding = (iban: string): string => iban.replace(/\s/g, '').slice(-4);

/** Totals of balances per currency, in the order the currencies first appear. */
export function totalsByCurrency(accounts: readonly ClientTradingAccount[]): Array<{ currency: string; total: number }> {
  const cents = new Map<string, number>();
  for (const account of accounts) cents.set(account.Currency, (cents.get(account.Currency) ?? 0) + Math.round(account.Balance * 100));
  return [...cents].map(([currency, total]) => ({ currency, total: total / 100 }));
}

/** Looks up accounts and banks by id (for the rows of withdrawal requests). */
export function byId<T extends ClientTradingAccount | ClientBankAccount>(items: readonly T[] | undefined): Map<number, T> {
  return new Map((items ?? []).map((item) => [item.Id, item]));
}
