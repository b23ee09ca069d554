import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { ClientPage, LoadState } from '../common/client-page';
import { AccountsGrid, BalanceTotals } from './account-views';
import { MoneyBlock, MoneyCheckbox } from './money-parts';
import { WithdrawalsTable } from './withdrawal-list';
import {
  hasZeroBalance,
  isDemoAccount,
  type ClientBankAccount,
  type ClientTradingAccount,
  type ClientWithdrawal,
  type MoneyData,
} from './types';
import './money.css';

/** How many withdrawal requests the dashboard lists. */
export const DASHBOARD_WITHDRAWALS = 5;

/** Where the dashboard's links go (paths of the site, in the current language). */
export interface DashboardLinks {
  accounts: string;
  withdrawal: string;
  documents: string;
  /** Opening a demo account. */
  demo: string;
}

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  /** The signed-in user's full name (null while unknown). */
  name: string | null;
  /** The user's e-mail address and whether it is confirmed (null while the user loads). */
  email: { address: string; confirmed: boolean } | null;
  accounts: MoneyData<readonly ClientTradingAccount[]>;
  withdrawals: MoneyData<readonly ClientWithdrawal[]>;
  /** The bank accounts the requests name (their names in the list). */
  banks?: readonly ClientBankAccount[];
  /** AccountBalance.HideBalance. */
  hideBalance: boolean;
  /** Dashboard.HideZeroBalances. */
  hideZeroBalances: boolean;
  onHideZeroBalancesChange: (hide: boolean) => void;
  /**
   * AppConfig `hasWithdrawalMenu`: the latest withdrawal requests, with a link to every request. Without it
   * the site makes no withdrawals, and the dashboard lists none (`withdrawals` is not shown).
   */
  hasWithdrawalMenu: boolean;
  links: DashboardLinks;
  /** Proof of identity and proof of address are verified: the documents step is done. */
  documentsVerified?: boolean;
  /** Mails a new confirmation link; resolves null when sent, else the reason (translated). */
  onResendConfirmation: () => Promise<string | null>;
  /** The user's time zone (IANA) for the dates. */
  timeZone?: string;
}

type ResendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The "confirm your e-mail" step with "Send the link again". */
function ConfirmEmailStep({ address, onResend }: { address: string; onResend: () => Promise<string | null> }) {
  const { t } = useTranslation('client');
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const resend = async () => {
    setState({ kind: 'sending' });
    let failure: string | null;
    try {
      failure = await onResend();
    } catch {
      failure = t('dashboard.nextSteps.confirmEmail.failed');
    }
    if (mounted.current) setState(failure === null ? { kind: 'sent' } : { kind: 'failed', message: failure });
  };
  return (
    <li className="bf-money-step bf-money-step--attention">
      <h3 className="bf-money-step__title">{t('dashboard.nextSteps.confirmEmail.title')}</h3>
      <p className="bf-money-step__text">{t('dashboard.nextSteps.confirmEmail.text', { email: address })}</p>
      <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('dashboard.nextSteps.confirmEmail.sending') : t('dashboard.nextSteps.confirmEmail.resend')}
      </Button>
      <p role="status" className="bf-money-step__status">
        {state.kind === 'sent' ? t('dashboard.nextSteps.confirmEmail.sent', { email: address }) : ''}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="bf-money-step__error">
          {state.message}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The dashboard: a welcome with the user's first name, the total balance per currency (live accounts;
 * demo accounts apart, as virtual funds), the accounts as compact cards (zero balances hidden on
 * request), the latest withdrawal requests (with the withdrawal menu) and the next steps (confirm the e-mail address, upload
 * documents until they are verified, open a demo account when there is none). Each block has its own loading, empty and error
 * states; every amount is masked when balances are hidden.
 */
export function DashboardView({
  name,
  email,
  accounts,
  withdrawals,
  banks,
  hideBalance,
  hideZeroBalances,
  onHideZeroBalancesChange,
  hasWithdrawalMenu,
  links,
  onResendConfirmation,
  timeZone,
  documentsVerified = false,
}: DashboardViewProps) {
  const { t } = useTranslation('client');
  const all = accounts.data ?? [];
  const shown = hideZeroBalances ? all.filter((a) => !hasZeroBalance(a)) : all;
  const latest = [...(withdrawals.data ?? [])]
    .sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.Id - a.Id)
    .slice(0, DASHBOARD_WITHDRAWALS);
  const hasDemo = all.some(isDemoAccount);
  const confirmStep = email !== null && !email.confirmed;
  const demoStep = accounts.data !== undefined && !hasDemo;
  const allDone = !confirmStep && documentsVerified && !demoStep;

  return (
    <ClientPage
      className="bf-money bf-money-dashboard"
      title={name ? t('dashboard.title', { name: name }) : t('dashboard.titleNoName')}
      lead={t('dashboard.lead')}
    >
      <div className="bf-money-dashboard__grid">
        <MoneyBlock title={t('dashboard.totals.title')} className="bf-money-dashboard__totals">
          <LoadState
            loading={accounts.loading}
            error={accounts.error ? `${t('dashboard.totals.error')} ${accounts.error}` : null}
            empty={all.length === 0}
            loadingLabel={t('dashboard.totals.loading')}
            emptyContent={<p>{t('dashboard.totals.empty')}</p>}
            onRetry={accounts.onRetry}
            retrying={accounts.retrying}
          >
            <BalanceTotals accounts={all} hideBalance={hideBalance} />
          </LoadState>
        </MoneyBlock>

        <MoneyBlock title={t('dashboard.nextSteps.title')} className="bf-money-dashboard__steps">
          <LoadState
            loading={email === null}
            error={null}
            empty={false}
            loadingLabel={t('dashboard.nextSteps.loading')}
            emptyContent={null}
          >
            {allDone ? (
              <p className="bf-money-muted">{t('dashboard.nextSteps.allDone')}</p>
            ) : (
              <ul className="bf-money-steps">
                {email && confirmStep ? <ConfirmEmailStep address={email.address} onResend={onResendConfirmation} /> : null}
                {documentsVerified ? null : (
                  <li className="bf-money-step">
                    <h3 className="bf-money-step__title">{t('dashboard.nextSteps.documents.title')}</h3>
                    <p className="bf-money-step__text">{t('dashboard.nextSteps.documents.text')}</p>
                    <ButtonLink href={links.documents} variant="secondary" size="sm">
                      {t('dashboard.nextSteps.documents.link')}
                    </ButtonLink>
                  </li>
                )}
                {demoStep ? (
                  <li className="bf-money-step">
                    <h3 className="bf-money-step__title">{t('dashboard.nextSteps.demo.title')}</h3>
                    <p className="bf-money-step__text">{t('dashboard.nextSteps.demo.text')}</p>
                    <ButtonLink href={links.demo} variant="secondary" size="sm">
                      {t('dashboard.nextSteps.demo.link')}
                    </ButtonLink>
                  </li>
                ) : null}
              </ul>
            )}
          </LoadState>
        </MoneyBlock>

        <MoneyBlock
          title={t('dashboard.accounts.title')}
          className="bf-money-dashboard__accounts"
          actions={
            <>
              <MoneyCheckbox label={t('dashboard.hideZeroBalances')} checked={hideZeroBalances} onChange={onHideZeroBalancesChange} />
              <Link href={links.accounts} className="bf-money-link">
                {t('dashboard.accounts.viewAll')}
              </Link>
            </>
          }
        >
          <LoadState
            loading={accounts.loading}
            error={accounts.error ? `${t('accounts.error')} ${accounts.error}` : null}
            empty={shown.length === 0}
            loadingLabel={t('accounts.loading')}
            emptyContent={
              all.length === 0 ? (
                <p>{t('accounts.empty')}</p>
              ) : (
                <>
                  <p>{t('accounts.allHidden')}</p>
                  <Button variant="secondary" size="sm" onClick={() => onHideZeroBalancesChange(false)}>
                    {t('accounts.showZeroBalances')}
                  </Button>
                </>
              )
            }
            onRetry={accounts.onRetry}
            retrying={accounts.retrying}
          >
            <AccountsGrid accounts={shown} hideBalance={hideBalance} headingLevel={3} compact label={t('dashboard.accounts.title')} />
            {shown.length < all.length ? (
              <p className="bf-money-muted">{t('accounts.someHidden', { hidden: all.length - shown.length })}</p>
            ) : null}
          </LoadState>
        </MoneyBlock>

        {hasWithdrawalMenu ? (
          <MoneyBlock
            title={t('dashboard.withdrawals.title')}
            className="bf-money-dashboard__withdrawals"
            actions={
              <Link href={links.withdrawal} className="bf-money-link">
                {t('dashboard.withdrawals.viewAll')}
              </Link>
            }
          >
            <LoadState
              loading={withdrawals.loading}
              error={withdrawals.error ? `${t('withdrawal.list.error')} ${withdrawals.error}` : null}
              empty={latest.length === 0}
              loadingLabel={t('withdrawal.list.loading')}
              emptyContent={<p>{t('withdrawal.list.empty')}</p>}
              onRetry={withdrawals.onRetry}
              retrying={withdrawals.retrying}
            >
              <WithdrawalsTable
                withdrawals={latest}
                accounts={all}
                banks={banks}
                hideBalance={hideBalance}
                caption={t('dashboard.withdrawals.title')}
                captionHidden
                timeZone={timeZone}
              />
            </LoadState>
          </MoneyBlock>
        ) : null}
      </div>
    </ClientPage>
  );
}
