export { SignInForm, type SignInFormProps, type SignInValues } from './sign-in-form';
export { IdleDialog, type IdleDialogProps } from './idle-dialog';
export { SignOutButton, type SignOutButtonProps } from './sign-out-button';
export { SwitchAccountDialog, type SwitchAccountDialogProps } from './switch-account-dialog';
export { ReconnectingNotice, type ReconnectingNoticeProps } from './reconnecting-notice';
export { DelegatedSessionBanner, type DelegatedSessionBannerLabels, type DelegatedSessionBannerProps } from './delegated-session-banner';
export {
  defaultIdleDialogLabels,
  defaultSignInFormLabels,
  defaultSwitchAccountDialogLabels,
  formatLockedUntil,
  idleDialogLabels,
  signInFormLabels,
  switchAccountDialogLabels,
  type AuthTranslate,
  type IdleDialogLabels,
  type SignInFormLabels,
  type SwitchAccountDialogLabels,
} from './labels';
/** The countdown's `m:ss` text, from the formatting helpers of `@brokerfront/i18n`. */
export { formatCountdown } from '@brokerfront/i18n';
