import { cx } from '../components/class-names';
import { LanguageSwitcher } from '../components/language-switcher';
import { ThemeToggle } from '../theme/theme-toggle';
import type { TemplateLayoutProps } from './layout-props';
import {
  AuthLinks,
  BrandLink,
  LayoutFrame,
  LayoutRiskWarning,
  Main,
  MainNav,
  MenuButton,
  SiteFooter,
  SkipLink,
  useMobileMenu,
} from './parts';

/**
 * Template 3 — "Nordic": a quiet sidebar on wide screens (brand, vertical navigation, tools at the bottom),
 * generous white space and very large type; on phones the sidebar becomes a top bar with a menu.
 * The risk warning is a framed panel at the top of the content column.
 */
export function Template3Layout(props: TemplateLayoutProps) {
  const menu = useMobileMenu();
  return (
    <LayoutFrame template="template3" props={props}>
      <SkipLink />
      <div className="t3-shell">
        <header ref={menu.containerRef} className="bf-header t3-sidebar">
          <div className="t3-sidebar__top">
            <BrandLink name={props.brandName} href={props.homeHref} />
            <MenuButton menu={menu} />
          </div>
          <div id={menu.panelId} className={cx('bf-header__panel', 't3-sidebar__panel')} data-open={menu.open}>
            <MainNav items={props.navigation} onNavigate={() => menu.close()} className="t3-nav" />
            <div className="t3-sidebar__tools">
              <AuthLinks loginHref={props.loginHref} signUpHref={props.signUpHref} />
              {props.headerActions}
              <LanguageSwitcher languages={props.languages} variant="list" />
              <ThemeToggle value={props.themePreference} onChange={props.onThemeChange} variant="labels" />
            </div>
          </div>
        </header>
        <div className="t3-content">
          <LayoutRiskWarning props={props} variant="panel" className="t3-risk" />
          <Main>{props.children}</Main>
          <SiteFooter props={props} variant="template3" />
        </div>
      </div>
    </LayoutFrame>
  );
}
