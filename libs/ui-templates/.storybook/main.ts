import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: {
    name: getAbsolutePath('@storybook/react-vite'),
    options: { builder: { viteConfigPath: '.storybook/vite.config.mts' } },
  },
  // Each brand's images (hero illustrations, media logos) under /templateN/assets/images/.
  // Blog images are served at /assets/images/blog/ as in the apps.
  staticDirs: [
    ...[1, 2, 3, 4].map((n) => ({ from: `../../../apps/template${n}/public/assets/images`, to: `/template${n}/assets/images` })),
    { from: '../../../apps/meridian/public/assets/images', to: '/meridian/assets/images' },
    // The self-hosted theme fonts, where a brand theme's @font-face rules find them (as in the apps' builds).
    ...['inter', 'manrope', 'source-sans-3', 'lora'].map((font) => ({
      from: `../../../node_modules/@fontsource-variable/${font}/files`,
      to: '/assets/fonts',
    })),
    { from: '../../blog-content/assets', to: '/assets' },
  ],
};

function getAbsolutePath(value: string): string {
  return dirname(fileURLToPath(import.meta.resolve(`${value}/package.json`)));
}

export default config;
