import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { LanguageSwitcher, type LanguageOption } from '../../components/language-switcher';
import { Link, LinkProvider, type LinkComponent } from '../../components/link';
import { RiskWarning } from '../../components/risk-warning';
import { IconClose, IconMenu } from '../../icons/icons';
import { BrandLink, Main, SkipLink } from '../../templates/parts';
import type { TemplateId } from '../../templates/template-id';
import { ThemeToggle } from '../../theme/theme-toggle';
import type { ResolvedTheme, ThemePreference } from '../../theme/theme';
import { HideBalancesToggle } from './balance-toggle';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { UserMenu, type ClientUser } from './user-menu';
import './client-shell.css';

/** One entry of the side navigation, already translated and localised. */
export interface ClientNavItem {
  href: string;
  label: string;
  /** Decorative icon before the label (alone in the narrow rail). */
  icon?: ReactNode;
  /** The page being shown (aria-current="page"). */
  current?: boolean;
}

/** A group of entries of the side navigation (the client menu; the back office for employees). */
export interface ClientNavSection {
  id: string;
  /** Shown above the group's entries; none for the first group. */
  label?: string;
  items: ClientNavItem[];
}

/** Props of {@link ClientLayout}. */
export interface ClientLayoutProps {
  template: TemplateId;
  brandName: string;
  /** Where the brand leads. */
  homeHref: string;
  navigation: ClientNavSection[];
  /**
   * Who the signed-in user is: a client (default) or an employee. An employee's shell leaves out what
   * speaks to clients: the "Hide balances" eye (an employee has no balances of their own) and the risk
   * warning (a notice to clients, not repeated on every page of the back office).
   */
  audience?: 'client' | 'employee';
  /** UserSettings Shell.SidenavOpened: the side navigation in full, else the narrow rail (wide screens). */
  sidenavOpen: boolean;
  onSidenavOpenChange: (open: boolean) => void;
  user: ClientUser;
  profileHref: string;
  settingsHref: string;
  onSignOut: () => void;
  /** UserSettings AccountBalance.HideBalance (the eye of the top bar). */
  hideBalances: boolean;
  onHideBalancesChange: (hidden: boolean) => void;
  /** Languages to switch to; no switcher with fewer than two. */
  languages: LanguageOption[];
  themePreference: ThemePreference;
  resolvedTheme: ResolvedTheme;
  onThemeChange: (preference: ThemePreference) => void;
  /** The top bar's status slot: the live-connection indicator and the "Reconnecting…" notice. */
  status?: ReactNode;
  /** Banners above the page (the live feeds' network error). */
  notices?: ReactNode;
  /** AppConfig riskWarningInfo: shown on every client page; nothing when empty. */
  riskWarning?: string;
  /** BCP 47 language of the risk warning text when it differs from the page. */
  riskWarningLang?: string;
  /** Link renderer (the site's router link); plain anchors by default. */
  linkComponent?: LinkComponent;
  /**
   * Forces the phone or the wide arrangement (stories, tests); by default the viewport decides
   * (≤ 767 px: phone, where the side navigation is a drawer over the content).
   */
  viewport?: 'phone' | 'desktop';
  className?: string;
  children: ReactNode;
}

function SideNavSections({ sections, rail, onNavigate }: { sections: ClientNavSection[]; rail: boolean; onNavigate?: () => void }) {
  return (
    <>
      {sections.map((section) => {
        const labelId = section.label ? `bf-client-nav-${section.id}` : undefined;
        return (
          <div key={section.id} className="bf-client-nav__section">
            {section.label ? (
              <p id={labelId} className="bf-client-nav__group-label">
                {section.label}
              </p>
            ) : null}
            <ul className="bf-client-nav__list" aria-labelledby={labelId}>
              {section.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="bf-client-nav__link"
                    aria-current={item.current ? 'page' : undefined}
                    title={rail ? item.label : undefined}
                    onClick={onNavigate}
                  >
                    {item.icon ? (
                      <span className="bf-client-nav__icon" aria-hidden="true">
                        {item.icon}
                      </span>
                    ) : null}
                    <span className="bf-client-nav__label">{item.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/**
 * The layout of every signed-in page, in the template's look: a top bar (menu toggle, brand, the
 * live status, language, theme, the "Hide balances" eye and the user menu), the risk warning, the
 * side navigation (the `nav` "Account menu") and the page. For an employee (`audience`), without the
 * eye and the risk warning.
 *
 * The "Menu" button (aria-expanded, aria-controls) opens and closes the side navigation: on wide
 * screens it switches between the full menu and a narrow rail of icons (UserSettings
 * Shell.SidenavOpened, through `sidenavOpen` / `onSidenavOpenChange`); on a phone the menu is a
 * drawer over the content that starts closed: focus moves into it, Escape or a click beside it closes
 * it and returns focus to the button, following a link closes it and moves focus to the page.
 */
export function ClientLayout({
  template,
  brandName,
  homeHref,
  navigation,
  audience = 'client',
  sidenavOpen,
  onSidenavOpenChange,
  user,
  profileHref,
  settingsHref,
  onSignOut,
  hideBalances,
  onHideBalancesChange,
  languages,
  themePreference,
  resolvedTheme,
  onThemeChange,
  status,
  notices,
  riskWarning,
  riskWarningLang,
  linkComponent,
  viewport,
  className,
  children,
}: ClientLayoutProps) {
  const { t } = useTranslation('client');
  const navId = useId();
  const phoneViewport = useMediaQuery(PHONE_QUERY);
  const phone = viewport ? viewport === 'phone' : phoneViewport;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const drawer = phone && drawerOpen;

  // Leaving the phone arrangement closes the drawer (it starts closed on the next visit too).
  const [wasPhone, setWasPhone] = useState(phone);
  if (wasPhone !== phone) {
    setWasPhone(phone);
    setDrawerOpen(false);
  }

  const closeDrawer = useCallback((focus: 'toggle' | 'main') => {
    setDrawerOpen(false);
    if (focus === 'toggle') toggleRef.current?.focus();
    else rootRef.current?.querySelector<HTMLElement>('#main-content')?.focus();
  }, []);

  useEffect(() => {
    if (!drawer) return undefined;
    navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer('toggle');
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (navRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      // A click on the page beside the drawer (its backdrop) closes it.
      if (rootRef.current?.querySelector('.bf-client__body')?.contains(target)) closeDrawer('toggle');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [drawer, closeDrawer]);

  const expanded = phone ? drawerOpen : sidenavOpen;
  const onToggle = () => (phone ? setDrawerOpen((open) => !open) : onSidenavOpenChange(!sidenavOpen));
  const rail = !phone && !sidenavOpen;
  const forClient = audience === 'client';

  return (
    <LinkProvider component={linkComponent}>
      <div
        ref={rootRef}
        className={cx('bf-site', 'bf-client', `bf-${template}`, className)}
        data-template={template}
        data-theme={resolvedTheme}
        data-layout={phone ? 'phone' : 'desktop'}
        data-sidenav={sidenavOpen ? 'open' : 'closed'}
        data-drawer={drawer ? 'open' : 'closed'}
      >
        <SkipLink />
        <header className="bf-client__topbar">
          <button
            ref={toggleRef}
            type="button"
            className="bf-header-button bf-client__menu-toggle"
            aria-expanded={expanded}
            aria-controls={navId}
            title={t('shell.menu')}
            onClick={onToggle}
          >
            {drawer ? <IconClose size={22} /> : <IconMenu size={22} />}
            <span className="bf-visually-hidden">{t('shell.menu')}</span>
          </button>
          <BrandLink name={brandName} href={homeHref} className="bf-client__brand" />
          <div className="bf-client__status">{status}</div>
          <div className="bf-client__tools">
            {phone ? null : <LanguageSwitcher languages={languages} className="bf-client__language" />}
            {phone ? null : <ThemeToggle value={themePreference} onChange={onThemeChange} className="bf-client__theme" />}
            {forClient ? <HideBalancesToggle hidden={hideBalances} onChange={onHideBalancesChange} /> : null}
            <UserMenu user={user} profileHref={profileHref} settingsHref={settingsHref} onSignOut={onSignOut} />
          </div>
        </header>
        {forClient && riskWarning?.trim() ? <RiskWarning text={riskWarning} lang={riskWarningLang} className="bf-client__risk" /> : null}
        <div className="bf-client__body">
          {drawer ? <div className="bf-client__backdrop" aria-hidden="true" /> : null}
          <nav
            ref={navRef}
            id={navId}
            aria-label={t('shell.accountMenu')}
            className="bf-client__sidenav bf-client-nav"
            hidden={phone && !drawerOpen}
          >
            <div className="bf-client-nav__inner">
              <SideNavSections sections={navigation} rail={rail} onNavigate={phone ? () => closeDrawer('main') : undefined} />
              {phone ? (
                <div className="bf-client__drawer-tools">
                  <LanguageSwitcher languages={languages} variant="list" />
                  <ThemeToggle value={themePreference} onChange={onThemeChange} variant="labels" />
                </div>
              ) : null}
            </div>
          </nav>
          <div className="bf-client__content" inert={drawer}>
            {notices}
            <Main className="bf-client__main">
              <div className="bf-client__page">{children}</div>
            </Main>
          </div>
        </div>
      </div>
    </LinkProvider>
  );
}
