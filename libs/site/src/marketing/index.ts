export { marketingRoutes } from './marketing-routes';
export { marketingNavigation, type MarketingNavItem } from './navigation';
export { MARKETING_PATHS, isMarketingPageEnabled, type MarketingPageId } from './marketing-pages';
export { tradingPath } from '../paths';
export {
  MarketingServicesProvider,
  useMarketingServices,
  type MarketingServices,
} from './marketing-services';
export {
  XSRF_COOKIE,
  XSRF_HEADER,
  contactEndpoint,
  createContactService,
  readDocumentCookie,
  type ContactService,
  type ContactServiceOptions,
} from './contact-service';
