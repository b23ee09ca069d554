import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Vite configuration of Storybook: workspace libs from source, React. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/storybook/ui-templates',
  resolve: { conditions: ['@brokerfront/source', 'module', 'browser', 'development|production'] },
  plugins: [react()],
});
