import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCurrentClaims } from '@brokerfront/auth/react';
import { useAppConfig } from '@brokerfront/config/react';
import { DocumentStatus, DocumentType, fullNameOf, type UserDocument } from '@brokerfront/identity-api';
import { useTranslation } from '@brokerfront/i18n/react';
import {
  selectCurrentUser,
  useGetBankAccountsQuery,
  useGetDocumentsQuery,
  useGetMyAccountsQuery,
  useGetWithdrawalsQuery,
  useResendConfirmationMutation,
} from '@brokerfront/identity-api/redux';
import { DashboardView } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';
import { dashboardHideZeroBalancesSet, selectDashboardHideZeroBalances, selectHideBalance } from '../settings/settings-slice';
import { useMoneyData, useOwnDataArg } from './money-data';
import { useServiceErrorText } from './service-errors';

/** A text claim of the token, or null. */
const claimText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Whether a proof of identity and a proof of address are both verified (the documents step is done). */
function documentsVerified(documents: readonly UserDocument[] | undefined): boolean {
  const verified = (type: DocumentType) => (documents ?? []).some((d) => d.DocumentType === type && d.Status === DocumentStatus.Verified);
  return verified(DocumentType.Identity) && verified(DocumentType.ProofOfAddress);
}

/**
 * `/account`: the dashboard of the signed-in client (inside the client shell; an employee is sent to the
 * back office). A welcome with the first name, the total balance per currency, the accounts
 * (Dashboard.HideZeroBalances), the latest withdrawal requests (only on a site with the withdrawal menu,
 * AppConfig `hasWithdrawalMenu`; without it they are not asked for) and the next steps (the documents
 * step until a proof of identity and a proof of address are verified); "Send the link again" mails a new
 * confirmation link (`ResendConfirmation`).
 */
export function DashboardRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const localize = useLocalizedPath();
  const dispatch = useAppDispatch();
  const errorText = useServiceErrorText();
  const user = useAppSelector(selectCurrentUser);
  // Until the user record is loaded (or when it cannot be), the token's name greets.
  const claims = useCurrentClaims();
  const hideBalance = useAppSelector(selectHideBalance);
  const hideZeroBalances = useAppSelector(selectDashboardHideZeroBalances);
  const arg = useOwnDataArg();
  // Without the withdrawal menu the site makes no withdrawals, and the dashboard lists none.
  const hasWithdrawalMenu = app.hasWithdrawalMenu === true;
  const withdrawalsArg = hasWithdrawalMenu ? arg : skipToken;
  const accounts = useMoneyData(useGetMyAccountsQuery(arg));
  const withdrawals = useMoneyData(useGetWithdrawalsQuery(withdrawalsArg));
  const banks = useGetBankAccountsQuery(withdrawalsArg).data;
  const documents = useGetDocumentsQuery(arg === undefined && user ? user.Id : skipToken).data;
  const [resendConfirmation] = useResendConfirmationMutation();
  const email = user?.Email;

  const onResendConfirmation = useCallback(async (): Promise<string | null> => {
    if (!email) return null;
    const result = await resendConfirmation(email);
    return 'error' in result ? errorText(result.error) : null;
  }, [email, resendConfirmation, errorText]);

  return (
    <>
      <DocumentHead
        title={t('dashboard.documentTitle')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.account}
      />
      <DashboardView
        name={(user && fullNameOf(user)) || claimText(claims?.name) || null}
        email={user ? { address: user.Email, confirmed: user.EmailConfirmed } : null}
        accounts={accounts}
        withdrawals={withdrawals}
        banks={banks}
        hideBalance={hideBalance}
        hideZeroBalances={hideZeroBalances}
        onHideZeroBalancesChange={(hide) => dispatch(dashboardHideZeroBalancesSet(hide))}
        hasWithdrawalMenu={hasWithdrawalMenu}
        links={{
          accounts: localize(pathTo('accountAccounts')),
          withdrawal: localize(pathTo('accountWithdrawal')),
          documents: localize(pathTo('accountDocuments')),
          demo: localize(pathTo('signUpDemo')),
        }}
        documentsVerified={documentsVerified(documents)}
        onResendConfirmation={onResendConfirmation}
        timeZone={user?.TimeZone ?? undefined}
      />
    </>
  );
}
