import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildLanguageFile, languageFileSources } from '../../libs/i18n/src/node/translation-files';
import { legalDocuments } from '../legal/legal-documents.mts';
import { themeFonts } from './theme-fonts.mts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Folders of libs whose files are served at the site root next to the app's own `public/` files. */
const sharedPublicDirs = [path.join(workspaceRoot, 'libs/blog-content/assets')].map((dir) => ({
  dir,
  prefix: '/assets/',
}));

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
};

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Serves shared lib assets in dev/preview and copies them into the build output. */
function sharedAssets(): Plugin {
  return {
    name: 'brokerfront-shared-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0]);
        for (const { dir, prefix } of sharedPublicDirs) {
          if (!url.startsWith(prefix)) continue;
          const file = path.join(dir, url.slice(prefix.length));
          if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
            res.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
            fs.createReadStream(file).pipe(res);
            return;
          }
        }
        next();
      });
    },
    generateBundle() {
      for (const { dir, prefix } of sharedPublicDirs) {
        for (const file of listFiles(dir)) {
          this.emitFile({
            type: 'asset',
            fileName: `${prefix.slice(1)}${path.relative(dir, file).split(path.sep).join('/')}`,
            source: fs.readFileSync(file),
          });
        }
      }
    },
  };
}

/** Language prefixes an app configures (appConfig.languages of its configuration.json). */
function configuredLanguages(appDir: string): string[] {
  try {
    const file = path.join(appDir, 'public/assets/config/configuration.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { appConfig?: { languages?: { prefix?: unknown }[] } };
    return (json.appConfig?.languages ?? []).map((l) => l.prefix).filter((p): p is string => typeof p === 'string');
  } catch {
    // A broken configuration shows the site's error screen; there are no languages to serve.
    return [];
  }
}

/**
 * Serves `/assets/i18n/<lang>.json` for each language the app configures: every lib's namespace
 * file of that language merged (see @brokerfront/i18n "Add a text"), plus the app's brand overrides
 * in `src/i18n/<lang>.json`. Built on each request in development, emitted into the build.
 */
function mergedTranslations(appDir: string): Plugin {
  const route = /^\/assets\/i18n\/([a-z]{2,3})\.json$/;
  return {
    name: 'brokerfront-merged-translations',
    configureServer(server) {
      for (const language of configuredLanguages(appDir)) server.watcher.add(languageFileSources(workspaceRoot, language, appDir));
      server.watcher.on('change', (file) => {
        if (/[\\/]i18n[\\/][^\\/]+\.json$/.test(file)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const match = route.exec((req.url ?? '').split('?')[0]);
        if (!match || !configuredLanguages(appDir).includes(match[1])) return next();
        try {
          const body = JSON.stringify(buildLanguageFile(workspaceRoot, match[1], appDir));
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    generateBundle() {
      for (const language of configuredLanguages(appDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/i18n/${language}.json`,
          source: JSON.stringify(buildLanguageFile(workspaceRoot, language, appDir)),
        });
      }
    },
  };
}

/**
 * Shared Vite configuration of the template apps: template N serves on 420(N-1) in development and
 * 430(N-1) in preview; `/email` (the contact script on the site's origin) is proxied to the
 * reference backend (BACKEND_URL, default http://127.0.0.1:5100).
 */
export function appConfig(dirname: string, templateNumber: 1 | 2 | 3 | 4, ports?: { dev: number; preview: number }) {
  const name = path.basename(dirname);
  const backend = process.env['BACKEND_URL'] ?? 'http://127.0.0.1:5100';
  const proxy = { '/email': { target: backend, changeOrigin: true } };
  return defineConfig(({ isSsrBuild }) => ({
    root: dirname,
    base: '/',
    cacheDir: `../../node_modules/.vite/apps/${name}`,
    resolve: { conditions: ['@brokerfront/source', 'module', 'browser', 'development|production'] },
    ssr: {
      // The server entry is self-contained: a deployment re-renders its pages with node alone.
      noExternal: true,
      resolve: { conditions: ['@brokerfront/source', 'module', 'node', 'development|production'] },
    },
    server: { port: ports?.dev ?? 4199 + templateNumber, host: 'localhost', strictPort: true, proxy },
    preview: { port: ports?.preview ?? 4299 + templateNumber, host: 'localhost', strictPort: true, proxy },
    plugins: isSsrBuild ? [react()] : [react(), sharedAssets(), themeFonts(), legalDocuments(dirname), mergedTranslations(dirname)],
    build: isSsrBuild
      ? {
          // `vite build --ssr`: the prerenderer (src/server.tsx), next to the app, never served.
          ssr: path.join(dirname, 'src/server.tsx'),
          copyPublicDir: false,
          outDir: path.join(workspaceRoot, 'dist/prerender', name),
          emptyOutDir: true,
          reportCompressedSize: false,
          rollupOptions: { input: path.join(dirname, 'src/server.tsx'), output: { entryFileNames: 'server.mjs', format: 'es' as const } },
        }
      : {
          outDir: path.join(workspaceRoot, 'dist/apps', name),
          emptyOutDir: true,
          reportCompressedSize: false,
          manifest: true,
          // Source maps for measuring (tools/lighthouse/js-budget.mjs), not referenced by the bundles; the
          // prerenderer moves them out of the served folder to dist/prerender/<app>/maps.
          sourcemap: 'hidden' as const,
        },
  }));
}
