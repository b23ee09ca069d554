export { ConnectionIndicator, type ConnectionIndicatorProps, type LiveConnectionState } from './connection-indicator';
export { NetworkErrorBanner, type NetworkErrorBannerProps } from './network-error-banner';
