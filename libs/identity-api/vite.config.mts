import { libConfig } from '../../tools/vite/lib.mts';

export default libConfig(import.meta.dirname, { index: 'src/index.ts', redux: 'src/redux/index.ts', testing: 'src/testing/index.ts' });
