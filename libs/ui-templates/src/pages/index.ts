export * from './types';
export { PAGES_NAMESPACE, PAGES_LANGUAGES, pagesTranslations, type PagesLanguage } from './i18n';
export { TradingPage, TRADING_SECTIONS, type TradingPageProps } from './trading/trading-page';
export { WithdrawalPage, WITHDRAWAL_SECTIONS } from './withdrawal/withdrawal-page';
export { SpreadsPage, type SpreadsPageProps } from './spreads/spreads-page';
export { FAQ_TOPICS, type FaqTopicId } from './faq/faq-topics';
export { FaqList, type FaqListProps } from './faq/faq-list';
export { FaqPage, type FaqPageProps } from './faq/faq-page';
export { ContactForm, type ContactFormProps } from './contact/contact-form';
export { ContactDetails, type ContactDetailsProps } from './contact/contact-info';
export { ContactPage, type ContactPageProps } from './contact/contact-page';
export {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  isValidEmail,
  isValidPhoneNumber,
  normalizeContactMessage,
  validateContactMessage,
  type ContactErrorKey,
  type ContactErrors,
  type ContactField,
} from './contact/validation';
export { loadGoogleRecaptcha, RECAPTCHA_SCRIPT_URL, type RecaptchaApi, type RecaptchaLoader } from './contact/recaptcha';
export { AboutPage, DEFAULT_ESTABLISHMENT_YEAR, formatEstablishmentFromTo, type AboutPageProps } from './about/about-page';
export { LegalPage, documentHref, type LegalPageProps } from './legal/legal-page';
export { createPagesI18n } from './i18n/create-pages-i18n';
