export { ConnectionIndicator, type ConnectionIndicatorProps, type LiveConnectionState } from './connection-indicator';
export {
  NetworkErrorBanner,
  SubscribeFailedBanner,
  type NetworkErrorBannerProps,
  type SubscribeFailedBannerProps,
} from './network-error-banner';
