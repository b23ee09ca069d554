import { libConfig } from '../../tools/vite/lib.mts';

export default libConfig(import.meta.dirname, {
  index: 'src/index.ts',
  react: 'src/react/index.ts',
  theme: 'src/theme/index.ts',
  testing: 'src/testing/index.ts',
});
