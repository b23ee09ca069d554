import '../tokens/tokens.css';
import '../tokens/base.css';
import '../components/components.css';
import './palettes.css';
import './layouts.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../components/button';
import { cx } from '../components/class-names';
import { LanguageSwitcher } from '../components/language-switcher';
import { Link, LinkProvider } from '../components/link';
import { useBrandLogo } from './brand-logo';
import { RiskWarning } from '../components/risk-warning';
import { useDisclosure } from '../components/use-disclosure';
import {
  IconClose,
  IconExternalLink,
  IconFileText,
  IconLogIn,
  IconMail,
  IconMapPin,
  IconMenu,
  IconPhone,
  IconUserPlus,
} from '../icons/icons';
import { ThemeToggle } from '../theme/theme-toggle';
import type { TemplateId } from './template-id';
import type { FooterInfo, NavItem, TemplateLayoutProps } from './layout-props';

/** Root element of every layout: template and theme attributes (token scopes) and the link renderer. */
export function LayoutFrame({
  template,
  props,
  className,
  children,
}: {
  template: TemplateId;
  props: TemplateLayoutProps;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LinkProvider component={props.linkComponent}>
      <div
        className={cx('bf-site', `bf-${template}`, className)}
        data-template={template}
        data-theme={props.resolvedTheme}
        // The first-paint script (tools/prerender/theme-script.mjs) may set the visitor's theme here before hydration.
        suppressHydrationWarning
      >
        {children}
      </div>
    </LinkProvider>
  );
}

/**
 * The template's and theme's token scope for what is drawn outside a layout (a dialog the session opens above any
 * page): it styles nothing itself (`display: contents`), so its children get the template's fonts and palette.
 */
export function OverlayFrame({
  template,
  resolvedTheme,
  children,
}: {
  template: TemplateId;
  resolvedTheme: TemplateLayoutProps['resolvedTheme'];
  children: ReactNode;
}) {
  return (
    <div className={cx('bf-site', 'bf-site--overlay', `bf-${template}`)} data-template={template} data-theme={resolvedTheme}>
      {children}
    </div>
  );
}

/** First focusable element of every page: jumps to the main content. */
export function SkipLink() {
  const { t } = useTranslation('marketing');
  return (
    <a className="bf-skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}

/** The page's main landmark, target of the skip link. */
export function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main-content" tabIndex={-1} className={cx('bf-main', className)}>
      {children}
    </main>
  );
}

const namesBrand = (alt: string, name: string) => alt.toLocaleLowerCase().includes(name.trim().toLocaleLowerCase());

/**
 * Brand mark and name, linking home: the brand's logo (`BrandLogoProvider`) with its text alternative, or its
 * initial in a tile; then the name, unless the logo is a wordmark that shows it.
 */
export function BrandLink({ name, href, className }: { name: string; href: string; className?: string }) {
  const { t } = useTranslation('marketing');
  const logo = useBrandLogo();
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <Link href={href} className={cx('bf-brand', logo && 'bf-brand--logo', logo?.wordmark && 'bf-brand--wordmark', className)}>
      {logo ? (
        <img className="bf-brand__logo" src={`/${logo.src.replace(/^\/+/, '')}`} alt={logo.alt} decoding="async" />
      ) : (
        <span className="bf-brand__mark" aria-hidden="true" data-initial={initial} />
      )}
      {logo?.wordmark ? null : (
        // A logo whose text alternative names the brand already says it: the name beside it is not read twice.
        <span className="bf-brand__name" aria-hidden={logo && namesBrand(logo.alt, name) ? true : undefined}>
          {name}
        </span>
      )}
      <span className="bf-visually-hidden"> ({t('nav.home')})</span>
    </Link>
  );
}

/** The items of a navigation list. */
export function NavLinks({ items, onNavigate, className }: { items: NavItem[]; onNavigate?: () => void; className?: string }) {
  return (
    <ul className={cx('bf-nav__list', className)}>
      {items.map((item) => (
        <li key={item.href} className="bf-nav__item">
          <Link href={item.href} className="bf-nav__link" aria-current={item.current ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Login and sign-up links (AppConfig loginLink / signUpLink). */
export function AuthLinks({
  loginHref,
  signUpHref,
  className,
  signUpVariant = 'primary',
}: {
  loginHref?: string;
  signUpHref?: string;
  className?: string;
  signUpVariant?: 'primary' | 'accent' | 'inverse';
}) {
  const { t } = useTranslation('marketing');
  if (!loginHref && !signUpHref) return null;
  return (
    <div className={cx('bf-auth-links', className)}>
      {loginHref ? (
        <ButtonLink href={loginHref} variant="ghost" size="sm" icon={<IconLogIn size={18} />} className="bf-auth-links__login">
          {t('actions.login')}
        </ButtonLink>
      ) : null}
      {signUpHref ? (
        <ButtonLink href={signUpHref} variant={signUpVariant} size="sm" icon={<IconUserPlus size={18} />} className="bf-auth-links__signup">
          {t('actions.signUp')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** Language switcher, theme toggle and auth links: the tools every header carries. */
export function HeaderTools({
  props,
  className,
  signUpVariant,
}: {
  props: TemplateLayoutProps;
  className?: string;
  signUpVariant?: 'primary' | 'accent' | 'inverse';
}) {
  return (
    <div className={cx('bf-header-tools', className)}>
      <LanguageSwitcher languages={props.languages} />
      <ThemeToggle value={props.themePreference} onChange={props.onThemeChange} />
      <AuthLinks loginHref={props.loginHref} signUpHref={props.signUpHref} signUpVariant={signUpVariant} />
      {props.headerActions}
    </div>
  );
}

/**
 * The responsive menu: on small screens a button (aria-expanded) shows the panel holding the navigation
 * and tools; on wide screens the panel is always shown and the button hidden (CSS). Escape closes the
 * panel and returns focus to the button; following a link closes it.
 */
export function useMobileMenu() {
  const disclosure = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const panelId = useId();
  return { ...disclosure, panelId };
}

export function MenuButton({ menu, className }: { menu: ReturnType<typeof useMobileMenu>; className?: string }) {
  const { t } = useTranslation('marketing');
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className={cx('bf-menu-button', className)}
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      onClick={menu.toggle}
    >
      {menu.open ? <IconClose size={22} /> : <IconMenu size={22} />}
      {/* A disclosure keeps one name; aria-expanded tells whether the menu is open. */}
      <span className="bf-menu-button__label">{t('nav.menu')}</span>
    </button>
  );
}

/** Main navigation landmark. */
export function MainNav({
  items,
  onNavigate,
  className,
  children,
}: {
  items: NavItem[];
  onNavigate?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  return (
    <nav aria-label={t('nav.main')} className={cx('bf-nav', className)}>
      <NavLinks items={items} onNavigate={onNavigate} />
      {children}
    </nav>
  );
}

/** The risk warning strip (nothing when the configuration leaves it empty). */
export function LayoutRiskWarning({
  props,
  variant = 'banner',
  className,
}: {
  props: TemplateLayoutProps;
  variant?: 'banner' | 'panel';
  className?: string;
}) {
  if (!props.riskWarning?.trim()) return null;
  return <RiskWarning text={props.riskWarning} lang={props.riskWarningLang} variant={variant} className={className} />;
}

function ContactList({ footer }: { footer: FooterInfo }) {
  const { t } = useTranslation('marketing');
  if (!footer.email && !footer.phoneNumber && !footer.address) return null;
  return (
    <ul className="bf-footer__list bf-footer__contact">
      {footer.email ? (
        <li>
          <IconMail size={18} />
          <span className="bf-visually-hidden">{t('footer.email')}: </span>
          <a href={`mailto:${footer.email}`}>{footer.email}</a>
        </li>
      ) : null}
      {footer.phoneNumber ? (
        <li>
          <IconPhone size={18} />
          <span className="bf-visually-hidden">{t('footer.phone')}: </span>
          <a href={`tel:${footer.phoneNumber.replace(/[^\d+]/g, '')}`}>{footer.phoneNumber}</a>
        </li>
      ) : null}
      {footer.address ? (
        <li>
          <IconMapPin size={18} />
          <span className="bf-visually-hidden">{t('footer.address')}: </span>
          <span>{footer.address}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** The footer: brand and company info, pages, contact, legal documents, rights line and disclaimer. */
export function SiteFooter({ props, variant, columns = true }: { props: TemplateLayoutProps; variant: string; columns?: boolean }) {
  const { t } = useTranslation('marketing');
  const { footer } = props;
  return (
    <footer className={cx('bf-footer', `bf-footer--${variant}`)}>
      <div className="bf-container">
        {columns ? (
          <div className="bf-footer__grid">
            <div className="bf-footer__col bf-footer__brand">
              <BrandLink name={props.brandName} href={props.homeHref} />
              {footer.companyInfo ? <p className="bf-footer__company">{footer.companyInfo}</p> : null}
            </div>
            {props.navigation.length > 0 ? (
              <nav className="bf-footer__col" aria-label={t('footer.pages')}>
                <h2 className="bf-footer__heading">{t('footer.pages')}</h2>
                <NavLinks items={props.navigation} className="bf-footer__list" />
              </nav>
            ) : null}
            {footer.email || footer.phoneNumber || footer.address ? (
              <div className="bf-footer__col">
                <h2 className="bf-footer__heading">{t('footer.contact')}</h2>
                <ContactList footer={footer} />
              </div>
            ) : null}
            {footer.documents.length > 0 ? (
              <nav className="bf-footer__col" aria-label={t('footer.legal')}>
                <h2 className="bf-footer__heading">{t('footer.legal')}</h2>
                <ul className="bf-footer__list">
                  {footer.documents.map((doc) => (
                    <li key={doc.href}>
                      <IconFileText size={18} />
                      {doc.external ? (
                        <a href={doc.href} target="_blank" rel="noopener noreferrer">
                          {doc.label}
                          <IconExternalLink size={14} className="bf-footer__external" />
                        </a>
                      ) : (
                        <Link href={doc.href}>{doc.label}</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        ) : null}
        <div className="bf-footer__bottom">
          <p className="bf-footer__disclaimer">{t('footer.disclaimer')}</p>
          <p className="bf-footer__rights">{t('footer.rights', { year: footer.rightsYear, name: props.brandName })}</p>
        </div>
      </div>
    </footer>
  );
}
