import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import * as fs from 'node:fs';
import * as path from 'node:path';

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

/**
 * Shared Vite configuration of the template apps: template N serves on 420(N-1) in development and
 * 430(N-1) in preview; `/email` (the contact script on the site's origin) is proxied to the
 * reference backend (BACKEND_URL, default http://127.0.0.1:5100).
 */
export function appConfig(dirname: string, templateNumber: 1 | 2 | 3 | 4) {
  const name = path.basename(dirname);
  const backend = process.env['BACKEND_URL'] ?? 'http://127.0.0.1:5100';
  const proxy = { '/email': { target: backend, changeOrigin: true } };
  return defineConfig({
    root: dirname,
    base: '/',
    cacheDir: `../../node_modules/.vite/apps/${name}`,
    resolve: { conditions: ['@brokerfront/source', 'module', 'browser', 'development|production'] },
    server: { port: 4199 + templateNumber, host: 'localhost', strictPort: true, proxy },
    preview: { port: 4299 + templateNumber, host: 'localhost', strictPort: true, proxy },
    plugins: [react(), sharedAssets()],
    build: {
      outDir: path.join(workspaceRoot, 'dist/apps', name),
      emptyOutDir: true,
      reportCompressedSize: false,
    },
  });
}
