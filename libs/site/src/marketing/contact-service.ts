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

/**
 * The contact service with the anti-forgery double submit: `GET {origin}email/send-email.php` makes
 * the server set the `XSRF-TOKEN` cookie, then the message is POSTed as JSON with that value in the
 * `X-XSRF-TOKEN` header. Body: `{name, email, phoneNumber, message}` (+ `recaptchaToken` when given).
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
        const handshake = await fetchImpl(url, {
          method: 'GET',
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (!handshake.ok) {
          logger.error(`Contact message not sent: the anti-forgery request answered ${handshake.status}.`);
          return false;
        }
        const token = readCookie(XSRF_COOKIE);
        if (!token) {
          logger.error('Contact message not sent: the server issued no anti-forgery token.');
          return false;
        }
        const { name, email, phoneNumber, message, recaptchaToken } = submission;
        const body = recaptchaToken ? { name, email, phoneNumber, message, recaptchaToken } : { name, email, phoneNumber, message };
        const response = await fetchImpl(url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            [XSRF_HEADER]: token,
          },
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
