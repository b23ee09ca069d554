import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import type { EnvelopeError } from '@brokerfront/identity-api';
import {
  selectCurrentUser,
  useGetBankAccountsQuery,
  useGetMyAccountsQuery,
  useGetWithdrawalsQuery,
  useRequestWithdrawalMutation,
} from '@brokerfront/identity-api/redux';
import { WithdrawalView, type WithdrawalField, type WithdrawalFormRequest, type WithdrawalSubmitResult } from '@brokerfront/ui-templates';
import { useAppSelector } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';
import { selectHideBalance } from '../settings/settings-slice';
import { useMoneyData, useOwnDataArg } from './money-data';
import { envelopeErrorsOf, splitErrors, useServiceErrorText } from './service-errors';

/** The form field a refusal of `POST accounts/Withdrawals` concerns (contract), or none: a form-level alert. */
function withdrawalFieldOf(error: EnvelopeError): WithdrawalField | undefined {
  switch (error.Code) {
    case 'invalid_amount':
    case 'not_enough_free_margin':
      return 'amount';
    case 'bank_not_found':
    case 'bank_not_enabled':
      return 'bank';
    case 'demo_account_withdrawal':
    case 'not_found':
      return 'account';
    default:
      return undefined;
  }
}

/**
 * `/account/withdrawal` (inside the client shell), when AppConfig `hasWithdrawalMenu`: the request form
 * and the user's requests. A refusal shows in the interface language beside its field (amount, account,
 * bank account) or as an alert; the request invalidates the cached requests and accounts, so the list
 * and the free margins refresh. Without `hasWithdrawalMenu` the page says withdrawals are not offered.
 */
export function WithdrawalRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const localize = useLocalizedPath();
  const errorText = useServiceErrorText();
  const available = app.hasWithdrawalMenu === true;
  const user = useAppSelector(selectCurrentUser);
  const hideBalance = useAppSelector(selectHideBalance);
  const ownData = useOwnDataArg();
  // Nothing is asked for when the page only says that withdrawals are not offered.
  const arg = available ? ownData : skipToken;
  const accounts = useMoneyData(useGetMyAccountsQuery(arg));
  const banks = useMoneyData(useGetBankAccountsQuery(arg));
  const withdrawals = useMoneyData(useGetWithdrawalsQuery(arg));
  const [requestWithdrawal] = useRequestWithdrawalMutation();

  const onSubmit = useCallback(
    async ({ accountId, bankAccountId, amount }: WithdrawalFormRequest): Promise<WithdrawalSubmitResult> => {
      const result = await requestWithdrawal({ AccountId: accountId, BankAccountId: bankAccountId, Amount: amount });
      if (!('error' in result)) return { ok: true };
      const errors = envelopeErrorsOf(result.error);
      if (errors.length === 0) return { ok: false, formError: errorText(result.error) };
      // Every error is said: each field's beside it, the others in the alert (SPEC §8, joined by commas).
      const { fields, rest } = splitErrors(errors, withdrawalFieldOf);
      const fieldErrors: Partial<Record<WithdrawalField, string>> = {};
      for (const [field, list] of Object.entries(fields) as Array<[WithdrawalField, EnvelopeError[]]>) fieldErrors[field] = errorText(list);
      return { ok: false, fieldErrors, formError: rest.length ? errorText(rest) : undefined };
    },
    [requestWithdrawal, errorText],
  );

  return (
    <>
      <DocumentHead
        title={t('withdrawal.documentTitle')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.accountWithdrawal}
      />
      <WithdrawalView
        available={available}
        dashboardHref={localize(pathTo('account'))}
        accounts={accounts}
        banks={banks}
        withdrawals={withdrawals}
        hideBalance={hideBalance}
        onSubmit={onSubmit}
        timeZone={user?.TimeZone ?? undefined}
      />
    </>
  );
}
