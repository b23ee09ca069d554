import type { AppConfig, ContactInfo, DocumentLink, Language, MediaNewsItem, RiskWarningTexts, SpreadRow, VectorSize } from './types';

/**
 * Selectors: the flags of AppConfig grouped by the part of the site that needs them.
 * Plain functions of the AppConfig, so components, stories and tests share them.
 */

/** Languages of the site and whether it offers more than one (language switcher, prefixed routes). */
export interface LanguageSettings {
  languages: Language[];
  defaultLanguage: Language;
  isMultiLanguage: boolean;
}

export function selectLanguageSettings(app: AppConfig): LanguageSettings {
  return { languages: app.languages, defaultLanguage: app.defaultLanguage, isMultiLanguage: app.languages.length > 1 };
}

/** Header and menus. */
export interface NavigationSettings {
  hasTradingMenu: boolean;
  hasWithdrawalMenu: boolean;
  showContact: boolean;
  loginLink: string;
  signUpLink: string;
}

export function selectNavigationSettings(app: AppConfig): NavigationSettings {
  const { hasTradingMenu, hasWithdrawalMenu, showContact, loginLink, signUpLink } = app;
  return { hasTradingMenu, hasWithdrawalMenu, showContact, loginLink, signUpLink };
}

/** Home and marketing pages. */
export interface MarketingSettings {
  hideJoinBanner: boolean;
  showAccountTypesTable: boolean;
  showAccountTypesTableFuture: boolean;
  showCryptoIcons: boolean;
  hasPopup: boolean;
  vectorSize: VectorSize;
  hideMobileImage: boolean;
  imagesDir: string;
  spreadsAndCommissions: SpreadRow[];
}

export function selectMarketingSettings(app: AppConfig): MarketingSettings {
  const {
    hideJoinBanner,
    showAccountTypesTable,
    showAccountTypesTableFuture,
    showCryptoIcons,
    hasPopup,
    vectorSize,
    hideMobileImage,
    imagesDir,
    spreadsAndCommissions,
  } = app;
  return {
    hideJoinBanner,
    showAccountTypesTable,
    showAccountTypesTableFuture,
    showCryptoIcons,
    hasPopup,
    vectorSize,
    hideMobileImage,
    imagesDir,
    spreadsAndCommissions,
  };
}

/** FAQ page and block. */
export interface FaqSettings {
  faqHasTabs: boolean;
  hideFaqFromContact: boolean;
}

export function selectFaqSettings(app: AppConfig): FaqSettings {
  return { faqHasTabs: app.faqHasTabs, hideFaqFromContact: app.hideFaqFromContact };
}

/** Contact page and form. */
export interface ContactSettings {
  showContact: boolean;
  showWorkingHours: boolean;
  hideFaqFromContact: boolean;
  contactInfo: ContactInfo;
  recaptchaSiteKey: string;
  origin: string;
}

export function selectContactSettings(app: AppConfig): ContactSettings {
  const { showContact, showWorkingHours, hideFaqFromContact, contactInfo, recaptchaSiteKey, origin } = app;
  return { showContact, showWorkingHours, hideFaqFromContact, contactInfo, recaptchaSiteKey, origin };
}

/** Footer, about page and legal texts. */
export interface LegalSettings {
  name: string;
  /** The brand's risk warning by language prefix; pick a page's with {@link selectRiskWarning}. */
  riskWarningInfo: RiskWarningTexts;
  rightsYear: number;
  establishmentYear: number;
  establishmentFromTo: string;
  documents: DocumentLink[];
  uploadsDir: string;
  contactInfo: ContactInfo;
}

export function selectLegalSettings(app: AppConfig): LegalSettings {
  const { name, riskWarningInfo, rightsYear, establishmentYear, establishmentFromTo, documents, uploadsDir, contactInfo } = app;
  return { name, riskWarningInfo, rightsYear, establishmentYear, establishmentFromTo, documents, uploadsDir, contactInfo };
}

/** The risk warning of a page in one language (SPEC §3 riskWarningInfo). */
export interface RiskWarningSettings {
  /** Whether pages show a risk warning at all: the brand gives its text in at least one language. */
  shown: boolean;
  /**
   * The brand's text in this language. Absent while `shown`: the page shows the general risk warning translated into
   * its language, never another language's text.
   */
  text?: string;
}

/** The risk warning of a page in the language with this prefix: the brand's text, or the translated general one. */
export function selectRiskWarning(app: AppConfig, languagePrefix: string): RiskWarningSettings {
  const texts = app.riskWarningInfo;
  const shown = Object.keys(texts).length > 0;
  return Object.hasOwn(texts, languagePrefix) ? { shown, text: texts[languagePrefix] } : { shown };
}

/** "In the media" items for the language shown (SPEC §3 mediaNews languagePrefix). */
export function selectMediaNews(app: AppConfig, languagePrefix: string): MediaNewsItem[] {
  return app.mediaNews.filter((item) => item.languagePrefix === languagePrefix);
}

/** Page meta of the site: app name, description and origin (SPEC §2). */
export interface SiteMeta {
  name: string;
  description: string;
  origin: string;
}

export function selectSiteMeta(app: AppConfig): SiteMeta {
  return { name: app.name, description: app.description, origin: app.origin };
}
