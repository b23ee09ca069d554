import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../components/class-names';
import { LanguageSwitcher } from '../components/language-switcher';
import { Link } from '../components/link';
import { useDisclosure } from '../components/use-disclosure';
import { IconChevronDown, IconChevronRight } from '../icons/icons';
import { ThemeToggle } from '../theme/theme-toggle';
import type { TemplateLayoutProps } from './layout-props';
import {
  AuthLinks,
  BrandLink,
  LayoutFrame,
  LayoutRiskWarning,
  Main,
  MenuButton,
  NavLinks,
  SiteFooter,
  SkipLink,
  useMobileMenu,
} from './parts';

/** Items shown directly in the navigation row; the rest live in the mega panel. */
const INLINE_ITEMS = 4;

/**
 * Template 2 — "Private bank": a slim utility row (language, theme, login), the brand centred with a serif
 * wordmark, and a navigation row whose "Explore" button opens a mega panel listing every page.
 * Heroes sit on a dark band; the footer is dark and centred.
 */
export function Template2Layout(props: TemplateLayoutProps) {
  const { t } = useTranslation('marketing');
  const menu = useMobileMenu();
  const mega = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const inline = props.navigation.slice(0, INLINE_ITEMS);
  const hasMore = props.navigation.length > INLINE_ITEMS;
  return (
    <LayoutFrame template="template2" props={props}>
      <SkipLink />
      <header className="bf-header t2-header">
        <div className="t2-utility">
          <div className="bf-container t2-utility__inner">
            <LanguageSwitcher languages={props.languages} />
            <ThemeToggle value={props.themePreference} onChange={props.onThemeChange} />
            <AuthLinks loginHref={props.loginHref} signUpHref={props.signUpHref} signUpVariant="accent" />
            {props.headerActions}
          </div>
        </div>
        <div ref={menu.containerRef} className="bf-container t2-header__brand-row">
          <BrandLink name={props.brandName} href={props.homeHref} className="t2-brand" />
          <MenuButton menu={menu} />
          <div id={menu.panelId} className={cx('bf-header__panel', 't2-header__panel')} data-open={menu.open}>
            <nav aria-label={t('nav.main')} className="bf-nav t2-nav">
              <NavLinks items={inline} onNavigate={() => menu.close()} className="t2-nav__inline" />
              <NavLinks items={props.navigation.slice(INLINE_ITEMS)} onNavigate={() => menu.close()} className="t2-nav__rest" />
              {hasMore ? (
                <div ref={mega.containerRef} className="t2-mega">
                  <button
                    ref={mega.buttonRef}
                    type="button"
                    className="t2-mega__button"
                    aria-expanded={mega.open}
                    aria-controls={`${menu.panelId}-mega`}
                    onClick={mega.toggle}
                  >
                    {t('nav.explore')}
                    <IconChevronDown size={16} />
                  </button>
                  <div id={`${menu.panelId}-mega`} className="t2-mega__panel" hidden={!mega.open}>
                    <p className="t2-mega__title">{t('nav.exploreTitle', { name: props.brandName })}</p>
                    <ul className="t2-mega__grid">
                      {props.navigation.map((item) => (
                        <li key={item.href}>
                          <Link
                            href={item.href}
                            className="t2-mega__link"
                            aria-current={item.current ? 'page' : undefined}
                            onClick={() => {
                              mega.close();
                              menu.close();
                            }}
                          >
                            <span>{item.label}</span>
                            <IconChevronRight size={16} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              ) : null}
            </nav>
            <div className="t2-header__mobile-tools">
              <LanguageSwitcher languages={props.languages} variant="list" />
              <ThemeToggle value={props.themePreference} onChange={props.onThemeChange} variant="labels" />
              <AuthLinks loginHref={props.loginHref} signUpHref={props.signUpHref} signUpVariant="accent" />
              {props.headerActions}
            </div>
          </div>
        </div>
      </header>
      <LayoutRiskWarning props={props} />
      <Main>{props.children}</Main>
      <SiteFooter props={props} variant="template2" />
    </LayoutFrame>
  );
}
