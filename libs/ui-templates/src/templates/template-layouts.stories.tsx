import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomePage } from '../home/home-page';
import { NotFound } from '../system/not-found';
import type { ThemePreference } from '../theme/theme';
import { resolveTheme } from '../theme/theme';
import { demoLayoutProps } from './fixtures';
import { TemplateLayout } from './template-layout';
import type { TemplateId } from './template-id';

interface Args {
  template: TemplateId;
  page: 'home' | 'not-found';
}

function Demo({ template, page }: Args) {
  const [theme, setTheme] = useState<ThemePreference>('Light');
  return (
    <TemplateLayout
      template={template}
      {...demoLayoutProps({ themePreference: theme, resolvedTheme: resolveTheme(theme, false), onThemeChange: setTheme })}
    >
      {page === 'home' ? (
        <HomePage
          template={template}
          brandName="Northbridge Markets"
          imagesDir={`${template}/assets/images/`}
          language="en"
          showCryptoIcons
          showAccountTypesTable
          showAccountTypesTableFuture
          mediaNews={[
            {
              name: 'Markets Weekly',
              image: `${template}/assets/images/media/markets-weekly.svg`,
              url: 'https://markets-weekly.example/',
              languagePrefix: 'en',
            },
          ]}
          signUpHref="/sign-up"
          loginHref="/sign-in"
        />
      ) : (
        <NotFound template={template} homeHref="/" />
      )}
    </TemplateLayout>
  );
}

const meta = {
  title: 'Templates/Layouts',
  component: Demo,
  args: { template: 'template1', page: 'home' },
  argTypes: {
    template: { control: 'inline-radio', options: ['template1', 'template2', 'template3', 'template4'] },
    page: { control: 'inline-radio', options: ['home', 'not-found'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the mobile menu from the keyboard, checks the panel, closes it with Escape. */
const mobileMenuPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: /Menu|Menü|Meny|Meni|Menú/ });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  await expect(panel).toHaveAttribute('data-open', 'true');
  await userEvent.keyboard('{Escape}');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveFocus();
};

/** The skip link is the first stop of the Tab order and leads to the main landmark. */
const skipLinkPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.tab();
  const skip = canvas.getAllByRole('link')[0];
  await expect(skip).toHaveFocus();
  await expect(skip).toHaveAttribute('href', '#main-content');
  await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
};

export const Template1: Story = { args: { template: 'template1' }, play: mobileMenuPlay };
export const Template2: Story = { args: { template: 'template2' }, play: mobileMenuPlay };
export const Template3: Story = { args: { template: 'template3' }, play: mobileMenuPlay };
export const Template4: Story = { args: { template: 'template4' }, play: mobileMenuPlay };
export const SkipLink: Story = { args: { template: 'template1' }, play: skipLinkPlay };
export const NotFound1: Story = { name: '404 – Template 1', args: { template: 'template1', page: 'not-found' } };
export const NotFound2: Story = { name: '404 – Template 2', args: { template: 'template2', page: 'not-found' } };
export const NotFound3: Story = { name: '404 – Template 3', args: { template: 'template3', page: 'not-found' } };
export const NotFound4: Story = { name: '404 – Template 4', args: { template: 'template4', page: 'not-found' } };
