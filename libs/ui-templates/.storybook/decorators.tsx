import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { resolveTheme, type ThemePreference } from '../src/theme/theme';
import { TEMPLATE_IDS } from '../src/templates/template-id';

/** Toolbar switches of every story: template, language and theme. */
export const globalTypes: NonNullable<Preview['globalTypes']> = {
  template: {
    description: 'Template design',
    toolbar: {
      title: 'Template',
      icon: 'component',
      items: TEMPLATE_IDS.map((id) => ({ value: id, title: id.replace('template', 'Template ') })),
      dynamicTitle: true,
    },
  },
  language: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English' },
        { value: 'de', title: 'Deutsch' },
        { value: 'swe', title: 'Svenska' },
        { value: 'esp', title: 'Español' },
        { value: 'svn', title: 'Slovenščina' },
        { value: 'ita', title: 'Italiano' },
      ],
      dynamicTitle: true,
    },
  },
  theme: {
    description: 'Colour theme (UserSettings Shell.Theme)',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'Light', title: 'Light' },
        { value: 'Dark', title: 'Dark' },
        { value: 'SystemDefault', title: 'System' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { template: 'template1', language: 'en', theme: 'Light' };

/** Namespace of a translation file from its path: libs/<lib>/src/i18n/<lang>.json, …/pages/i18n/<lang>.json or …/client/<part>/i18n/<lang>.json. */
export function namespaceOf(path: string): string | null {
  if (/\/pages\/i18n\/[^/]+\.json$/.test(path)) return 'pages';
  if (/\/client\/[^/]+\/i18n\/[^/]+\.json$/.test(path)) return 'client';
  if (/\/backoffice\/(?:[^/]+\/)?i18n\/[^/]+\.json$/.test(path)) return 'backoffice';
  const lib =
    /libs\/([^/]+)\/src\/i18n\/[^/]+\.json$/.exec(path)?.[1] ?? (/\.\.\/src\/i18n\/[^/]+\.json$/.test(path) ? 'ui-templates' : null);
  const byLib: Record<string, string> = {
    'ui-templates': 'marketing',
    auth: 'auth',
    i18n: 'common',
    site: 'site',
    'blog-content': 'blog',
    backoffice: 'backoffice',
    'identity-api': 'errors',
  };
  return lib ? (byLib[lib] ?? lib) : null;
}

/** Builds i18next resources from `{ path: json }` of translation files. */
export function resourcesFromFiles(files: Record<string, unknown>): Resource {
  const resources: Resource = {};
  for (const [path, json] of Object.entries(files)) {
    const namespace = namespaceOf(path);
    const language = /([^/]+)\.json$/.exec(path)?.[1];
    if (!namespace || !language || !json || typeof json !== 'object') continue;
    // A namespace may come from several folders (the client area's parts): their texts merge.
    const current = (resources[language]?.[namespace] ?? {}) as Record<string, unknown>;
    resources[language] = { ...(resources[language] ?? {}), [namespace]: { ...current, ...(json as Record<string, unknown>) } };
  }
  return resources;
}

function usePrefersDark(): boolean {
  const query =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const [dark, setDark] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return undefined;
    const update = () => setDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return dark;
}

function StoryFrame({
  resources,
  language,
  theme,
  template,
  children,
}: {
  resources: Resource;
  language: string;
  theme: ThemePreference;
  template: string;
  children: ReactNode;
}) {
  const i18n = useMemo(() => {
    const instance = createInstance();
    void instance.init({
      resources,
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'marketing',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return instance;
  }, [resources, language]);
  const resolved = resolveTheme(theme, usePrefersDark());
  useEffect(() => {
    document.documentElement.dataset['theme'] = resolved;
    document.documentElement.dataset['template'] = template;
  }, [resolved, template]);
  return (
    <I18nextProvider i18n={i18n}>
      <div className="bf-site" data-template={template} data-theme={resolved} style={{ minHeight: 'auto' }}>
        {children}
      </div>
    </I18nextProvider>
  );
}

/**
 * The decorator of every story: an i18n instance with every namespace in the chosen language, and the
 * template and theme attributes that scope the design tokens.
 */
export function withSiteFrame(resources: Resource): Decorator {
  return (Story, context) => (
    <StoryFrame
      resources={resources}
      language={String(context.globals['language'] ?? 'en')}
      theme={(context.globals['theme'] as ThemePreference) ?? 'Light'}
      template={String(context.globals['template'] ?? 'template1')}
    >
      <Story />
    </StoryFrame>
  );
}
