import type { ReactNode } from 'react';
import type { LanguageOption } from '../components/language-switcher';
import type { LinkComponent } from '../components/link';
import type { ResolvedTheme, ThemePreference } from '../theme/theme';

/** One entry of the main navigation, already translated. */
export interface NavItem {
  href: string;
  label: string;
  /** The page being shown (aria-current="page"). */
  current?: boolean;
}

/** A link in the footer (legal documents open in a new tab when `external`). */
export interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

/** What the footer shows (AppConfig rightsYear, contactInfo, documents). */
export interface FooterInfo {
  rightsYear: number;
  companyInfo?: string;
  email?: string;
  phoneNumber?: string;
  address?: string;
  /** Legal documents (AppConfig documents, under uploadsDir). */
  documents: FooterLink[];
}

/** Props shared by the four template layouts. */
export interface TemplateLayoutProps {
  brandName: string;
  /** Where the brand link leads (the home page in the current language). */
  homeHref: string;
  navigation: NavItem[];
  /** AppConfig loginLink; no login link when absent. */
  loginHref?: string;
  /** AppConfig signUpLink; no sign-up link when absent. */
  signUpHref?: string;
  /** Languages to switch to; the switcher is hidden with fewer than two. */
  languages: LanguageOption[];
  themePreference: ThemePreference;
  resolvedTheme: ResolvedTheme;
  onThemeChange: (preference: ThemePreference) => void;
  /**
   * The risk warning in the page's language (the brand's AppConfig riskWarningInfo for it, else the translated
   * general warning): shown on every page; nothing when empty.
   */
  riskWarning?: string;
  /** BCP 47 language of the risk warning text when it differs from the page. */
  riskWarningLang?: string;
  footer: FooterInfo;
  /** Extra header controls supplied by the site (for example the signed-in user's menu). */
  headerActions?: ReactNode;
  /** Link renderer (the site's router link); plain anchors by default. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}
