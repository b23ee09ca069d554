import '@testing-library/jest-dom';
import { resolve } from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router-dom';
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { CHOSEN_LANGUAGE_KEY, type TranslationFile } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { SiteApp } from './site-app';
import { makeStore } from './store';
import { createRoutes } from './routes';
import { startSiteI18n } from '../i18n/site-i18n';
import { useLanguageSwitcher } from '../i18n/use-language-switcher';
import { LocalizedLink } from '../i18n/localized-link';
import { installNavigationRequest } from '../testing/navigation-request';
import { runtimeOf } from '../runtime/testing';

const workspace = resolve(__dirname, '../../../..');
const resources: Record<string, TranslationFile> = Object.fromEntries(
  SIX_LANGUAGES.map((l) => [l.prefix, buildLanguageFile(workspace, l.prefix)]),
);

const ENGLISH_ONLY = [SIX_LANGUAGES[0]];
const THREE = SIX_LANGUAGES.slice(0, 3);

/** A page of a feature module: shows a translated text, the location and the language switcher. */
function ProbePage() {
  const { t } = useTranslation('common');
  const switcher = useLanguageSwitcher();
  const location = useLocation();
  return (
    <>
      <h1>{t('notFound.backHome')}</h1>
      <p data-testid="where">{location.pathname}</p>
      <LocalizedLink to="/probe/inner">{t('actions.readMore')}</LocalizedLink>
      {switcher.isMultiLanguage && (
        <nav aria-label={switcher.label}>
          {switcher.languages.map((l) => (
            <button key={l.prefix} type="button" aria-pressed={l.current} onClick={() => void switcher.change(l.prefix)}>
              {l.name}
            </button>
          ))}
        </nav>
      )}
    </>
  );
}

/** A bare shell, so these tests do not depend on the template layouts. */
function TestShell() {
  return (
    <main>
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}

const pages: RouteObject[] = [
  { path: 'probe', element: <ProbePage /> },
  { path: 'probe/inner', element: <ProbePage /> },
];

async function renderSite(path: string, languages: readonly { id: number; prefix: string; name: string }[] = THREE) {
  const config = makeTestConfiguration({ languages, defaultLanguage: languages[0] });
  const logger = { warn: jest.fn() };
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, { resources, storage: localStorage, pathname: path, logger });
  const router = createMemoryRouter(createRoutes({ pages, shell: <TestShell /> }), { initialEntries: [path] });
  render(
    <SiteApp
      config={config}
      template="template2"
      runtime={runtimeOf({ store: makeStore() })}
      router={router}
      i18n={i18n}
      languageStore={languageStore}
    />,
  );
  return { router, i18n, logger };
}

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

beforeAll(() => {
  // jsdom does not scroll; ScrollRestoration calls it on every navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('route table', () => {
  it('has the shell on the empty path, holding every page unprefixed and under a language prefix', () => {
    const routes = createRoutes();
    expect(routes.map((r) => r.path)).toEqual(['']);
    expect(routes[0]?.children?.map((r) => [r.id, r.path])).toEqual([
      ['language', undefined],
      ['language-prefixed', ':lang'],
    ]);
    // Pathless layout routes (the client shell) hold their pages as children.
    const flatten = (list: RouteObject[] = []): RouteObject[] => list.flatMap((r) => (r.path || r.index ? [r] : flatten(r.children)));
    const paths = flatten(routes[0]?.children?.[0]?.children).map((r) => r.path ?? (r.index ? '(index)' : ''));
    expect(paths).toEqual(
      expect.arrayContaining([
        '(index)',
        'sign-in',
        'sign-up',
        'account',
        'account/settings',
        'backoffice',
        'backoffice/users/:id',
        'blog',
        'blog/:slug',
        '404',
        '*',
      ]),
    );
  });

  it('loads the shell with the home page on /', async () => {
    const { router } = await renderSite('/', ENGLISH_ONLY);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/');
  });

  it('mounts feature pages with and without a language prefix', async () => {
    const { router } = await renderSite('/de/probe');
    expect(await screen.findByRole('heading', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiterlesen' })).toHaveAttribute('href', '/de/probe/inner');
    expect(pathOf(router)).toBe('/de/probe');
  });

  it('shows the not-found page for unknown pages, also in a language', async () => {
    const { router } = await renderSite('/de/nowhere/at/all');
    expect(pathOf(router)).toBe('/de/nowhere/at/all');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('language routing with one language', () => {
  it.each(['/en/', '/en/probe', '/de/probe'])('sends %s to /404', async (path) => {
    const { router } = await renderSite(path, ENGLISH_ONLY);
    await waitFor(() => expect(pathOf(router)).toBe('/404'));
  });

  it('shows pages without a prefix in the default language and ignores a stored choice', async () => {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'de');
    const { i18n } = await renderSite('/probe', ENGLISH_ONLY);
    expect(screen.getByRole('heading', { name: 'Back to the home page' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(screen.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('adds no hreflang alternates', async () => {
    await renderSite('/probe', ENGLISH_ONLY);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});

describe('language routing with several languages', () => {
  it('applies a known prefix, sets <html lang> and remembers the choice', async () => {
    const { i18n } = await renderSite('/swe/probe');
    expect(screen.getByRole('heading', { name: 'Tillbaka till startsidan' })).toBeInTheDocument();
    expect(i18n.language).toBe('swe');
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('swe');
  });

  it.each(['/xx/', '/xx/probe', '/esp/probe'])('sends the unknown prefix %s to /404', async (path) => {
    const { router } = await renderSite(path);
    await waitFor(() => expect(pathOf(router)).toBe('/404'));
  });

  it('shows pages without a prefix in the default language', async () => {
    const { i18n } = await renderSite('/probe');
    expect(screen.getByRole('heading', { name: 'Back to the home page' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBeNull();
  });

  it('shows pages without a prefix in the stored language', async () => {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'de');
    await renderSite('/probe');
    expect(screen.getByRole('heading', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiterlesen' })).toHaveAttribute('href', '/de/probe/inner');
  });

  it('switches to German and back with the language switcher, remembering each choice', async () => {
    const { router } = await renderSite('/probe');
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/de/probe');
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('de');
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Back to the home page' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/en/probe');
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('en');
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/probe/inner');
  });

  it('keeps the language when following a link', async () => {
    const { router } = await renderSite('/de/probe');
    await userEvent.click(screen.getByRole('link', { name: 'Weiterlesen' }));
    expect(pathOf(router)).toBe('/de/probe/inner');
    expect(screen.getByRole('heading', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
  });

  it('adds hreflang alternates and og:locale for the page shown', async () => {
    const { router } = await renderSite('/de/probe');
    const alternates = () =>
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    await waitFor(() =>
      expect(alternates()).toEqual([
        'en https://broker.example/probe',
        'de https://broker.example/de/probe',
        'sv https://broker.example/swe/probe',
        'x-default https://broker.example/probe',
      ]),
    );
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'de');
    await act(() => router.navigate('/de/probe/inner'));
    await waitFor(() => expect(alternates()[1]).toBe('de https://broker.example/de/probe/inner'));
  });
});

describe('interface texts', () => {
  it.each(SIX_LANGUAGES.map((l) => l.prefix))('renders no raw key and asks for no missing text in %s', async (prefix) => {
    const { logger } = await renderSite(`/${prefix}/probe`, SIX_LANGUAGES);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\b(common|site|marketing|auth|blog):[\w.]+/);
    expect(text).not.toMatch(/\b[a-z]+[A-Z]?\w*\.[a-z]+[A-Z]?\w*\b/);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
