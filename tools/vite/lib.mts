import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import * as path from 'node:path';

/**
 * Shared Vite library-mode configuration for every publishable lib.
 * Emits one ESM file per public entry (".", "./react", "./redux", …) plus `.d.ts`,
 * and keeps every bare import external so that consumers dedupe dependencies.
 */
export function libConfig(dirname: string, entries: Record<string, string>, extra: UserConfig = {}) {
  const name = path.basename(dirname);
  return defineConfig({
    root: dirname,
    cacheDir: `../../node_modules/.vite/libs/${name}`,
    resolve: { conditions: ['@brokerfront/source', 'module', 'browser', 'development|production'] },
    plugins: [
      react(),
      dts({
        entryRoot: 'src',
        tsconfigPath: path.join(dirname, 'tsconfig.lib.json'),
      }),
    ],
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: {
        entry: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, path.join(dirname, v)])),
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      },
    },
    ...extra,
  });
}
