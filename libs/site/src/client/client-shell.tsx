import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentClaims, useSignOut } from '@brokerfront/auth/react';
import { selectAuthStatus, selectSessionReconnecting } from '@brokerfront/auth/redux';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf } from '@brokerfront/identity-api';
import { useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import {
  ClientLayout,
  IconBank,
  IconDashboard,
  IconFileText,
  IconSettings,
  IconUser,
  IconUsers,
  IconWallet,
  ReconnectingNotice,
  type ClientNavSection,
  type LanguageOption,
} from '@brokerfront/ui-templates';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useTemplate } from '../app/site-context';
import { SiteLink } from '../app/site-link';
import { useLanguageSwitcher } from '../i18n/use-language-switcher';
import { useLocalizedPath } from '../i18n/localized-link';
import { useRiskWarningText } from '../i18n/use-risk-warning';
import { LiveConnectionIndicator, LiveStatusBanner } from '../live/live-header';
import { pathTo } from '../paths';
import { hideBalanceSet, selectHideBalance, selectSidenavOpened, sidenavSet } from '../settings/settings-slice';
import { useSiteTheme } from '../theme/use-site-theme';
import { NoIndex } from '../head/document-head';
import { RequireSignedIn } from '../session/guards';
import { useSignedInRole } from '../session/signed-in-role';
import { useAvatarUrl } from './avatar';
import { DelegatedSessionNotice } from './delegated-session-notice';

/** A text claim of the token, or null. */
const claimText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The side navigation. A client's: Dashboard, Accounts, Withdrawal (AppConfig `hasWithdrawalMenu`),
 * Documents, Profile and Settings. An employee's: Profile and Settings (no money or documents of their
 * own), and the back office when they may read users ("Users", "Import users" with users.import, and
 * "Employee groups").
 */
function useClientNavigation(): ClientNavSection[] {
  const app = useAppConfig();
  const { t } = useTranslation('client');
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const employee = useSignedInRole() === 'employee';
  const mayReadUsers = usePermission('users.read');
  const mayImportUsers = usePermission('users.import');
  const entry = (page: Parameters<typeof pathTo>[0], label: string, icon: ReactNode, section = false) => {
    const href = localize(pathTo(page));
    return { href, label, icon, current: pathname === href || (section && pathname.startsWith(`${href}/`)) };
  };
  const sections: ClientNavSection[] = [
    {
      id: 'client',
      items: [
        ...(employee
          ? []
          : [
              entry('account', t('shell.nav.dashboard'), <IconDashboard size={20} />),
              entry('accountAccounts', t('shell.nav.accounts'), <IconWallet size={20} />),
              ...(app.hasWithdrawalMenu ? [entry('accountWithdrawal', t('shell.nav.withdrawal'), <IconBank size={20} />)] : []),
              entry('accountDocuments', t('shell.nav.documents'), <IconFileText size={20} />),
            ]),
        entry('accountProfile', t('shell.nav.profile'), <IconUser size={20} />),
        entry('accountSettings', t('shell.nav.settings'), <IconSettings size={20} />),
      ],
    },
  ];
  if (employee && mayReadUsers) {
    sections.push({
      id: 'backoffice',
      label: t('shell.backOffice'),
      items: [
        entry('backOfficeUsers', t('shell.nav.users'), <IconUsers size={20} />, true),
        ...(mayImportUsers ? [entry('backOfficeImport', t('shell.nav.importUsers'), <IconFileText size={20} />)] : []),
        entry('backOfficeGroups', t('shell.nav.employeeGroups'), <IconUsers size={20} />),
      ],
    });
  }
  return sections;
}

/**
 * The client shell around the signed-in page: the template's signed-in layout fed from the store. An
 * employee's shell leaves out what speaks to clients: the "Hide balances" eye and the risk warning.
 */
function ClientShell() {
  const app = useAppConfig();
  const template = useTemplate();
  const { t } = useTranslation('client');
  const { t: tAuth } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const theme = useSiteTheme();
  const switcher = useLanguageSwitcher();
  const localize = useLocalizedPath();
  const signOut = useSignOut();
  const claims = useCurrentClaims();
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const reconnecting = useAppSelector(selectSessionReconnecting);
  const sidenavOpen = useAppSelector(selectSidenavOpened);
  const hideBalances = useAppSelector(selectHideBalance);
  // The current user from the cache (loaded by the live session at sign-in; this shares its request).
  const { data: user } = useGetCurrentUserQuery(signedIn ? undefined : skipToken);
  const avatarUrl = useAvatarUrl(user);
  const navigation = useClientNavigation();
  const employee = useSignedInRole() === 'employee';
  const languages: LanguageOption[] = switcher.isMultiLanguage
    ? switcher.languages.map(({ prefix, name, href, current }) => ({ prefix, name, href, current }))
    : [];
  const fullName = (user && fullNameOf(user)) || claimText(claims?.name) || claimText(claims?.email) || t('shell.accountFallback');
  const riskWarning = useRiskWarningText();
  return (
    <ClientLayout
      template={template}
      brandName={app.name}
      homeHref={localize('/')}
      navigation={navigation}
      audience={employee ? 'employee' : 'client'}
      sidenavOpen={sidenavOpen}
      onSidenavOpenChange={(open) => dispatch(sidenavSet(open))}
      user={{ fullName, email: user?.Email ?? claimText(claims?.email) ?? undefined, avatarUrl }}
      profileHref={localize(pathTo('accountProfile'))}
      settingsHref={localize(pathTo('accountSettings'))}
      onSignOut={signOut}
      hideBalances={hideBalances}
      onHideBalancesChange={(hidden) => dispatch(hideBalanceSet(hidden))}
      languages={languages}
      themePreference={theme.preference}
      resolvedTheme={theme.resolved}
      onThemeChange={theme.setPreference}
      status={
        <>
          <LiveConnectionIndicator />
          <ReconnectingNotice reconnecting={reconnecting} label={tAuth('session.reconnecting')} />
        </>
      }
      notices={
        <>
          <DelegatedSessionNotice />
          <LiveStatusBanner />
        </>
      }
      riskWarning={riskWarning}
      linkComponent={SiteLink}
    >
      <Outlet />
    </ClientLayout>
  );
}

/**
 * The layout route of every signed-in page (`/account…` and the back office): logged-in only (a
 * 150 ms start-up wait, else the root with the URL remembered; the sign-in page, which says why, when
 * the session was ended without the user asking: {@link RequireSignedIn}), then the client shell with the
 * route's page inside. Every signed-in page is kept out of search engines (`noindex`).
 */
export function ClientLayoutRoute() {
  return (
    <NoIndex>
      <RequireSignedIn>
        <ClientShell />
      </RequireSignedIn>
    </NoIndex>
  );
}
