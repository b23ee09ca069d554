import { cx } from '../components/class-names';
import type { TemplateLayoutProps } from './layout-props';
import {
  BrandLink,
  HeaderTools,
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
 * Template 1 — "Classic": a white top bar with the brand on the left, navigation in the middle and the
 * tools on the right; the risk warning as a strip under the bar; a bold two-column hero; dark footer in columns.
 */
export function Template1Layout(props: TemplateLayoutProps) {
  const menu = useMobileMenu();
  return (
    <LayoutFrame template="template1" props={props}>
      <SkipLink />
      <header className="bf-header t1-header">
        <div ref={menu.containerRef} className="bf-container bf-header__bar--rows t1-header__bar">
          <BrandLink name={props.brandName} href={props.homeHref} />
          <MenuButton menu={menu} />
          <div id={menu.panelId} className={cx('bf-header__panel', 't1-header__panel')} data-open={menu.open}>
            <MainNav items={props.navigation} onNavigate={() => menu.close()} className="t1-nav" />
            <HeaderTools props={props} />
          </div>
        </div>
      </header>
      <LayoutRiskWarning props={props} />
      <Main>{props.children}</Main>
      <SiteFooter props={props} variant="template1" />
    </LayoutFrame>
  );
}
