import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { DEFAULT_CONFIG_URL, type SiteConfiguration } from '@brokerfront/config';
import { mayHaveSession, sessionHintKeys } from '@brokerfront/auth';
import { NAMESPACES, type I18n } from '@brokerfront/i18n';
import { ConfigErrorScreen, type TemplateId } from '@brokerfront/ui-templates';
import { SiteApp } from './app/site-app';
import { createRoutes } from './app/routes';
import { startSiteI18n } from './i18n/site-i18n';
import { appConfigFingerprint, NAMESPACES_CARRIED_IN_PART, readPageData, type PageData } from './prerender/page-data';
import { textsCompletion } from './i18n/texts-completion';
import { prepareRoutes } from './prerender/prepare-routes';
import { createRuntimeHolder, type RuntimeHolder } from './runtime/runtime';
import { applyBrandTheme } from './theme/brand-theme';
import type { StartedRuntime } from './runtime/signed-in-runtime';

/** Options of {@link startSite}. */
export interface StartSiteOptions {
  template: TemplateId;
  container: HTMLElement;
  /** Defaults to `assets/config/configuration.json` (SPEC §7). */
  configUrl?: string;
  fetch?: typeof fetch;
  /** The data of a prerendered page; default read from the document (`readPageData`). */
  pageData?: PageData | null;
}

/** What {@link startSite} started (everything but `root` is absent when the configuration is broken). */
export interface StartedSite {
  root: Root;
  router?: ReturnType<typeof createBrowserRouter>;
  i18n?: I18n;
  /** The signed-in side (store, session, live connection), loaded after the first render of a public page. */
  runtime?: RuntimeHolder;
  /**
   * Resolves once the signed-in side runs (null when the configuration's services are not valid, when its code
   * could not be fetched at the first try, or at once on a prerendered page opened by a visitor with no session:
   * the side then loads later, when a signed-in page or a sign-in needs it). Only the site's own tests wait for it;
   * an app reaches the signed-in side through `runtime`.
   *
   * @internal
   */
  signedIn?: Promise<StartedRuntime | null>;
}

/** The configuration file as JSON, or null when it cannot be read (the full check then says why). */
async function fetchConfigurationJson(url: string, doFetch: typeof fetch | undefined): Promise<unknown> {
  try {
    const response = await (doFetch ?? globalThis.fetch.bind(globalThis))(url);
    return response.ok ? (JSON.parse(await response.text()) as unknown) : null;
  } catch {
    return null;
  }
}

/** Loads the signed-in side's chunk and starts it (once), from a checked configuration or one to check. */
function signedInSide(
  source: { config: SiteConfiguration } | { json: unknown },
  fetch: typeof globalThis.fetch | undefined,
  /** What the signed-in pages need besides (the texts a prerendered page does not carry). */
  alsoLoad: () => Promise<unknown> = () => Promise.resolve(),
) {
  let starting: Promise<StartedRuntime | null> | null = null;
  /** The first start's outcome; null when its code could not be fetched (a retry from the page may still start it). */
  let settleFirst: (side: StartedRuntime | null) => void = () => undefined;
  const first = new Promise<StartedRuntime | null>((resolve) => (settleFirst = resolve));
  const start = () =>
    (starting ??= import('./runtime/signed-in-runtime').then(
      async (m) => {
        const side = await ('config' in source
          ? m.startSignedInRuntime(source.config, { fetch })
          : m.startSignedInRuntimeFromJson(source.json, { fetch }));
        settleFirst(side);
        return side;
      },
      (error: unknown) => {
        // Its code could not be fetched: the next load tries again (the page says so, with "Try again").
        starting = null;
        settleFirst(null);
        throw error;
      },
    ));
  const holder = createRuntimeHolder(() => Promise.all([start(), alsoLoad()]).then(([side]) => side?.runtime ?? null));
  const started = () => first;
  return { holder, started };
}

/** Calls `load` once, when a session appears in this browser's storage (a sign-in in another tab). */
function loadOnSignIn(load: () => void): void {
  const keys = sessionHintKeys();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !keys.includes(event.key)) return;
    if (!mayHaveSession()) return;
    window.removeEventListener('storage', onStorage);
    load();
  };
  window.addEventListener('storage', onStorage);
}

/**
 * Starts a brand site, the one composition root. A prerendered page (its data in the document) hydrates with the
 * texts and configuration it carries — nothing is fetched before the first render but the configuration as served
 * (preloaded by the page), to check the page was rendered from it; the signed-in side (store, session, live
 * connection) loads right after. Any other address loads and checks the configuration (a broken one gives the error
 * screen naming each wrong field, never a blank page), the translations and the signed-in side, then renders.
 */
export async function startSite(options: StartSiteOptions): Promise<StartedSite> {
  const { configUrl = DEFAULT_CONFIG_URL, fetch } = options;
  const pageData = options.pageData === undefined ? readPageData() : options.pageData;
  if (pageData) {
    // Hydrate only when the site part (appConfig, all the markup depends on) is the one the page was rendered
    // from; the services are taken as served. Else render afresh: correct before fast.
    const served = await fetchConfigurationJson(configUrl, fetch);
    if (served !== null && appConfigFingerprint(served) === pageData.appConfigHash) {
      return hydrateSite(options, pageData, served);
    }
  }
  return renderSite(options);
}

/** Renders in the browser only (a signed-in address, or a page whose HTML is out of date). */
async function renderSite({ template, container, configUrl = DEFAULT_CONFIG_URL, fetch }: StartSiteOptions): Promise<StartedSite> {
  const root = createRoot(container);
  const { loadSiteConfiguration, reportConfigProblems, reportConfigWarnings } = await import('./runtime/load-configuration');
  const result = await loadSiteConfiguration({ url: configUrl, fetch });
  reportConfigWarnings(result.warnings ?? []);
  if (!result.ok) {
    reportConfigProblems(result.problems);
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return { root };
  }
  const config = result.config;
  // Translations load before the first render, in the language of the URL prefix or the stored choice.
  const i18nStarted = startSiteI18n(config.appConfig, { fetch, storage: window.localStorage, pathname: window.location.pathname });
  const side = signedInSide({ config }, fetch);
  // A runtime whose code cannot be fetched does not stop the page: its parts say so, with "Try again".
  // The brand theme applies before the first render, so it draws in the brand's colours.
  const [{ i18n, languageStore }] = await Promise.all([
    i18nStarted,
    side.holder.load().catch(() => null),
    applyBrandTheme(config, template),
  ]);
  const router = createBrowserRouter(createRoutes());
  root.render(
    <SiteApp config={config} template={template} router={router} i18n={i18n} languageStore={languageStore} runtime={side.holder} />,
  );
  return { root, router, i18n, runtime: side.holder, signedIn: side.started() };
}

/**
 * Hydrates a prerendered page: the first render must draw exactly what the prerenderer drew, so it uses the page's
 * configuration, language and texts, the default settings and a visitor not yet signed in; the stored settings, the
 * chosen language and the session apply right after.
 */
async function hydrateSite({ template, container, fetch }: StartSiteOptions, pageData: PageData, served: unknown): Promise<StartedSite> {
  const config = pageData.config;
  // The page carries its brand theme (the same one: the fingerprint covers it); this only checks.
  const themed = applyBrandTheme(config, template);
  // The page carries the namespaces it shows; the others (signed-in pages) load with the signed-in side.
  const carried = Object.keys(pageData.translations[pageData.language] ?? {});
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    fetch,
    storage: window.localStorage,
    pathname: window.location.pathname,
    language: pageData.language,
    preloaded: pageData.translations,
    namespaces: carried,
  });
  // Some of them it carries only in part (the texts it shows): the first navigation completes them.
  const texts = textsCompletion(() =>
    i18n.reloadResources(
      [...new Set([pageData.language, config.appConfig.defaultLanguage.prefix])],
      carried.filter((namespace) => NAMESPACES_CARRIED_IN_PART.has(namespace)),
    ),
  );
  const routes = createRoutes();
  await Promise.all([
    prepareRoutes(routes, window.location.pathname, { template, app: config.appConfig, language: pageData.language }),
    themed,
  ]);
  const router = createBrowserRouter(routes);
  const side = signedInSide({ json: served }, fetch, () => i18n.loadNamespaces([...NAMESPACES]));
  // The session starts once the page is hydrated (the header shows "Sign in" until it knows better), never during:
  // the hydration draws exactly the prerendered page. A visitor who certainly has no session (nothing in this
  // browser's storage) loads none of it: a signed-in page loads it when opened, and a sign-in in another tab
  // (a storage event) loads it here.
  const visitor = !mayHaveSession();
  const load = () => void side.holder.load().catch(() => null);
  const afterHydration = () => (visitor ? loadOnSignIn(load) : load());
  const root = hydrateRoot(
    container,
    <SiteApp
      config={config}
      template={template}
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      runtime={side.holder}
      onMounted={afterHydration}
      texts={texts}
    />,
  );
  return { root, router, i18n, runtime: side.holder, signedIn: visitor ? Promise.resolve(null) : side.started() };
}
