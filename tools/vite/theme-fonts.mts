import type { Plugin } from 'vite';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { THEME_FONT_FACES, THEME_FONTS_DIR } from '../../libs/config/src/theme/fonts';

const require = createRequire(import.meta.url);

/** Every self-hosted font file a brand theme may choose: served name → file in its Fontsource package. */
function fontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const face of Object.values(THEME_FONT_FACES)) {
    if (!face.package) continue;
    const dir = path.join(path.dirname(require.resolve(`${face.package}/package.json`)), 'files');
    for (const { file } of face.files) files.set(file, path.join(dir, file));
  }
  return files;
}

/**
 * Serves the theme fonts at `/assets/fonts/<file>` in development and copies them into the build, all of them: a
 * brand changes `theme.font` in its configuration without rebuilding the code, and a visitor downloads only the
 * files its page uses.
 */
export function themeFonts(): Plugin {
  const files = fontFiles();
  const prefix = `/${THEME_FONTS_DIR}`;
  return {
    name: 'brokerfront-theme-fonts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        const file = url.startsWith(prefix) ? files.get(url.slice(prefix.length)) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', 'font/woff2');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of files) {
        this.emitFile({ type: 'asset', fileName: `${THEME_FONTS_DIR}${name}`, source: fs.readFileSync(file) });
      }
    },
  };
}
