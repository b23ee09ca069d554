export { startSiteI18n, type SiteI18n, type SiteI18nOptions } from './site-i18n';
export { LanguageRoute, NOT_FOUND_PATH } from './language-route';
export { useLanguageSwitcher, type LanguageOption, type LanguageSwitcher } from './use-language-switcher';
export { LocalizedLink, LocalizedNavLink, useLocalizedNavigate, useLocalizedPath } from './localized-link';
