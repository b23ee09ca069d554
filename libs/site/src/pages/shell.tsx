import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { isExternalHref, joinPath, languageTag, TemplateLayout, type LanguageOption, type LinkComponentProps, type NavItem } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';
import { useSiteTheme } from '../theme/use-site-theme';
import { useSessionHeader } from '../session/session-controls';

/**
 * The link renderer handed to the templates: a router link for paths of this site, a plain anchor
 * for other origins, mail/telephone links, in-page anchors and static files under `assets/`.
 */
export function SiteLink({ href, children, ...rest }: LinkComponentProps) {
  if (isExternalHref(href) || href.startsWith('#') || href.startsWith('assets/') || href.startsWith('/assets/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** The languages of the site as switcher links (prefixed home pages), the current one marked. */
function useLanguageOptions(): LanguageOption[] {
  const app = useAppConfig();
  const { i18n } = useTranslation('marketing');
  const current = i18n.language || app.defaultLanguage.prefix;
  if (app.languages.length < 2) return [];
  return app.languages.map((language) => ({
    prefix: language.prefix,
    name: language.name,
    href: `/${language.prefix}`,
    current: language.prefix === current,
  }));
}

/** The shell that holds all pages (SPEC §2): the template's layout around the routed page. */
export function Shell() {
  const app = useAppConfig();
  const template = useTemplate();
  const { t, i18n } = useTranslation('marketing');
  const theme = useSiteTheme();
  const languages = useLanguageOptions();
  const sessionHeader = useSessionHeader();
  const navigation: NavItem[] = [{ href: '/', label: t('nav.home') }];
  const riskLanguage = i18n.language && i18n.language !== app.defaultLanguage.prefix ? app.defaultLanguage.prefix : undefined;
  return (
    <>
      <TemplateLayout
        template={template}
        brandName={app.name}
        homeHref="/"
        navigation={navigation}
        loginHref={sessionHeader.loginHref}
        signUpHref={sessionHeader.signUpHref}
        headerActions={sessionHeader.actions}
        languages={languages}
        themePreference={theme.preference}
        resolvedTheme={theme.resolved}
        onThemeChange={theme.setPreference}
        riskWarning={app.riskWarningInfo}
        riskWarningLang={riskLanguage ? languageTag(riskLanguage) : undefined}
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
        <Outlet />
      </TemplateLayout>
      <ScrollRestoration />
    </>
  );
}
