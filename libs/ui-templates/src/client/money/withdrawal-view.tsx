import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../../components/button';
import { ClientPage, LoadState } from '../common/client-page';
import { MoneyBlock } from './money-parts';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalsTable } from './withdrawal-list';
import type {
  ClientBankAccount,
  ClientTradingAccount,
  ClientWithdrawal,
  MoneyData,
  WithdrawalFormRequest,
  WithdrawalSubmitResult,
} from './types';
import '../common/client-common.css';
import './money.css';

/** Props of {@link WithdrawalView}. */
export interface WithdrawalViewProps {
  /** AppConfig `hasWithdrawalMenu`: withdrawals are offered. */
  available: boolean;
  /** The dashboard (the way back when withdrawals are not offered). */
  dashboardHref: string;
  accounts: MoneyData<readonly ClientTradingAccount[]>;
  banks: MoneyData<readonly ClientBankAccount[]>;
  withdrawals: MoneyData<readonly ClientWithdrawal[]>;
  /** AccountBalance.HideBalance. */
  hideBalance: boolean;
  /** Sends a request (see {@link WithdrawalForm}). */
  onSubmit: (request: WithdrawalFormRequest) => Promise<WithdrawalSubmitResult>;
  /** The user's time zone (IANA) for the dates. */
  timeZone?: string;
}

/**
 * The withdrawal page: the request form and, below it, "Your withdrawal requests" with their date,
 * account, bank account, amount and status. When the site does not offer withdrawals it says so and
 * links back to the dashboard.
 */
export function WithdrawalView({
  available,
  dashboardHref,
  accounts,
  banks,
  withdrawals,
  hideBalance,
  onSubmit,
  timeZone,
}: WithdrawalViewProps) {
  const { t } = useTranslation('client');
  if (!available) {
    return (
      <ClientPage className="bf-money bf-money-withdrawal" title={t('withdrawal.title')}>
        <div className="bf-load-state bf-load-state--empty bf-money-unavailable">
          <p>{t('withdrawal.unavailable')}</p>
          <ButtonLink href={dashboardHref} variant="secondary" size="sm">
            {t('withdrawal.backToDashboard')}
          </ButtonLink>
        </div>
      </ClientPage>
    );
  }
  const formLoading = accounts.loading || banks.loading;
  const formError = accounts.error ?? banks.error;
  const retryForm = accounts.error ? accounts.onRetry : banks.onRetry;
  return (
    <ClientPage className="bf-money bf-money-withdrawal" title={t('withdrawal.title')} lead={t('withdrawal.lead')}>
      <MoneyBlock title={t('withdrawal.form.title')} className="bf-money-withdrawal__form">
        <LoadState
          loading={formLoading}
          error={formError ? `${t('withdrawal.form.loadError')} ${formError}` : null}
          empty={false}
          loadingLabel={t('withdrawal.form.loading')}
          emptyContent={null}
          onRetry={retryForm}
          retrying={accounts.retrying || banks.retrying}
        >
          <WithdrawalForm accounts={accounts.data ?? []} banks={banks.data ?? []} hideBalance={hideBalance} onSubmit={onSubmit} />
        </LoadState>
      </MoneyBlock>
      <MoneyBlock title={t('withdrawal.list.title')} className="bf-money-withdrawal__list">
        <LoadState
          loading={withdrawals.loading}
          error={withdrawals.error ? `${t('withdrawal.list.error')} ${withdrawals.error}` : null}
          empty={(withdrawals.data ?? []).length === 0}
          loadingLabel={t('withdrawal.list.loading')}
          emptyContent={<p>{t('withdrawal.list.empty')}</p>}
          onRetry={withdrawals.onRetry}
          retrying={withdrawals.retrying}
        >
          <WithdrawalsTable
            withdrawals={withdrawals.data ?? []}
            accounts={accounts.data}
            banks={banks.data}
            hideBalance={hideBalance}
            caption={t('withdrawal.list.title')}
            captionHidden
            timeZone={timeZone}
          />
        </LoadState>
      </MoneyBlock>
    </ClientPage>
  );
}
