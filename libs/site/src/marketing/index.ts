export { marketingRoutes } from './marketing-routes';
export { marketingNavigation, type MarketingNavItem } from './navigation';
export { MARKETING_PATHS, isMarketingPageEnabled, type MarketingPageId } from './marketing-pages';
export { tradingPath } from '../paths';
export { MarketingServicesProvider, useMarketingServices, type MarketingServices } from './marketing-services';
export { contactEndpoint, createContactService, type ContactService, type ContactServiceOptions } from './contact-service';
/** The anti-forgery cookie and header names and the cookie reader live in `@brokerfront/identity-api`. */
export { XSRF_COOKIE, XSRF_HEADER, readDocumentCookie } from '@brokerfront/identity-api';
