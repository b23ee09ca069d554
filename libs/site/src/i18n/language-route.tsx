import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { findLanguage, languageAlternates, localeOf, resolveLanguage, splitLanguagePath } from '@brokerfront/i18n';
import { useLanguage, useLanguageStore, useTranslation } from '@brokerfront/i18n/react';
import { useAppConfig } from '@brokerfront/config/react';
import { pathTo } from '../paths';
import { canonicalPath } from '../head/site-url';

/** Path of the not-found page, where invalid language prefixes lead (SPEC §5). */
export const NOT_FOUND_PATH = pathTo('notFound');

/** hreflang alternates and og:locale of the page shown (React hoists them into <head>). */
function LanguageHead() {
  const app = useAppConfig();
  const { language, languages, defaultLanguage } = useLanguage();
  const { pathname } = useLocation();
  const settings = { languages, defaultLanguage };
  const { rest } = splitLanguagePath(canonicalPath(pathname), settings);
  return (
    <>
      <meta property="og:locale" content={localeOf(language.prefix).replace('-', '_')} />
      {languageAlternates(rest, app.origin, settings).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
    </>
  );
}

/**
 * The language layer of the route table. Under `/:lang` it applies the prefix when the site has
 * more than one language and knows it (the choice is remembered), and sends everything else to
 * /404; without a prefix the stored choice or the default language applies (SPEC §2, §4, §5).
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const { languages, defaultLanguage } = useLanguage();
  const { i18n } = useTranslation();
  const store = useLanguageStore();
  const prefixed = lang !== undefined;
  const routeLanguage = prefixed && languages.length > 1 ? findLanguage(languages, lang) : undefined;
  const wanted = prefixed ? routeLanguage : resolveLanguage({ languages, defaultLanguage }, null, store.get());
  const wantedPrefix = wanted?.prefix;

  // Runs when the route asks for another language, not when the language changes elsewhere.
  useEffect(() => {
    if (!wantedPrefix) return;
    if (prefixed) store.set(wantedPrefix);
    if (i18n.language !== wantedPrefix) void i18n.changeLanguage(wantedPrefix);
  }, [wantedPrefix, prefixed, i18n, store]);

  if (prefixed && !routeLanguage) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <>
      <LanguageHead />
      <Outlet />
    </>
  );
}
