import { createPrerenderer } from '@brokerfront/site/prerender';

/** The prerenderer of this app's public pages (run by `nx run template3:prerender`). */
export default createPrerenderer({ template: 'template3' });
