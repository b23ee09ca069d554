import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { createI18n } from '@brokerfront/i18n';
import { LanguageProvider, useTranslation } from '@brokerfront/i18n/react';
import { PageHead } from './page-head';
import { canonicalPath } from './site-url';

async function renderHead(language: string, site: Record<string, unknown>, path = `/${language}/blog`) {
  const config = makeTestConfiguration({ languages: SIX_LANGUAGES.slice(0, 2), origin: 'https://broker.example/' });
  const app = config.appConfig;
  const i18n = await createI18n({
    languages: app.languages,
    defaultLanguage: app.defaultLanguage,
    language,
    resources: {
      en: { site: { pages: { blog: { title: 'Blog' } } } },
      de: { site: { pages: { blog: { title: 'Blog auf Deutsch' } }, ...site } },
    },
  });
  function BlogPage() {
    const { t } = useTranslation('site');
    return <PageHead title={t('pages.blog.title')} />;
  }
  const router = createMemoryRouter([{ path: '*', element: <BlogPage /> }], { initialEntries: [path] });
  render(
    <ConfigProvider config={config}>
      <LanguageProvider i18n={i18n} languages={app.languages} defaultLanguage={app.defaultLanguage}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </ConfigProvider>,
  );
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it("titles the page '{page title} | {app name}' in the current language, with social meta", async () => {
    await renderHead('de', {});
    await waitFor(() => expect(document.title).toBe('Blog auf Deutsch | Example Broker'));
    expect(meta('meta[name="description"]')).toBe('Trade with us.');
    expect(meta('meta[property="og:title"]')).toBe('Blog auf Deutsch | Example Broker');
    expect(meta('meta[property="og:site_name"]')).toBe('Example Broker');
    expect(meta('meta[property="og:url"]')).toBe('https://broker.example/de/blog');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://broker.example/de/blog');
  });

  it('takes the site description of the language from the brand texts when present', async () => {
    await renderHead('de', { meta: { description: 'Handeln Sie mit uns.' } });
    await waitFor(() => expect(meta('meta[name="description"]')).toBe('Handeln Sie mit uns.'));
    expect(meta('meta[property="og:description"]')).toBe('Handeln Sie mit uns.');
  });

  it('gives the same canonical address when the page is reached with a trailing slash', async () => {
    await renderHead('de', {}, '/de/blog/');
    await waitFor(() => expect(document.title).toBe('Blog auf Deutsch | Example Broker'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://broker.example/de/blog');
    expect(meta('meta[property="og:url"]')).toBe('https://broker.example/de/blog');
  });
});

describe('canonicalPath', () => {
  it('drops trailing slashes, keeping the root', () => {
    expect(canonicalPath('/de/')).toBe('/de');
    expect(canonicalPath('/de/blog//')).toBe('/de/blog');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/faq')).toBe('/faq');
  });
});
