import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../components/button';
import { cx } from '../components/class-names';
import { IconArrowRight } from '../icons/icons';
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
 * Template 4 — "Vivid": a colourful gradient header, split hero panels, rounded shapes and a sticky
 * call-to-action bar that stays at the bottom of the screen while the visitor scrolls.
 */
export function Template4Layout(props: TemplateLayoutProps) {
  const { t } = useTranslation('marketing');
  const menu = useMobileMenu();
  return (
    <LayoutFrame template="template4" props={props} className={props.signUpHref ? 't4-has-cta' : undefined}>
      <SkipLink />
      <header className="bf-header t4-header">
        <div ref={menu.containerRef} className="bf-container bf-header__bar--rows t4-header__bar">
          <BrandLink name={props.brandName} href={props.homeHref} />
          <MenuButton menu={menu} />
          <div id={menu.panelId} className={cx('bf-header__panel', 't4-header__panel')} data-open={menu.open}>
            <MainNav items={props.navigation} onNavigate={() => menu.close()} className="t4-nav" />
            <HeaderTools props={props} signUpVariant="inverse" />
          </div>
        </div>
      </header>
      <LayoutRiskWarning props={props} />
      <Main>{props.children}</Main>
      <SiteFooter props={props} variant="template4" />
      {props.signUpHref ? (
        <aside className="t4-sticky-cta" aria-label={t('actions.signUp')}>
          <p className="t4-sticky-cta__text">{t('home.join.title')}</p>
          <ButtonLink href={props.signUpHref} variant="accent" iconEnd={<IconArrowRight size={18} />}>
            {t('actions.signUp')}
          </ButtonLink>
        </aside>
      ) : null}
    </LayoutFrame>
  );
}
