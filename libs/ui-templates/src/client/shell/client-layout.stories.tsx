import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectionIndicator } from '../../realtime/connection-indicator';
import type { TemplateId } from '../../templates/template-id';
import { resolveTheme, type ThemePreference } from '../../theme/theme';
import { ClientLayout } from './client-layout';
import { SAMPLE_AVATAR, SAMPLE_USER, SamplePage, useSampleNavigation } from './shell-fixtures';

interface DemoProps {
  template: TemplateId;
  theme: ThemePreference;
  employee?: boolean;
  sidenavOpen?: boolean;
  viewport?: 'phone' | 'desktop';
  avatar?: boolean;
  languages?: boolean;
}

/** The layout with its state held here, as the site holds it in the settings slice. */
function LayoutDemo({
  template,
  theme: initialTheme,
  employee = false,
  sidenavOpen = true,
  viewport,
  avatar = false,
  languages = true,
}: DemoProps) {
  const [theme, setTheme] = useState<ThemePreference>(initialTheme);
  const [open, setOpen] = useState(sidenavOpen);
  const [hidden, setHidden] = useState(false);
  const navigation = useSampleNavigation({ employee });
  return (
    <ClientLayout
      template={template}
      brandName="Northbridge Markets"
      homeHref="/"
      navigation={navigation}
      audience={employee ? 'employee' : 'client'}
      sidenavOpen={open}
      onSidenavOpenChange={setOpen}
      user={{
        ...SAMPLE_USER,
        ...(employee ? { fullName: 'Erin Employee', email: 'employee@example.com' } : {}),
        avatarUrl: avatar ? SAMPLE_AVATAR : null,
      }}
      profileHref="/account/profile"
      settingsHref="/account/settings"
      onSignOut={() => undefined}
      hideBalances={hidden}
      onHideBalancesChange={setHidden}
      languages={
        languages
          ? [
              { prefix: 'en', name: 'English', href: '/en/account', current: true },
              { prefix: 'de', name: 'Deutsch', href: '/de/account', current: false },
            ]
          : []
      }
      themePreference={theme}
      resolvedTheme={resolveTheme(theme, false)}
      onThemeChange={setTheme}
      status={<ConnectionIndicator state="Connected" />}
      riskWarning="CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage."
      viewport={viewport}
    >
      <SamplePage hidden={hidden} />
    </ClientLayout>
  );
}

const meta = {
  title: 'Client area/Shell/Layout',
  component: LayoutDemo,
  render: (args, { globals }) => (
    <LayoutDemo
      {...args}
      template={(globals['template'] as TemplateId) ?? 'template1'}
      theme={(globals['theme'] as ThemePreference) ?? 'Light'}
    />
  ),
  args: { template: 'template1', theme: 'Light' },
  argTypes: { template: { table: { disable: true } }, theme: { table: { disable: true } } },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggleOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('.bf-client__menu-toggle') as HTMLButtonElement;

/** The client menu: the side navigation toggles between full and rail; the eye masks every amount. */
export const ClientMenu: Story = {
  args: { avatar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = toggleOf(canvasElement);
    const nav = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(nav.tagName).toBe('NAV');
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const eye = canvasElement.querySelector('.bf-balance-toggle') as HTMLButtonElement;
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    const amounts = canvas.getByRole('main').querySelectorAll('.bf-amount');
    await expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) await expect(amount.textContent ?? '').not.toMatch(/\d/);
    await userEvent.click(eye);
  },
};

/**
 * An employee's shell: their profile and settings and the back office, with no client items, no "Hide
 * balances" eye and no risk warning (they speak to clients).
 */
export const EmployeeMenu: Story = {
  args: { employee: true },
  play: async ({ canvasElement }) => {
    const nav = canvasElement.ownerDocument.getElementById(toggleOf(canvasElement).getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/account/profile', '/account/settings', '/backoffice']);
    await expect(within(nav).getAllByRole('link').at(-1)).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelector('.bf-balance-toggle')).toBeNull();
    await expect(canvasElement.querySelector('.bf-risk')).toBeNull();
  },
};

/** The side menu closed (UserSettings Shell.SidenavOpened false): a rail of icons, every entry still named. */
export const SidenavClosed: Story = {
  args: { sidenavOpen: false },
  play: async ({ canvasElement }) => {
    const toggle = toggleOf(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    for (const link of within(nav).getAllByRole('link')) await expect(link.textContent?.trim()).not.toBe('');
  },
};

/** On a phone the side navigation is a drawer: focus moves in, Escape closes it and returns focus to "Menu". */
export const Phone: Story = {
  args: { viewport: 'phone', avatar: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = toggleOf(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(nav).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(nav.contains(nav.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** One language only: no language switcher. */
export const SingleLanguage: Story = {
  args: { languages: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bf-language')).toBeNull();
  },
};
