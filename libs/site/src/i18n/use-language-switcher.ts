import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizePath, splitLanguagePath, type Language } from '@brokerfront/i18n';
import { useLanguage, useLanguageStore, useTranslation } from '@brokerfront/i18n/react';

/** One entry of the language switcher. */
export interface LanguageOption extends Language {
  /**
   * The address of the current page in this language, always with its prefix on multi-language
   * sites (`/en/…` too), so that following it as a plain link records the choice.
   */
  href: string;
  /** Whether the page is shown in this language. */
  current: boolean;
}

/** Everything a template's language switcher needs; the switcher itself stays presentational. */
export interface LanguageSwitcher {
  /** Whether to show a switcher at all (more than one language configured). */
  isMultiLanguage: boolean;
  languages: LanguageOption[];
  current: Language;
  /** Accessible label of the switcher, translated ("Language", "Sprache", …). */
  label: string;
  /** Shows the current page in another language and remembers the choice. */
  change(prefix: string): Promise<void>;
}

/**
 * Data and action of the language switcher of every template: pass `languages` (prefix, name,
 * href, current) to the template's switcher; links work as they are, `change(prefix)` serves
 * buttons and selects.
 */
export function useLanguageSwitcher(): LanguageSwitcher {
  const { t } = useTranslation('common');
  const { language, languages, defaultLanguage, isMultiLanguage, changeLanguage } = useLanguage();
  const store = useLanguageStore();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const settings = useMemo(() => ({ languages, defaultLanguage }), [languages, defaultLanguage]);
  const page = `${splitLanguagePath(pathname, settings).rest}${search}${hash}`;
  const change = useCallback(
    async (prefix: string) => {
      if (!languages.some((l) => l.prefix === prefix)) return;
      store.set(prefix);
      await navigate(localizePath(page, prefix, settings, { explicit: true }));
      await changeLanguage(prefix);
    },
    [languages, store, navigate, page, settings, changeLanguage],
  );
  return {
    isMultiLanguage,
    current: language,
    label: t('languageSwitcher.label'),
    languages: languages.map((l) => ({
      ...l,
      href: localizePath(page, l.prefix, settings, { explicit: true }),
      current: l.prefix === language.prefix,
    })),
    change,
  };
}
