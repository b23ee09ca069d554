/** A translation function (i18next's `t` bound to the `auth` namespace fits). */
export type AuthTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Texts of the sign-in form. */
export interface SignInFormLabels {
  title: string;
  email: string;
  password: string;
  rememberMe: string;
  submit: string;
  /** Status text while signing in. */
  busy: string;
  emailRequired: string;
  passwordRequired: string;
  /** The sentence after the lockout message, given the formatted end time. */
  lockedUntil: (time: string) => string;
  /** The link to `/forgot-password`. */
  forgotPassword: string;
  /** The words before the sign-up link ("New here?"). */
  noAccount: string;
  /** The link to the sign-up page. */
  signUp: string;
}

/** Texts of the idle dialog. */
export interface IdleDialogLabels {
  title: string;
  /** "You will be signed out in {time}", given `m:ss`. */
  message: (time: string) => string;
  stay: string;
  signOut: string;
}

/** Texts of the switch-account dialog of the auto-login page. */
export interface SwitchAccountDialogLabels {
  title: string;
  /** "You are signed in as {name}. Sign out and continue as the other account?" */
  message: (name: string) => string;
  continue: string;
  cancel: string;
}

/** English texts (the `auth` namespace's English values). */
export const defaultSignInFormLabels: SignInFormLabels = {
  title: 'Sign in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
  busy: 'Signing in…',
  emailRequired: 'Enter your email.',
  passwordRequired: 'Enter your password.',
  lockedUntil: (time) => `You can try again after ${time}.`,
  forgotPassword: 'Forgot your password?',
  noAccount: 'New here?',
  signUp: 'Sign up',
};

export const defaultIdleDialogLabels: IdleDialogLabels = {
  title: 'Are you still there?',
  message: (time) => `You will be signed out in ${time}`,
  stay: 'Stay signed in',
  signOut: 'Sign out',
};

export const defaultSwitchAccountDialogLabels: SwitchAccountDialogLabels = {
  title: 'Switch account?',
  message: (name) => `You are signed in as ${name}. Sign out and continue as the other account?`,
  continue: 'Continue',
  cancel: 'Cancel',
};

/** The sign-in form's texts from a `t` of the `auth` namespace. */
export function signInFormLabels(t: AuthTranslate): SignInFormLabels {
  return {
    title: t('signIn.title'),
    email: t('signIn.email'),
    password: t('signIn.password'),
    rememberMe: t('signIn.rememberMe'),
    submit: t('signIn.submit'),
    busy: t('signIn.busy'),
    emailRequired: t('signIn.emailRequired'),
    passwordRequired: t('signIn.passwordRequired'),
    lockedUntil: (time) => t('signIn.lockedUntil', { time }),
    forgotPassword: t('signIn.forgotPassword'),
    noAccount: t('signIn.noAccount'),
    signUp: t('signIn.signUp'),
  };
}

/** The idle dialog's texts from a `t` of the `auth` namespace. */
export function idleDialogLabels(t: AuthTranslate): IdleDialogLabels {
  return {
    title: t('idle.title'),
    message: (time) => t('idle.message', { time }),
    stay: t('idle.stay'),
    signOut: t('idle.signOut'),
  };
}

/** The switch-account dialog's texts from a `t` of the `auth` namespace (`autoLogin.switch.*`). */
export function switchAccountDialogLabels(t: AuthTranslate): SwitchAccountDialogLabels {
  return {
    title: t('autoLogin.switch.title'),
    message: (name) => t('autoLogin.switch.message', { name }),
    continue: t('autoLogin.switch.continue'),
    cancel: t('autoLogin.switch.cancel'),
  };
}

/**
 * Formats the end of a lockout in the user's time zone (their `TimeZone` when known and valid,
 * otherwise the browser's) as SPEC §9 writes dates, day/month/year with the 24-hour time:
 * "21/11/2026 11:15". The locale gives only the digits.
 */
export function formatLockedUntil(date: Date, locale?: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    formatter = new Intl.DateTimeFormat(locale, options);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatter.formatToParts(date)) part[type] = value;
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
