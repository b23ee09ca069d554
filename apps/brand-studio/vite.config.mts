import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { appConfig } from '../../tools/vite/app.mts';
import { studioAssets } from './vite-plugins.mts';

/**
 * The Brand studio: one page that is the editor when opened in a tab and the real site when loaded in one of its
 * preview frames (see src/main.tsx). The apps' shared configuration (React, shared blog assets, theme fonts, the
 * `/email` proxy) on the studio's ports, 4290 in development and 4390 in preview; the template number only matters
 * for ports, given here. Plus what only the studio serves: every language's texts and the demo apps' files.
 */
const shared = appConfig(import.meta.dirname, 1, { dev: 4290, preview: 4390 });

export default defineConfig((env) => mergeConfig(shared(env) as UserConfig, { plugins: [studioAssets()] }));
