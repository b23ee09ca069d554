import { StrictMode, type ReactNode } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { parseSiteConfiguration } from '../lib/load';
import { minimalConfiguration } from '../testing/fixtures';
import type { SiteConfiguration } from '../lib/types';
import {
  ConfigProvider,
  useAppConfig,
  useContactSettings,
  useFaqSettings,
  useLanguageSettings,
  useLegalSettings,
  useMarketingSettings,
  useMediaNews,
  useNavigationSettings,
  useRiskWarning,
  useSiteMeta,
} from './config-context';

function configuration(overrides: Record<string, unknown> = {}): SiteConfiguration {
  const input = minimalConfiguration();
  Object.assign(input.appConfig, overrides);
  const result = parseSiteConfiguration(input, { now: () => new Date('2026-01-01') });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

function wrapper(config: SiteConfiguration) {
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ConfigProvider config={config}>{children}</ConfigProvider>
    </StrictMode>
  );
}

describe('config React bindings', () => {
  it('gives components the typed AppConfig', () => {
    function Brand() {
      const app = useAppConfig();
      return <h1>{`${app.name} since ${app.establishmentYear}`}</h1>;
    }
    render(<Brand />, { wrapper: wrapper(configuration()) });
    expect(screen.getByRole('heading', { name: 'Example Broker since 2005' })).toBeInTheDocument();
  });

  it('fails loudly outside a ConfigProvider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppConfig())).toThrow('inside a <ConfigProvider>');
    spy.mockRestore();
  });

  it('hands every flag of SPEC §3 to the part of the site that needs it', () => {
    const config = configuration({
      hasTradingMenu: true,
      hasWithdrawalMenu: true,
      faqHasTabs: true,
      hideFaqFromContact: true,
      showContact: true,
      showWorkingHours: true,
      hideJoinBanner: true,
      showAccountTypesTable: true,
      showAccountTypesTableFuture: true,
      showCryptoIcons: true,
      hasPopup: true,
      hideMobileImage: true,
      vectorSize: 'contain',
      recaptchaSiteKey: 'key',
      riskWarningInfo: 'Risky.',
      documents: [{ name: 'Terms', fileName: 'terms.pdf' }],
      languages: [
        { id: 1, prefix: 'en', name: 'English' },
        { id: 2, prefix: 'de', name: 'Deutsch' },
      ],
      mediaNews: [
        { name: 'A', image: 'a.svg', url: 'https://a.example/', languagePrefix: 'en' },
        { name: 'B', image: 'b.svg', url: 'https://b.example/', languagePrefix: 'de' },
      ],
    });
    const { result } = renderHook(
      () => ({
        navigation: useNavigationSettings(),
        faq: useFaqSettings(),
        contact: useContactSettings(),
        marketing: useMarketingSettings(),
        legal: useLegalSettings(),
        languages: useLanguageSettings(),
        meta: useSiteMeta(),
        media: useMediaNews('de'),
      }),
      { wrapper: wrapper(config) },
    );
    const r = result.current;
    expect(r.navigation).toMatchObject({ hasTradingMenu: true, hasWithdrawalMenu: true, showContact: true, loginLink: '/sign-in' });
    expect(r.faq).toEqual({ faqHasTabs: true, hideFaqFromContact: true });
    expect(r.contact).toMatchObject({
      showContact: true,
      showWorkingHours: true,
      recaptchaSiteKey: 'key',
      contactInfo: { email: 'support@broker.example' },
    });
    expect(r.marketing).toMatchObject({
      hideJoinBanner: true,
      showAccountTypesTable: true,
      showAccountTypesTableFuture: true,
      showCryptoIcons: true,
      hasPopup: true,
      hideMobileImage: true,
      vectorSize: 'contain',
    });
    expect(r.legal).toMatchObject({
      riskWarningInfo: { en: 'Risky.' },
      rightsYear: 2026,
      establishmentFromTo: '2005–2026',
      documents: [{ name: 'Terms' }],
    });
    expect(r.languages.isMultiLanguage).toBe(true);
    expect(r.meta).toEqual({ name: 'Example Broker', description: 'Trade with us.', origin: 'https://broker.example/' });
    expect(r.media.map((m) => m.name)).toEqual(['B']);
  });

  it("gives a page the brand's risk warning of its language, or none so the translated general one shows", () => {
    const config = configuration({
      languages: [
        { id: 1, prefix: 'en', name: 'English' },
        { id: 2, prefix: 'de', name: 'Deutsch' },
      ],
      riskWarningInfo: { de: 'CFDs sind riskant.' },
    });
    const { result, rerender } = renderHook(({ prefix }) => useRiskWarning(prefix), {
      wrapper: wrapper(config),
      initialProps: { prefix: 'de' },
    });
    expect(result.current).toEqual({ shown: true, text: 'CFDs sind riskant.' });
    rerender({ prefix: 'en' });
    expect(result.current).toEqual({ shown: true });
  });

  it('returns the same selected object across renders', () => {
    const { result, rerender } = renderHook(() => useFaqSettings(), { wrapper: wrapper(configuration()) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
