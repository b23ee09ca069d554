import { libConfig } from '../../tools/vite/lib.mts';

export default libConfig(import.meta.dirname, { index: 'src/index.ts', prerender: 'src/prerender/index.ts' });
