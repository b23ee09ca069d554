/** The part of Google's reCAPTCHA v2 API the contact form uses. */
export interface RecaptchaApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback'?: () => void;
      hl?: string;
    },
  ): number;
  reset(widgetId?: number): void;
}

/** Loads reCAPTCHA for a site key. Injected into the contact form so tests can fake it. */
export type RecaptchaLoader = (siteKey: string) => Promise<RecaptchaApi>;

/** Google's script URL; `render=explicit` lets the form decide where the widget goes. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=';
const CALLBACK = '__bfRecaptchaLoaded';

interface RecaptchaWindow {
  grecaptcha?: RecaptchaApi & { render?: unknown };
  [CALLBACK]?: () => void;
}

let pending: Promise<RecaptchaApi> | null = null;

/**
 * The browser loader: adds Google's script once (only when called, that is only when a site key is
 * configured) and resolves with `window.grecaptcha` when it is ready.
 */
export const loadGoogleRecaptcha: RecaptchaLoader = () => {
  const w = window as unknown as RecaptchaWindow;
  if (w.grecaptcha && typeof w.grecaptcha.render === 'function') return Promise.resolve(w.grecaptcha);
  if (pending) return pending;
  pending = new Promise<RecaptchaApi>((resolve, reject) => {
    w[CALLBACK] = () => {
      if (w.grecaptcha) resolve(w.grecaptcha);
      else reject(new Error('reCAPTCHA loaded without its API.'));
    };
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL + CALLBACK;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      pending = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return pending;
};
