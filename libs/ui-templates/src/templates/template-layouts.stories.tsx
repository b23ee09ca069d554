import { useState } from 'react';
import { resolveTheme as resolveBrandTheme, themeCss, type Theme } from '@brokerfront/config/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomePage } from '../home/home-page';
import { NotFound } from '../system/not-found';
import type { ThemePreference } from '../theme/theme';
import { resolveTheme } from '../theme/theme';
import { demoLayoutProps } from './fixtures';
import { TemplateLayout } from './template-layout';
import { BrandLogoProvider } from './brand-logo';
import type { TemplateId } from './template-id';

interface Args {
  template: TemplateId;
  page: 'home' | 'not-found';
  /** A brand theme (a configuration's `theme` section) applied over the template, as the site applies it. */
  brand?: Theme;
}

function Demo({ template, page, brand }: Args) {
  const [theme, setTheme] = useState<ThemePreference>('Light');
  const layout = (
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
  if (!brand) return layout;
  const logo = brand.logo ? { src: brand.logo.src, alt: brand.logo.alt, wordmark: brand.logo.wordmark ?? false } : undefined;
  return (
    <BrandLogoProvider logo={logo}>
      <style>{themeCss(resolveBrandTheme(brand, template))}</style>
      {layout}
    </BrandLogoProvider>
  );
}

/** Meridian Capital's theme (apps/meridian): its own colours, font, radius, surface and logo. */
const meridian: Theme = {
  logo: { src: 'meridian/assets/images/logo.svg', alt: 'Meridian Capital', wordmark: false },
  primary: '#0f6b5c',
  accent: '#e8a33d',
  surface: '#fbfaf7',
  surfaceAlt: '#f1efe8',
  radius: 12,
  font: 'manrope',
};

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
/** The brand's logo stands in the header and the footer, with its text alternative. */
const brandLogoPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const logos = canvas.getAllByRole('img', { name: 'Meridian Capital' });
  await expect(logos.length).toBeGreaterThanOrEqual(2);
  await expect(logos[0]).toHaveAttribute('src', '/meridian/assets/images/logo.svg');
  await expect(canvasElement.ownerDocument.querySelector('style')?.textContent).toContain('--bf-color-primary:#0f6b5c');
};

/** A brand theme over template 1: two brands on one template look apart (compare with Template1). */
export const BrandThemeTemplate1: Story = {
  name: 'Brand theme – Template 1',
  args: { template: 'template1', brand: meridian },
  play: brandLogoPlay,
};
/** The same theme over template 4: its header gradient follows the brand's colours. */
export const BrandThemeTemplate4: Story = {
  name: 'Brand theme – Template 4',
  args: { template: 'template4', brand: meridian },
  play: brandLogoPlay,
};
export const NotFound1: Story = { name: '404 – Template 1', args: { template: 'template1', page: 'not-found' } };
export const NotFound2: Story = { name: '404 – Template 2', args: { template: 'template2', page: 'not-found' } };
export const NotFound3: Story = { name: '404 – Template 3', args: { template: 'template3', page: 'not-found' } };
export const NotFound4: Story = { name: '404 – Template 4', args: { template: 'template4', page: 'not-found' } };
