import { appConfig } from '../../tools/vite/app.mts';

// Template 1; development on 4204, `vite preview` on 4304 (ports chosen by nx g @brokerfront/brand:app).
export default appConfig(import.meta.dirname, 1, { dev: 4204, preview: 4304 });
