import '@testing-library/jest-dom';
import { StrictMode, useState, type ReactElement, type ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceLanguage } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createTestI18n } from '../../i18n/test-i18n';
import commonDe from '../common/i18n/de.json';
import commonEn from '../common/i18n/en.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { ClientLayout, type ClientLayoutProps } from './client-layout';
import { SettingsForm, type SettingsValues } from './settings-form';
import { initialsOf, UserMenu } from './user-menu';
import { PHONE_QUERY } from './use-media-query';

const extra: Record<string, ResourceLanguage> = {
  en: { client: { ...commonEn, ...en } },
  de: { client: { ...commonDe, ...de } },
};

function renderUi(ui: ReactElement, language = 'en') {
  const i18n = createTestI18n(language, extra);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
  return render(ui, { wrapper: Wrapper });
}

const NAVIGATION: ClientLayoutProps['navigation'] = [
  {
    id: 'client',
    items: [
      { href: '/account', label: 'Dashboard', current: true },
      { href: '/account/accounts', label: 'Accounts' },
      { href: '/account/settings', label: 'Settings' },
    ],
  },
];

/** The layout with the settings it is given held in state, like the site does. */
function Layout(props: Partial<ClientLayoutProps> & { onOpenChange?: (open: boolean) => void; onHidden?: (hidden: boolean) => void }) {
  const [open, setOpen] = useState(props.sidenavOpen ?? true);
  const [hidden, setHidden] = useState(props.hideBalances ?? false);
  return (
    <ClientLayout
      template="template2"
      brandName="Northbridge"
      homeHref="/"
      navigation={NAVIGATION}
      user={{ fullName: 'Chris Client', email: 'client@example.com' }}
      profileHref="/account/profile"
      settingsHref="/account/settings"
      onSignOut={() => undefined}
      languages={[]}
      themePreference="Light"
      resolvedTheme="light"
      onThemeChange={() => undefined}
      {...props}
      sidenavOpen={open}
      onSidenavOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
      hideBalances={hidden}
      onHideBalancesChange={(next) => {
        props.onHidden?.(next);
        setHidden(next);
      }}
    >
      <h1>Dashboard</h1>
      <button type="button">A control of the page</button>
    </ClientLayout>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('ClientLayout', () => {
  it('has a top bar, the "Account menu" navigation and the page, in the template given', () => {
    const { container } = renderUi(<Layout riskWarning="Trading is risky." />);
    const root = container.querySelector('.bf-client') as HTMLElement;
    expect(root).toHaveClass('bf-site', 'bf-template2');
    expect(root).toHaveAttribute('data-template', 'template2');
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Accounts' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
    expect(screen.getByRole('complementary')).toHaveTextContent('Trading is risky.');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('toggles the side navigation with "Menu" (aria-expanded, aria-controls) and keeps every entry named when closed', async () => {
    const onOpenChange = jest.fn();
    renderUi(<Layout onOpenChange={onOpenChange} />);
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', nav.id);
    await userEvent.click(menuButton());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // The narrow rail: still the landmark, each link named (and titled for a tooltip).
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('title', 'Accounts');
    await userEvent.click(menuButton());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the language switcher only with two languages or more', () => {
    const { unmount } = renderUi(<Layout languages={[{ prefix: 'en', name: 'English', href: '/en/account', current: true }]} />);
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
    unmount();
    renderUi(
      <Layout
        languages={[
          { prefix: 'en', name: 'English', href: '/en/account', current: true },
          { prefix: 'de', name: 'Deutsch', href: '/de/account', current: false },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
  });

  it('has a "Hide balances" eye that is a pressed-state toggle', async () => {
    const onHidden = jest.fn();
    renderUi(<Layout onHidden={onHidden} />);
    const eye = screen.getByRole('button', { name: 'Hide balances' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    expect(onHidden).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Hide balances' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(eye);
    expect(screen.getByRole('button', { name: 'Hide balances' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("leaves out an employee's balances eye and the risk warning, which speak to clients", () => {
    const { unmount } = renderUi(<Layout audience="employee" riskWarning="Trading is risky." />);
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chris Client' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide balances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByText('Trading is risky.')).not.toBeInTheDocument();
    unmount();
    // A client (the default audience) keeps both.
    renderUi(<Layout audience="client" riskWarning="Trading is risky." />);
    expect(screen.getByRole('button', { name: 'Hide balances' })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Trading is risky.');
  });

  it('puts the status slot (live indicator) and the notices in place', () => {
    renderUi(<Layout status={<span role="status">Live</span>} notices={<p role="alert">Network error</p>} />);
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Live');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
  });

  it('speaks the interface language', () => {
    renderUi(<Layout />, 'de');
    expect(screen.getByRole('navigation', { name: 'Kontomenü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salden ausblenden' })).toBeInTheDocument();
  });
});

describe('ClientLayout on a phone', () => {
  it('is a drawer: closed at first, focus moves in when opened, Escape closes it and returns focus to "Menu"', async () => {
    const onOpenChange = jest.fn();
    const { container } = renderUi(<Layout viewport="phone" onOpenChange={onOpenChange} />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    // The page under the drawer is out of reach meanwhile.
    expect(container.querySelector('.bf-client__content')).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(container.querySelector('.bf-client__content')).not.toHaveAttribute('inert');
    // The drawer is the phone's own: the stored side-menu setting is left alone.
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes after following a link, with focus on the page', async () => {
    renderUi(<Layout viewport="phone" />);
    await userEvent.click(menuButton());
    const link = within(screen.getByRole('navigation', { name: 'Account menu' })).getByRole('link', { name: 'Accounts' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on a click beside it and on a second press of "Menu"', async () => {
    const { container } = renderUi(<Layout viewport="phone" />);
    await userEvent.click(menuButton());
    fireEvent.mouseDown(container.querySelector('.bf-client__backdrop') as HTMLElement);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    await userEvent.click(menuButton());
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('carries the language switcher and the theme in the drawer', async () => {
    renderUi(
      <Layout
        viewport="phone"
        languages={[
          { prefix: 'en', name: 'English', href: '/en/account', current: true },
          { prefix: 'de', name: 'Deutsch', href: '/de/account', current: false },
        ]}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Colour theme' })).not.toBeInTheDocument();
    await userEvent.click(menuButton());
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toBeInTheDocument();
  });

  it('follows the viewport by default (≤ 767 px is a phone)', async () => {
    const listeners = new Set<() => void>();
    let phone = true;
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === PHONE_QUERY && phone;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;
    try {
      const { container } = renderUi(<Layout />);
      expect(container.querySelector('.bf-client')).toHaveAttribute('data-layout', 'phone');
      await userEvent.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        phone = false;
        listeners.forEach((l) => l());
      });
      expect(container.querySelector('.bf-client')).toHaveAttribute('data-layout', 'desktop');
      // Wide again: the stored setting (open) shows, the drawer state is gone.
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(container.querySelector('.bf-client')).toHaveAttribute('data-drawer', 'closed');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('UserMenu', () => {
  const props = { profileHref: '/account/profile', settingsHref: '/account/settings' };

  it('is a disclosure named by the full name, showing initials without a picture', async () => {
    const onSignOut = jest.fn();
    renderUi(<UserMenu user={{ fullName: 'Chris Client', email: 'client@example.com' }} onSignOut={onSignOut} {...props} />);
    const button = screen.getByRole('button', { name: 'Chris Client' });
    expect(button).toHaveTextContent('CC');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(screen.getByText('client@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and on a followed link, returning focus to its button', async () => {
    renderUi(<UserMenu user={{ fullName: 'Chris Client' }} onSignOut={() => undefined} {...props} />);
    const button = screen.getByRole('button', { name: 'Chris Client' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    const profile = screen.getByRole('link', { name: 'Profile' });
    profile.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(profile);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the picture, and the initials again when it fails to load', () => {
    renderUi(
      <UserMenu
        user={{ fullName: 'Chris Client', avatarUrl: 'https://id.example/uploads/a.png' }}
        onSignOut={() => undefined}
        {...props}
      />,
    );
    const button = screen.getByRole('button', { name: 'Chris Client' });
    const image = button.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', 'https://id.example/uploads/a.png');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image);
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent('CC');
  });

  it('makes initials of one or two words', () => {
    expect(initialsOf('Chris Client')).toBe('CC');
    expect(initialsOf('  anna maria berg ')).toBe('AB');
    expect(initialsOf('Ötzi')).toBe('Ö');
    expect(initialsOf('')).toBe('?');
  });
});

describe('SettingsForm', () => {
  const VALUES: SettingsValues = {
    theme: 'Light',
    sidenavOpen: true,
    hideBalances: false,
    accountsHideZeroBalances: false,
    dashboardHideZeroBalances: true,
    accountsListView: false,
  };

  function Form({ onChange = jest.fn(), audience }: { onChange?: jest.Mock; audience?: 'client' | 'employee' }) {
    const [values, setValues] = useState(VALUES);
    return (
      <SettingsForm
        values={values}
        audience={audience}
        onChange={(change) => {
          onChange(change);
          setValues((v) => ({ ...v, [change.key]: change.value }));
        }}
      />
    );
  }

  it('offers the theme as a radio group "Theme" and every other setting, without a save button', () => {
    renderUi(<Form />);
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['SystemDefault', 'Light', 'Dark']);
    expect(within(theme).getByRole('radio', { name: 'System default' })).not.toBeChecked();
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Side menu open' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide balances' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide balances' })).toHaveAccessibleDescription(
      'Masks every amount on every page, in every open tab.',
    );
    expect(screen.getByRole('checkbox', { name: 'Hide zero balances on the accounts page' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide zero balances on the dashboard' })).toBeChecked();
    const view = screen.getByRole('radiogroup', { name: 'Accounts view' });
    expect(within(view).getByRole('radio', { name: 'Grid view' })).toBeChecked();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Changes apply at once and are saved in this browser.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Appearance', 'Balances', 'Accounts page']);
  });

  it("offers an employee the appearance only, none of a client's balance and accounts settings", async () => {
    const onChange = jest.fn();
    renderUi(<Form audience="employee" onChange={onChange} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Appearance']);
    expect(screen.queryByRole('checkbox', { name: 'Hide balances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hide zero balances on the dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Accounts view' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'theme', value: 'Dark' });
  });

  it('reports each change at once and says it is saved', async () => {
    const onChange = jest.fn();
    renderUi(<Form onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'theme', value: 'Dark' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Theme — Dark.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide balances' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'hideBalances', value: true });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Hide balances — on.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Side menu open' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'sidenavOpen', value: false });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances on the accounts page' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'accountsHideZeroBalances', value: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances on the dashboard' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'dashboardHideZeroBalances', value: false });
    await userEvent.click(screen.getByRole('radio', { name: 'List view' }));
    expect(onChange).toHaveBeenLastCalledWith({ key: 'accountsListView', value: true });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Accounts view — List view.');
  });

  it('offers the language switcher on a site of several languages', () => {
    renderUi(
      <SettingsForm
        values={VALUES}
        onChange={() => undefined}
        languages={[
          { prefix: 'en', name: 'English', href: '/en/account/settings', current: true },
          { prefix: 'de', name: 'Deutsch', href: '/de/account/settings', current: false },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/account/settings');
  });

  it('speaks the interface language', () => {
    renderUi(<Form />, 'de');
    expect(screen.getByRole('radiogroup', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nullsalden auf der Kontenseite ausblenden' })).toBeInTheDocument();
  });
});

describe('shell texts', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  it.each(Object.entries({ de, swe, esp, svn, ita }))('%s has the same keys as English, each translated', (_lang, texts) => {
    expect(keys(texts).sort()).toEqual(keys(en).sort());
    expect(Object.keys(texts)).toEqual(['shell', 'settings']);
  });
});
