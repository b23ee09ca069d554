import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { joinPath, TemplateLayout, type LanguageOption, type NavItem } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';
import { SiteLink } from '../app/site-link';
import { useSiteTheme } from '../theme/use-site-theme';
import { useSessionHeader } from '../session/session-header';
import { marketingNavigation } from '../marketing/navigation';
import { blogNavigation } from '../blog/navigation';
import { useLanguageSwitcher } from '../i18n/use-language-switcher';
import { useLocalizedPath } from '../i18n/localized-link';
import { useRiskWarningText } from '../i18n/use-risk-warning';
import { useSignedInRuntime } from '../runtime/runtime';
import { isClientLayoutHandle } from '../client/client-routes';
import { useCompleteTextsOnNavigation } from '../i18n/texts-completion';

/**
 * The header entries: home, the content pages this configuration offers (the trading pages collapse
 * into one entry that opens the first market; each trading page links to the others) and the blog.
 */
function useNavigation(): NavItem[] {
  const app = useAppConfig();
  const { t } = useTranslation(['marketing', 'pages', 'blog']);
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const entries: { to: string; label: string; section?: string }[] = [{ to: '/', label: t('marketing:nav.home') }];
  let tradingAdded = false;
  for (const item of marketingNavigation(app)) {
    if (item.group === 'trading') {
      if (!tradingAdded) entries.push({ to: item.to, label: t('pages:nav.trading'), section: '/trading/' });
      tradingAdded = true;
    } else {
      entries.push({ to: item.to, label: t(item.labelKey) });
    }
  }
  for (const item of blogNavigation) entries.push({ to: item.to, label: t(item.labelKey), section: `${item.to}/` });
  return entries.map(({ to, label, section }) => {
    const href = localize(to);
    const prefix = section ? localize(section) : undefined;
    return { href, label, current: pathname === href || (prefix !== undefined && pathname.startsWith(prefix)) };
  });
}

/**
 * The shell that holds all pages (SPEC §2): the template's marketing layout around the routed page.
 * The signed-in pages have a layout of their own (the client shell, a route of its own): for them
 * this shell only restores the scroll position.
 */
export function Shell() {
  useCompleteTextsOnNavigation();
  const signedInLayout = useMatches().some((match) => isClientLayoutHandle(match.handle));
  if (signedInLayout) {
    return (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    );
  }
  return <MarketingShell />;
}

/** The marketing layout of the template around the routed page. */
function MarketingShell() {
  const app = useAppConfig();
  const template = useTemplate();
  const theme = useSiteTheme();
  const switcher = useLanguageSwitcher();
  const languages: LanguageOption[] = switcher.isMultiLanguage
    ? switcher.languages.map(({ prefix, name, href, current }) => ({ prefix, name, href, current }))
    : [];
  const sessionHeader = useSessionHeader();
  const runtime = useSignedInRuntime();
  const navigation = useNavigation();
  const localize = useLocalizedPath();
  const riskWarning = useRiskWarningText();
  return (
    <>
      <TemplateLayout
        template={template}
        brandName={app.name}
        homeHref={localize('/')}
        navigation={navigation}
        loginHref={sessionHeader.loginHref}
        signUpHref={sessionHeader.signUpHref}
        headerActions={sessionHeader.actions}
        languages={languages}
        themePreference={theme.preference}
        resolvedTheme={theme.resolved}
        onThemeChange={theme.setPreference}
        riskWarning={riskWarning}
        footer={{
          rightsYear: app.rightsYear,
          companyInfo: app.contactInfo.companyInfo,
          email: app.contactInfo.email,
          phoneNumber: app.contactInfo.phoneNumber,
          address: app.contactInfo.address,
          documents: app.documents.map((doc) => ({ href: joinPath(app.uploadsDir, doc.fileName), label: doc.name, external: true })),
        }}
        linkComponent={SiteLink}
      >
        {runtime ? <runtime.LiveBanner /> : null}
        <Outlet />
      </TemplateLayout>
      <ScrollRestoration />
    </>
  );
}
