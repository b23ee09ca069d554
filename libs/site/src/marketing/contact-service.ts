import { readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from '@brokerfront/identity-api';
import type { ContactSubmission } from '@brokerfront/ui-templates';

/** The contact endpoint of a site: `{origin}email/send-email.php` (SPEC §7 "Other"). */
export function contactEndpoint(origin: string): string {
  return `${origin.endsWith('/') ? origin : `${origin}/`}email/send-email.php`;
}

export interface ContactServiceOptions {
  /** AppConfig `origin`, e.g. `https://broker.example/`. */
  origin: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Reads a cookie by name; defaults to `document.cookie`. */
  readCookie?: (name: string) => string | undefined;
  /** Where failures are reported; defaults to `console`. */
  logger?: Pick<Console, 'error'>;
}

export interface ContactService {
  /**
   * Sends a contact message. Resolves `true` when the server accepted it, `false` otherwise
   * (network error, refused anti-forgery token, validation or server error); never rejects.
   */
  send(submission: ContactSubmission): Promise<boolean>;
}

const SUCCESS_STATUS = new Set([200, 201, 202]);

async function accepted(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const text = await response.text();
  if (!text) return true;
  try {
    const body = JSON.parse(text) as { Status?: unknown };
    return typeof body.Status !== 'number' || SUCCESS_STATUS.has(body.Status);
  } catch {
    return true;
  }
}

/** The `X-XSRF-TOKEN` header when the `XSRF-TOKEN` cookie exists; no header otherwise. */
function antiForgeryHeader(readCookie: (name: string) => string | undefined): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

/**
 * The contact service: one `POST {origin}email/send-email.php` with the JSON message
 * `{name, email, phoneNumber, message}` (+ `recaptchaToken` when given). When the site has an `XSRF-TOKEN`
 * cookie its value goes along in the `X-XSRF-TOKEN` header (the anti-forgery double submit); without the
 * cookie the message is sent all the same, since a provider's plain endpoint sets none.
 */
export function createContactService({
  origin,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  readCookie = (name) => readDocumentCookie(name),
  logger = console,
}: ContactServiceOptions): ContactService {
  const url = contactEndpoint(origin);
  return {
    async send(submission) {
      try {
        const { name, email, phoneNumber, message, recaptchaToken } = submission;
        const body = recaptchaToken ? { name, email, phoneNumber, message, recaptchaToken } : { name, email, phoneNumber, message };
        const response = await fetchImpl(url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...antiForgeryHeader(readCookie) },
          body: JSON.stringify(body),
        });
        const ok = await accepted(response);
        if (!ok) logger.error(`Contact message not sent: the server answered ${response.status}.`);
        return ok;
      } catch (error) {
        logger.error('Contact message not sent: the request failed.', error);
        return false;
      }
    },
  };
}
