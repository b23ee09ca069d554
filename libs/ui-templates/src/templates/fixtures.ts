import type { TemplateLayoutProps } from './layout-props';

/** Layout props of a two-language demo brand (stories and tests). */
export function demoLayoutProps(overrides: Partial<TemplateLayoutProps> = {}): TemplateLayoutProps {
  return {
    brandName: 'Northbridge Markets',
    homeHref: '/',
    navigation: [
      { href: '/', label: 'Home', current: true },
      { href: '/trading/forex', label: 'Forex' },
      { href: '/trading/stocks', label: 'Stocks' },
      { href: '/about', label: 'About us' },
      { href: '/faq', label: 'FAQ' },
      { href: '/contact', label: 'Contact' },
    ],
    loginHref: '/sign-in',
    signUpHref: '/sign-up',
    languages: [
      { prefix: 'en', name: 'English', href: '/en', current: true },
      { prefix: 'de', name: 'Deutsch', href: '/de', current: false },
    ],
    themePreference: 'Light',
    resolvedTheme: 'light',
    onThemeChange: () => undefined,
    riskWarning:
      'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    footer: {
      rightsYear: 2026,
      companyInfo: 'Northbridge Markets Ltd, registered in England and Wales, no. 01234567',
      email: 'support@northbridge-markets.example',
      phoneNumber: '+44 20 7946 0000',
      address: '1 Finsbury Square, London EC2A 1AE, United Kingdom',
      documents: [
        { href: 'assets/uploads/terms.pdf', label: 'Terms and conditions', external: true },
        { href: 'assets/uploads/risk-disclosure.pdf', label: 'Risk disclosure', external: true },
      ],
    },
    children: null,
    ...overrides,
  };
}
