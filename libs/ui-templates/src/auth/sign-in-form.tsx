import './auth.css';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../components/button';
import { TextField } from '../components/field';
import { Link } from '../components/link';
import { defaultSignInFormLabels, formatLockedUntil, type SignInFormLabels } from './labels';

/** What the sign-in form submits. */
export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInFormProps {
  /** Called with the typed values when the form is valid. */
  onSubmit: (values: SignInValues) => void;
  /** A sign-in is under way: the button is disabled and a status says so. */
  busy?: boolean;
  /** The (translated) error message of the last attempt, announced as an alert. */
  error?: string | null;
  /** End of a lockout: shown after the error in the user's time zone. */
  lockedUntil?: Date | null;
  /** The user's IANA time zone for the lockout time (the browser's by default). */
  timeZone?: string;
  /** Locale for the lockout time (the browser's by default). */
  locale?: string;
  /** Texts (English by default); use `signInFormLabels(t)` to translate them. */
  labels?: Partial<SignInFormLabels>;
  /** Show the form's heading (default true). */
  showTitle?: boolean;
  initialEmail?: string;
  /**
   * Why the last session ended without the user asking (idle timeout, blocked, expired, another tab),
   * translated: shown at the top of the form as a status.
   */
  notice?: string | null;
  /** Where "Forgot your password?" leads; no link without it. */
  forgotPasswordHref?: string;
  /** Where "Sign up" leads; no link without it. */
  signUpHref?: string;
}

/**
 * The sign-in form: "Email", "Password", "Remember me" and "Sign in". What was typed stays after a
 * failed attempt; the error (and the lockout end) is announced with role="alert". Optionally: why the
 * last session ended (a status at the top), "Forgot your password?" and "New here? Sign up".
 */
export function SignInForm({
  onSubmit,
  busy = false,
  error = null,
  lockedUntil = null,
  timeZone,
  locale,
  labels: given,
  showTitle = true,
  initialEmail = '',
  notice = null,
  forgotPasswordHref,
  signUpHref,
}: SignInFormProps) {
  const labels = { ...defaultSignInFormLabels, ...given };
  const titleId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const next = { email: trimmed === '', password: password === '' };
    setMissing(next);
    if (next.email || next.password) {
      const form = event.currentTarget;
      form.querySelector<HTMLInputElement>(next.email ? 'input[type="email"]' : 'input[type="password"]')?.focus();
      return;
    }
    onSubmit({ email: trimmed, password, rememberMe });
  };

  return (
    <form
      className="bf-sign-in"
      onSubmit={submit}
      noValidate
      aria-labelledby={showTitle ? titleId : undefined}
      aria-busy={busy || undefined}
    >
      {showTitle ? (
        <h1 id={titleId} className="bf-sign-in__title">
          {labels.title}
        </h1>
      ) : null}
      {notice ? (
        <p role="status" className="bf-sign-in__notice">
          {notice}
        </p>
      ) : null}
      <div role="alert" className="bf-sign-in__alert">
        {error ? (
          <p className="bf-sign-in__error">
            {error}
            {lockedUntil ? <> {labels.lockedUntil(formatLockedUntil(lockedUntil, locale, timeZone))}</> : null}
          </p>
        ) : null}
      </div>
      <TextField
        label={labels.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        aria-required="true"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing.email ? labels.emailRequired : undefined}
      />
      <TextField
        label={labels.password}
        type="password"
        name="password"
        autoComplete="current-password"
        aria-required="true"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password ? labels.passwordRequired : undefined}
      />
      {forgotPasswordHref ? (
        <p className="bf-sign-in__forgot">
          <Link href={forgotPasswordHref}>{labels.forgotPassword}</Link>
        </p>
      ) : null}
      <label className="bf-sign-in__remember">
        <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <span>{labels.rememberMe}</span>
      </label>
      <Button type="submit" variant="primary" block disabled={busy}>
        {labels.submit}
      </Button>
      <p role="status" className="bf-sign-in__status">
        {busy ? labels.busy : null}
      </p>
      {signUpHref ? (
        <p className="bf-sign-in__sign-up">
          {labels.noAccount} <Link href={signUpHref}>{labels.signUp}</Link>
        </p>
      ) : null}
    </form>
  );
}
