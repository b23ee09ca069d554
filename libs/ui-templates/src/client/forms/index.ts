export { RegistrationForm, type RegistrationFormProps, type SignUpCountry } from './registration-form';
export { CheckEmailPanel, type CheckEmailPanelProps } from './check-email';
export { ResendLinkForm, type ResendLinkFormProps } from './resend-link';
export { ConfirmEmailView, type ConfirmEmailState, type ConfirmEmailViewProps } from './confirm-email-view';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password-form';
export { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';
export type { LegalDocumentLink } from './form-parts';
export {
  DEMO_REGISTRATION_FIELDS,
  EMAIL_MAX_LENGTH,
  EMPTY_REGISTRATION,
  emailProblem,
  isEmailAddress,
  isPersonName,
  isPhoneNumber,
  NAME_MAX_LENGTH,
  newPasswordProblem,
  normalizeRegistration,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  PHONE_DIGITS,
  problemKey,
  REGISTRATION_FIELDS,
  validateNewPassword,
  validateRegistration,
  type FieldProblems,
  type NewPasswordField,
  type RegistrationField,
  type RegistrationKind,
  type RegistrationValues,
  type ValidationProblem,
} from './validation';
