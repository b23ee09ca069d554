import { appConfig } from '../../tools/vite/app.mts';

export default appConfig(import.meta.dirname, 2);
