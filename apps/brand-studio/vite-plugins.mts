/**
 * What the Brand studio's server and build serve besides what `appConfig` (tools/vite/app.mts) gives every app
 * (React, the shared blog assets, the theme fonts, the `/email` proxy), so that the preview frames draw the real site:
 * - the merged translation files of every language: a configuration being edited may list any, while `appConfig`'s
 *   own plugin serves the languages of the app's configuration file, which the studio does not have; with the brand
 *   overrides of the demo app the edited configuration came from;
 * - that demo app's public files (its images, media logos, favicon).
 */
import type { Connect, Plugin } from 'vite';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildLanguageFile, findNamespaceFiles, languageFileSources } from '../../libs/i18n/src/node/translation-files';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const appsDir = path.join(workspaceRoot, 'apps');

/** The cookie naming the demo app of the preview: `DEMO_APP_COOKIE` of src/preview/protocol.ts (kept equal). */
const DEMO_APP_COOKIE = 'brand-studio-app';

const contentTypes: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** A file under `dir` named by a URL path, or undefined (never outside `dir`). */
function fileUnder(dir: string, relative: string): string | undefined {
  const file = path.resolve(dir, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(dir + path.sep)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

/** The demo apps: every folder of `apps/` with a `public/assets/config/configuration.json`. */
function demoApps(): string[] {
  return fs
    .readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(appsDir, entry.name, 'public/assets/config/configuration.json')))
    .map((entry) => entry.name);
}

/** The demo app named by the request's cookie, if it is one. */
function demoAppOf(req: Connect.IncomingMessage): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${DEMO_APP_COOKIE}=([a-z0-9-]+)`).exec(req.headers.cookie ?? '');
  return match && demoApps().includes(match[1]) ? match[1] : undefined;
}

/** Every language some lib has texts in. */
function knownLanguages(): string[] {
  return [...new Set(findNamespaceFiles(workspaceRoot).map((file) => file.language))].sort();
}

const I18N_ROUTE = /^\/assets\/i18n\/([a-z]{2,3})\.json$/;

/** The requests the studio's servers answer (development and `vite preview`). */
function studioMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let url: string;
    try {
      url = decodeURIComponent((req.url ?? '').split('?')[0]);
    } catch {
      return next();
    }
    const app = demoAppOf(req);
    const language = I18N_ROUTE.exec(url)?.[1];
    if (language) {
      if (!knownLanguages().includes(language)) return next();
      try {
        const body = JSON.stringify(buildLanguageFile(workspaceRoot, language, app ? path.join(appsDir, app) : undefined));
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body);
      } catch (error) {
        next(error);
      }
      return;
    }
    if (!app || (!url.startsWith('/assets/') && !/^\/favicon\.(?:ico|svg|png)$/.test(url))) return next();
    const file = fileUnder(path.join(appsDir, app, 'public'), url);
    if (!file) return next();
    res.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(file).pipe(res);
  };
}

/**
 * Serves the translations and the demo app's files to the preview in development and in `vite preview` (before the
 * built files), and emits the translations of every language (without brand overrides) into the build.
 */
export function studioAssets(): Plugin {
  return {
    name: 'brand-studio-assets',
    configureServer(server) {
      for (const language of knownLanguages()) server.watcher.add(languageFileSources(workspaceRoot, language));
      server.middlewares.use(studioMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(studioMiddleware());
    },
    generateBundle() {
      for (const language of knownLanguages()) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/i18n/${language}.json`,
          source: JSON.stringify(buildLanguageFile(workspaceRoot, language)),
        });
      }
    },
  };
}
