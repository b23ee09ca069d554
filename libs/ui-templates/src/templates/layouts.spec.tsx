import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../i18n/test-i18n';
import { TEMPLATE_IDS } from './template-id';
import { TemplateLayout } from './template-layout';
import { demoLayoutProps } from './fixtures';
import { BrandLogoProvider } from './brand-logo';

describe.each(TEMPLATE_IDS)('%s layout', (template) => {
  it('has a skip link to the main landmark, banner, navigation and footer', () => {
    renderWithI18n(
      <TemplateLayout template={template} {...demoLayoutProps()}>
        <p>Page body</p>
      </TemplateLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveTextContent('Page body');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('[data-template]')).toHaveAttribute('data-template', template);
  });

  it('shows the risk warning, the login and sign-up links and the footer details', () => {
    renderWithI18n(<TemplateLayout template={template} {...demoLayoutProps()} />);
    expect(screen.getByRole('complementary', { name: /Risk warning/ })).toHaveTextContent(/CFDs are complex instruments/);
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/sign-in');
    expect(screen.getAllByRole('link', { name: 'Open an account' })[0]).toHaveAttribute('href', '/sign-up');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2026 Northbridge Markets. All rights reserved.');
    expect(footer).toHaveTextContent('registered in England and Wales');
    expect(within(footer).getByRole('link', { name: 'support@northbridge-markets.example' })).toHaveAttribute(
      'href',
      'mailto:support@northbridge-markets.example',
    );
    expect(within(footer).getByRole('link', { name: /Risk disclosure/ })).toHaveAttribute('href', 'assets/uploads/risk-disclosure.pdf');
  });

  it('hides the risk warning when the configuration leaves it empty', () => {
    renderWithI18n(<TemplateLayout template={template} {...demoLayoutProps({ riskWarning: '' })} />);
    expect(screen.queryByRole('complementary', { name: /Risk warning/ })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithI18n(<TemplateLayout template={template} {...demoLayoutProps()} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(button).toHaveAccessibleName('Menu');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('switches the theme through the toggle', async () => {
    const user = userEvent.setup();
    const onThemeChange = jest.fn();
    renderWithI18n(<TemplateLayout template={template} {...demoLayoutProps({ onThemeChange })} />);
    const group = screen.getAllByRole('group', { name: 'Colour theme' })[0];
    expect(within(group).getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Dark theme' }));
    expect(onThemeChange).toHaveBeenCalledWith('Dark');
  });

  it('shows header actions supplied by the site', () => {
    renderWithI18n(
      <TemplateLayout template={template} {...demoLayoutProps({ headerActions: <button type="button">Account menu</button> })} />,
    );
    expect(screen.getAllByRole('button', { name: 'Account menu', hidden: true }).length).toBeGreaterThan(0);
  });

  it('draws the resolved theme on the root element', () => {
    renderWithI18n(<TemplateLayout template={template} {...demoLayoutProps({ resolvedTheme: 'dark', themePreference: 'Dark' })} />);
    expect(document.querySelector('.bf-site')).toHaveAttribute('data-theme', 'dark');
  });

  it('offers the configured languages and hides the switcher for one language', () => {
    const { unmount } = renderWithI18n(<TemplateLayout template={template} {...demoLayoutProps()} />);
    expect(screen.getAllByRole('link', { name: 'Deutsch', hidden: true })[0]).toHaveAttribute('href', '/de');
    unmount();
    renderWithI18n(
      <TemplateLayout
        template={template}
        {...demoLayoutProps({ languages: [{ prefix: 'en', name: 'English', href: '/', current: true }] })}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Deutsch', hidden: true })).not.toBeInTheDocument();
  });
});

describe('template 2 mega navigation', () => {
  it('opens a panel listing every page', async () => {
    const user = userEvent.setup();
    renderWithI18n(<TemplateLayout template="template2" {...demoLayoutProps()} />);
    const explore = screen.getByRole('button', { name: 'Explore' });
    await user.click(explore);
    const panel = document.getElementById(explore.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    expect(within(panel).getAllByRole('link')).toHaveLength(6);
    await user.keyboard('{Escape}');
    expect(explore).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('template 4 sticky call to action', () => {
  it('keeps a sign-up link in a labelled landmark', () => {
    renderWithI18n(<TemplateLayout template="template4" {...demoLayoutProps()} />);
    const cta = screen.getByRole('complementary', { name: 'Open an account' });
    expect(within(cta).getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/sign-up');
  });
});

describe('the brand mark', () => {
  it('shows the brand logo with its text alternative, and the name beside it', () => {
    renderWithI18n(
      <BrandLogoProvider logo={{ src: 'assets/images/logo.svg', alt: 'Northbridge logo', wordmark: false }}>
        <TemplateLayout template="template1" {...demoLayoutProps()} />
      </BrandLogoProvider>,
    );
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Northbridge logo' });
    expect(logo).toHaveAttribute('src', '/assets/images/logo.svg');
    expect(within(banner).getByRole('link', { name: /^Northbridge logo Northbridge Markets/ })).toContainElement(logo);
    expect(within(screen.getByRole('contentinfo')).getByRole('img', { name: 'Northbridge logo' })).toBeInTheDocument();
  });

  it("reads the name once when the logo's text alternative names the brand", () => {
    renderWithI18n(
      <BrandLogoProvider logo={{ src: 'assets/images/logo.svg', alt: 'Northbridge Markets', wordmark: false }}>
        <TemplateLayout template="template3" {...demoLayoutProps()} />
      </BrandLogoProvider>,
    );
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Northbridge Markets (Home)' });
    expect(link).toHaveTextContent('Northbridge Markets');
  });

  it('leaves the name out beside a wordmark logo, which shows it', () => {
    renderWithI18n(
      <BrandLogoProvider logo={{ src: '/assets/images/wordmark.svg', alt: 'Northbridge Markets', wordmark: true }}>
        <TemplateLayout template="template4" {...demoLayoutProps()} />
      </BrandLogoProvider>,
    );
    const link = within(screen.getByRole('banner')).getByRole('link', { name: /^Northbridge Markets \(Home\)/ });
    expect(within(link).getByRole('img')).toHaveAttribute('src', '/assets/images/wordmark.svg');
    expect(link.querySelector('.bf-brand__name')).toBeNull();
  });

  it('is the initial in a tile without a logo', () => {
    renderWithI18n(<TemplateLayout template="template2" {...demoLayoutProps()} />);
    expect(within(screen.getByRole('banner')).queryByRole('img')).toBeNull();
    expect(document.querySelector('.bf-brand__mark')).toHaveAttribute('data-initial', 'N');
  });
});
