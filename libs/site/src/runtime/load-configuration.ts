/**
 * The configuration's loader and checker (they bring zod), for a page rendered in the browser only: imported
 * dynamically, so a prerendered page's first load never carries them.
 */
export { loadSiteConfiguration, reportConfigProblems, reportConfigWarnings } from '@brokerfront/config';
