import { createPrerenderer } from '@brokerfront/site/prerender';

/** The prerenderer of this app's public pages (run by `nx run meridian:prerender`). */
export default createPrerenderer({ template: 'template1' });
