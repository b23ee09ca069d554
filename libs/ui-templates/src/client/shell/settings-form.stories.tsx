import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LanguageOption } from '../../components/language-switcher';
import { SettingsForm, type SettingsValues } from './settings-form';

const DEFAULTS: SettingsValues = {
  theme: 'Light',
  sidenavOpen: true,
  hideBalances: false,
  accountsHideZeroBalances: false,
  dashboardHideZeroBalances: false,
  accountsListView: false,
};

const LANGUAGES: LanguageOption[] = [
  { prefix: 'en', name: 'English', href: '/en/account/settings', current: true },
  { prefix: 'de', name: 'Deutsch', href: '/de/account/settings', current: false },
  { prefix: 'swe', name: 'Svenska', href: '/swe/account/settings', current: false },
];

/** The form with its values held here, as the site holds them in the settings slice. */
function SettingsDemo({ initial, languages }: { initial: SettingsValues; languages?: LanguageOption[] }) {
  const [values, setValues] = useState(initial);
  return <SettingsForm values={values} onChange={({ key, value }) => setValues((v) => ({ ...v, [key]: value }))} languages={languages} />;
}

const meta = {
  title: 'Client area/Shell/Settings form',
  component: SettingsDemo,
  args: { initial: DEFAULTS },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--bf-space-5)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults (Light, side menu open, nothing hidden, grid view); a change says it is saved. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('radiogroup');
    await expect(groups).toHaveLength(2);
    const themes = within(groups[0] as HTMLElement).getAllByRole('radio');
    await expect(themes[1]).toBeChecked();
    const status = canvas.getByRole('status');
    const before = status.textContent;
    await userEvent.click(themes[2] as HTMLElement);
    await expect(themes[2]).toBeChecked();
    await expect(status.textContent).not.toBe(before);
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(4);
    await userEvent.click(checkboxes[1] as HTMLElement);
    await expect(checkboxes[1]).toBeChecked();
  },
};

/** Everything switched on, the list view, the dark theme. */
export const AllOn: Story = {
  args: {
    initial: {
      theme: 'Dark',
      sidenavOpen: false,
      hideBalances: true,
      accountsHideZeroBalances: true,
      dashboardHideZeroBalances: true,
      accountsListView: true,
    },
  },
  play: async ({ canvasElement }) => {
    const [sidenav, ...others] = within(canvasElement).getAllByRole('checkbox');
    await expect(sidenav).not.toBeChecked();
    for (const box of others) await expect(box).toBeChecked();
    await expect(within(within(canvasElement).getAllByRole('radiogroup')[0] as HTMLElement).getAllByRole('radio')[2]).toBeChecked();
  },
};

/** A site of several languages: the language switcher is offered too (its choice is stored on its own). */
export const WithLanguages: Story = {
  args: { languages: LANGUAGES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
