export { SignInForm, type SignInFormProps, type SignInValues } from './sign-in-form';
export { IdleDialog, type IdleDialogProps } from './idle-dialog';
export { SignOutButton, type SignOutButtonProps } from './sign-out-button';
export {
  defaultIdleDialogLabels,
  defaultSignInFormLabels,
  formatLockedUntil,
  idleDialogLabels,
  signInFormLabels,
  type AuthTranslate,
  type IdleDialogLabels,
  type SignInFormLabels,
} from './labels';
/** The countdown's `m:ss` text, from the formatting helpers of `@brokerfront/i18n`. */
export { formatCountdown } from '@brokerfront/i18n';
