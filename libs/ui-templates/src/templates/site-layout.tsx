import type { ReactNode } from 'react';
import type { TemplateId } from './template-id';

export interface SiteLayoutProps {
  template: TemplateId;
  brandName: string;
  /** Links of the main navigation, already translated. */
  navigation: { href: string; label: string }[];
  footer: ReactNode;
  children: ReactNode;
  /** Renders links (a router link in the site, a plain anchor in stories). */
  renderLink?: (link: { href: string; label: string }) => ReactNode;
}

/** The page frame of every template: skip link, header with brand and navigation, main, footer. */
export function SiteLayout({ template, brandName, navigation, footer, children, renderLink }: SiteLayoutProps) {
  const link = renderLink ?? ((l) => <a href={l.href}>{l.label}</a>);
  return (
    <div className={`bf-site bf-${template}`} data-template={template}>
      <a className="bf-skip-link" href="#main">
        Skip to content
      </a>
      <header className="bf-header">
        <span className="bf-brand">{brandName}</span>
        <nav aria-label="Main">
          <ul>
            {navigation.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="bf-footer">{footer}</footer>
    </div>
  );
}
