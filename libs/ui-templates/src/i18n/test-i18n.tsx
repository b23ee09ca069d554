import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { render, type RenderOptions } from '@testing-library/react';
import { marketingResources } from './resources';

/** A ready i18next instance holding the `marketing` namespace of every language (tests and stories). */
export function createTestI18n(language = 'en', extra: Record<string, ResourceLanguage> = {}): I18n {
  const instance = createInstance();
  const resources: Resource = {};
  for (const [lang, marketing] of Object.entries(marketingResources)) resources[lang] = { marketing, ...(extra[lang] ?? {}) };
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: ['marketing'],
    defaultNS: 'marketing',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders under StrictMode with the test i18n instance (in `language`, with the namespaces of `extra`). */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', extra, ...options }: RenderOptions & { language?: string; extra?: Record<string, ResourceLanguage> } = {},
) {
  const i18n = createTestI18n(language, extra);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
