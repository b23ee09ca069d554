import { libConfig } from '../../tools/vite/lib.mts';

export default libConfig(import.meta.dirname, {
  index: 'src/index.ts',
  loader: 'src/loader-entry.ts',
  i18n: 'src/i18n/index.ts',
});
