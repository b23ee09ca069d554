export { SignInForm, type SignInFormProps, type SignInValues } from './sign-in-form';
export { IdleDialog, type IdleDialogProps } from './idle-dialog';
export { SignOutButton, type SignOutButtonProps } from './sign-out-button';
export {
  defaultIdleDialogLabels,
  defaultSignInFormLabels,
  formatCountdown,
  formatLockedUntil,
  idleDialogLabels,
  signInFormLabels,
  type AuthTranslate,
  type IdleDialogLabels,
  type SignInFormLabels,
} from './labels';
