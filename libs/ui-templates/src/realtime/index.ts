export { ConnectionIndicator, type ConnectionIndicatorProps, type LiveConnectionState } from './connection-indicator';
export {
  NetworkErrorBanner,
  SubscribeFailedBanner,
  type LiveOutage,
  type NetworkErrorBannerProps,
  type SubscribeFailedBannerProps,
} from './network-error-banner';
