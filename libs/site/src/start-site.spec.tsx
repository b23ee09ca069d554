import '@testing-library/jest-dom';
import { resolve } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { clearBlogCache } from '@brokerfront/blog-content/loader';
import { fakeResponse, minimalConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import type { TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { startSite } from './start-site';
import { renderPage } from './prerender/render-page';
import { PAGE_DATA_ID } from './prerender/page-data';
import { installNavigationRequest } from './testing/navigation-request';

function fakeFetch(status: number, body: string) {
  return jest.fn(async () => fakeResponse(status, body));
}

async function start(fetch: ReturnType<typeof fakeFetch>) {
  const container = document.createElement('div');
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let result: Awaited<ReturnType<typeof startSite>> | undefined;
  await act(async () => {
    result = await startSite({ template: 'template1', container, fetch: fetch as unknown as typeof globalThis.fetch });
  });
  const logged = errors.mock.calls.map((call) => String(call[0]));
  errors.mockRestore();
  return { result, logged, unmount: () => act(() => result?.root.unmount()) };
}

function rows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startSite with a broken configuration', () => {
  it('shows the error screen naming each wrong field, and logs the same', async () => {
    const config = minimalConfiguration() as { appConfig: Record<string, unknown> };
    config.appConfig['hasTradingMenu'] = 'yes';
    config.appConfig['vectorSize'] = 'huge';
    const { logged, unmount } = await start(fakeFetch(200, JSON.stringify(config)));
    expect(screen.getByRole('heading', { level: 1, name: 'The site configuration has errors' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['appConfig.hasTradingMenu', 'true or false', '"yes" (a text)'],
      ['appConfig.vectorSize', 'one of "cover", "contain", "auto"', '"huge" (a text)'],
    ]);
    expect(logged).toEqual([
      'Configuration error: appConfig.hasTradingMenu: expected true or false, found "yes" (a text)',
      'Configuration error: appConfig.vectorSize: expected one of "cover", "contain", "auto", found "huge" (a text)',
    ]);
    await unmount();
  });

  it('shows the error screen when the file is missing', async () => {
    const { logged, unmount } = await start(fakeFetch(404, 'Not found'));
    expect(rows()).toEqual([['assets/config/configuration.json', 'a configuration file', 'HTTP 404 (no file)']]);
    expect(logged).toHaveLength(1);
    await unmount();
  });

  it('shows the error screen when the file is not JSON', async () => {
    const { unmount } = await start(fakeFetch(200, '{ "appConfig": '));
    const [[path, expected, found]] = rows();
    expect([path, expected]).toEqual(['assets/config/configuration.json', 'valid JSON']);
    expect(found).toMatch(/^invalid JSON/);
    await unmount();
  });
});

describe('startSite on a prerendered page', () => {
  const workspace = resolve(__dirname, '../../..');
  const translations: Record<string, TranslationFile> = Object.fromEntries(
    ['en', 'de'].map((prefix) => [prefix, buildLanguageFile(workspace, prefix)]),
  );

  /** The configuration file of a two-language site (English default, German). */
  function configuration(app: Record<string, unknown> = {}) {
    const file = minimalConfiguration() as ReturnType<typeof minimalConfiguration> & { appConfig: Record<string, unknown> };
    Object.assign(file.appConfig, { languages: SIX_LANGUAGES.slice(0, 2), rightsYear: 2026 }, app);
    return file;
  }

  /** The server's files: the configuration as served and the language files. */
  function siteFetch(served: unknown) {
    return jest.fn(async (url: string) => {
      if (url === 'assets/config/configuration.json') return fakeResponse(200, JSON.stringify(served));
      const language = /^assets\/i18n\/(\w+)\.json$/.exec(url)?.[1];
      if (language && translations[language]) return fakeResponse(200, JSON.stringify(translations[language]));
      return fakeResponse(404, 'Not found');
    });
  }

  /**
   * Renders a page as the prerenderer does. jsdom has no fetch `Response`; the renderer only tells a redirect
   * (a Response) from a page by it, so a bare class stands in for the render.
   */
  async function prerender(path: string, rendered: unknown) {
    const hadResponse = 'Response' in globalThis;
    if (!hadResponse) Object.assign(globalThis, { Response: class NoResponse {} });
    try {
      return await renderPage({ template: 'template1', path, configuration: rendered, translations });
    } finally {
      if (!hadResponse) delete (globalThis as { Response?: unknown }).Response;
    }
  }

  /** The document as the browser gets it from the prerendered file of `path`. */
  async function openPrerendered(path: string, rendered: unknown) {
    const page = await prerender(path, rendered);
    window.history.replaceState(null, '', path);
    document.documentElement.lang = page.lang;
    document.head.innerHTML = page.head;
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = page.body;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_DATA_ID;
    data.textContent = page.pageData;
    document.body.append(container, data);
    return { container, page };
  }

  /** Starts the site on the page as `main.tsx` does, with what it logged as errors (console, uncaught). */
  async function startOn(container: HTMLElement, fetch: jest.Mock) {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    let result: Awaited<ReturnType<typeof startSite>> | undefined;
    let logged: string[] = [];
    try {
      await act(async () => {
        result = await startSite({ template: 'template1', container, fetch: fetch as unknown as typeof globalThis.fetch });
      });
      await act(async () => {
        await result?.signedIn;
      });
    } finally {
      window.removeEventListener('error', onError);
      logged = [...errors.mock.calls.map((call) => String(call[0])), ...uncaught.map(String)];
      errors.mockRestore();
    }
    return { result, logged };
  }

  /** Unmounts the site and stops its signed-in side (session, live connection). */
  async function stop(result: Awaited<ReturnType<typeof startSite>> | undefined) {
    await act(async () => result?.root.unmount());
    const side = await result?.signedIn;
    await side?.live.stop();
    side?.session.dispose();
  }

  beforeAll(() => {
    installNavigationRequest();
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('lang');
    document.documentElement.style.colorScheme = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('hydrates the HTML in the page language without replacing a node or logging an error', async () => {
    const rendered = configuration();
    const { container } = await openPrerendered('/de/faq', rendered);
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();
    const fetch = siteFetch(rendered);
    const { result, logged } = await startOn(container, fetch);
    expect(logged).toEqual([]);
    expect(heading?.isConnected).toBe(true);
    expect(container.querySelector('h1')).toBe(heading);
    expect(result?.i18n?.language).toBe('de');
    // A visitor with no session in this browser: the page's own texts only, and no signed-in side.
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('assets/i18n/'))).toEqual([]);
    expect(result?.runtime?.get()).toBeNull();
    await stop(result);
  });

  it('starts the signed-in side after the hydration when this browser may have a session, with the other texts', async () => {
    // A sign-in of this browser that was not signed out (another tab may hand its session over).
    localStorage.setItem('currentUser.session', JSON.stringify({ sid: 'sid-1', current: 'fingerprint', signedOutAt: null }));
    const rendered = configuration();
    const { container } = await openPrerendered('/de/faq', rendered);
    const heading = container.querySelector('h1');
    const fetch = siteFetch(rendered);
    const { result, logged } = await startOn(container, fetch);
    expect(logged).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(result?.runtime?.get()).not.toBeNull();
    // The other namespaces (signed-in pages) load with the signed-in side, once per language, after the hydration.
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('assets/i18n/'))).toEqual([
      'assets/i18n/de.json',
      'assets/i18n/en.json',
    ]);
    expect(result?.i18n?.hasLoadedNamespace('client')).toBe(true);
    expect(result?.i18n?.t('client:shell.menu')).toBe('Menü');
    await stop(result);
  });

  it("completes the page's texts before the first navigation, which then shows the other page in full", async () => {
    const rendered = configuration({ showContact: true });
    const { container } = await openPrerendered('/de/faq', rendered);
    const fetch = siteFetch(rendered);
    const { result, logged } = await startOn(container, fetch);
    expect(logged).toEqual([]);
    const languageFiles = () => fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('assets/i18n/'));
    // The page carries its own section of the content pages' texts, not the contact page's.
    expect(languageFiles()).toEqual([]);
    expect(result?.i18n?.exists('pages:contact.title', { lng: 'de' })).toBe(false);
    await act(async () => {
      await result?.router?.navigate('/de/contact');
    });
    const contact = translations['de']?.['pages'] as { contact: { title: string; form: object } };
    expect(container.querySelector('h1')).toHaveTextContent(contact.contact.title);
    expect(container).not.toHaveTextContent('pages:');
    expect(languageFiles().sort()).toEqual(['assets/i18n/de.json', 'assets/i18n/en.json']);
    await stop(result);
  });

  it("loads a visitor's signed-in side when a session appears in another tab", async () => {
    const rendered = configuration();
    const { container } = await openPrerendered('/faq', rendered);
    const { result } = await startOn(container, siteFetch(rendered));
    expect(result?.runtime?.get()).toBeNull();
    // Another tab's sign-in marks the browser; an unrelated key changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'userSettings' }));
    localStorage.setItem('currentUser.session', JSON.stringify({ sid: 'sid-2', current: 'fingerprint', signedOutAt: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentUser.session' }));
    await act(async () => {
      await result?.runtime?.load();
    });
    expect(result?.runtime?.get()).not.toBeNull();
    await act(async () => result?.root.unmount());
  });

  it('hydrates a blog article, loading its lazy route and posts before the hydration', async () => {
    const rendered = configuration();
    const { container } = await openPrerendered('/de/blog/forex-basics', rendered);
    clearBlogCache();
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('Forex-Grundlagen');
    const { result, logged } = await startOn(container, siteFetch(rendered));
    expect(logged).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading?.isConnected).toBe(true);
    await stop(result);
  });

  it("applies the visitor's stored theme after the hydration", async () => {
    localStorage.setItem('userSettings', JSON.stringify({ guest: { Shell: { Theme: 'Dark' } } }));
    const rendered = configuration();
    const { container } = await openPrerendered('/', rendered);
    const site = container.querySelector<HTMLElement>('.bf-site');
    expect(site).toHaveAttribute('data-theme', 'light');
    const changes: (string | null)[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((r) => r.oldValue)));
    if (site) observer.observe(site, { attributeFilter: ['data-theme'], attributeOldValue: true });
    const { result, logged } = await startOn(container, siteFetch(rendered));
    observer.disconnect();
    expect(logged).toEqual([]);
    expect(container.querySelector('.bf-site')).toBe(site);
    expect(site).toHaveAttribute('data-theme', 'dark');
    expect(changes[0]).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(result?.i18n?.language).toBe('en');
    await stop(result);
  });

  it('renders afresh from the served configuration when its site part differs from the page', async () => {
    const { container } = await openPrerendered('/de/faq', configuration());
    const heading = container.querySelector('h1');
    const served = configuration({ name: 'Other Broker' });
    const { result, logged } = await startOn(container, siteFetch(served));
    expect(logged).toEqual([]);
    expect(heading?.isConnected).toBe(false);
    expect(container.querySelector('h1')).not.toBeNull();
    expect(within(container).getAllByText('Other Broker').length).toBeGreaterThan(0);
    expect(within(container).queryAllByText('Example Broker')).toEqual([]);
    expect(result?.i18n?.language).toBe('de');
    await stop(result);
  });

  it('still hydrates when only the services differ (another identity host)', async () => {
    const rendered = configuration();
    const { container } = await openPrerendered('/de/faq', rendered);
    const heading = container.querySelector('h1');
    const served = configuration();
    served.identityConfig.service.host = 'identity.elsewhere.example';
    const { result, logged } = await startOn(container, siteFetch(served));
    expect(logged).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading?.isConnected).toBe(true);
    await stop(result);
  });

  it('renders afresh when the served configuration cannot be read', async () => {
    const { container } = await openPrerendered('/faq', configuration());
    const heading = container.querySelector('h1');
    const { result } = await startOn(
      container,
      jest.fn(async () => fakeResponse(404, 'Not found')),
    );
    expect(heading?.isConnected).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'The site configuration has errors' })).toBeInTheDocument();
    await stop(result);
  });
});
