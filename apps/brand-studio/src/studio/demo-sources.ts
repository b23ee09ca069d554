import { isJsonObject, type JsonObject } from './document';
import type { ThemeTemplateId } from '@brokerfront/config/theme';

/** A configuration the studio can start from: an app of the workspace and its `configuration.json`. */
export interface DemoSource {
  /** Folder of the app under `apps/`, e.g. "template1". */
  app: string;
  /** The template the app starts the site with (read from its `src/main.tsx`), when found. */
  template?: ThemeTemplateId;
  configuration: JsonObject;
}

const appOf = (file: string) => /\/([^/]+)\/(?:public|src)\//.exec(file)?.[1] ?? file;

/**
 * Every app's configuration and template, bundled at build time: each folder of `apps/` that has a
 * `public/assets/config/configuration.json` is a demo the studio lists.
 */
export function bundledDemoSources(): DemoSource[] {
  const configurations = import.meta.glob<unknown>('../../../*/public/assets/config/configuration.json', {
    eager: true,
    import: 'default',
  });
  const mains = import.meta.glob<string>('../../../*/src/main.tsx', { eager: true, query: '?raw', import: 'default' });
  const templates = new Map<string, ThemeTemplateId>();
  for (const [file, code] of Object.entries(mains)) {
    const template = /template:\s*['"](template[1-4])['"]/.exec(code)?.[1] as ThemeTemplateId | undefined;
    if (template) templates.set(appOf(file), template);
  }
  return Object.entries(configurations)
    .filter((entry): entry is [string, JsonObject] => isJsonObject(entry[1]))
    .map(([file, configuration]) => {
      const app = appOf(file);
      const template = templates.get(app);
      return { app, configuration, ...(template ? { template } : {}) };
    })
    .sort((a, b) => a.app.localeCompare(b.app));
}
