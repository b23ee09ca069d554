import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IconChevronDown, IconGlobe } from '../icons/icons';
import { cx } from './class-names';
import { Link } from './link';
import { useDisclosure } from './use-disclosure';

/** One language the visitor can switch to. */
export interface LanguageOption {
  /** Configuration prefix (en, de, swe, esp, svn, ita). */
  prefix: string;
  /** The language's own name (shown as is, marked with its language). */
  name: string;
  /** Where the same page lives in that language. */
  href: string;
  current: boolean;
}

/** BCP 47 code of a configuration language prefix (for `lang` and `hreflang`). */
export function languageTag(prefix: string): string {
  const tags: Record<string, string> = { en: 'en', de: 'de', swe: 'sv', esp: 'es', svn: 'sl', ita: 'it' };
  return tags[prefix] ?? prefix;
}

export interface LanguageSwitcherProps {
  languages: LanguageOption[];
  /** `menu`: a button opening a list; `list`: all links inline (mobile menus, footers). */
  variant?: 'menu' | 'list';
  className?: string;
}

/** Lets the visitor read the site in another configured language. Renders nothing with a single language. */
export function LanguageSwitcher({ languages, variant = 'menu', className }: LanguageSwitcherProps) {
  const { t } = useTranslation('marketing');
  const listId = useId();
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure();
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.current) ?? languages[0];

  const list = (
    <ul id={listId} className="bf-language__list" hidden={variant === 'menu' && !open}>
      {languages.map((language) => (
        <li key={language.prefix}>
          <Link
            href={language.href}
            hrefLang={languageTag(language.prefix)}
            lang={languageTag(language.prefix)}
            aria-current={language.current ? 'true' : undefined}
            className="bf-language__link"
            onClick={() => close(false)}
          >
            {language.name}
          </Link>
        </li>
      ))}
    </ul>
  );

  if (variant === 'list') {
    return (
      <nav className={cx('bf-language', 'bf-language--list', className)} aria-label={t('language.label')}>
        {list}
      </nav>
    );
  }

  return (
    <div ref={containerRef} className={cx('bf-language', 'bf-language--menu', className)}>
      <button ref={buttonRef} type="button" className="bf-header-button" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        <IconGlobe size={18} />
        <span className="bf-visually-hidden">{t('language.label')}: </span>
        <span lang={languageTag(current.prefix)}>{current.name}</span>
        <IconChevronDown size={16} />
      </button>
      {list}
    </div>
  );
}
