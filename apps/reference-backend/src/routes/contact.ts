import type { AuditLog } from '../domain/audit';
import type { BackendConfig } from '../config';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { XSRF_COOKIE, XSRF_HEADER as IDENTITY_XSRF_HEADER } from '@brokerfront/identity-api';
import type { Store } from '../domain/store';
import { ApiError, ok } from '../http/envelope';
import { perIp } from '../http/rate-limits';
import { isEmail, isPhone, parse } from '../http/validation';
import type { Outbox } from '../outbox';

/** Path of the contact endpoint. */
export const CONTACT_PATH = '/email/send-email.php';
/** Cookie and header of the anti-forgery double submit. */
export { XSRF_COOKIE } from '@brokerfront/identity-api';
/** The anti-forgery header as Node's lower-cased request headers name it. */
export const XSRF_HEADER = IDENTITY_XSRF_HEADER.toLowerCase();

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const noControl = (v: string) => !CONTROL.test(v);

const contactSchema = z.object({
  name: z.string().trim().min(1).max(200).refine(noControl, 'must not contain control characters or line breaks'),
  email: z.string().trim().max(254).refine(isEmail, 'not an e-mail address').refine(noControl, 'must not contain control characters'),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isPhone(v), 'not a phone number'),
  message: z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .refine((v) => noControl(v.replace(/[\t\n\r]/g, '')), 'must not contain control characters'),
  /** The reCAPTCHA answer of the form (required when the server verifies reCAPTCHA). */
  recaptchaToken: z.string().max(4000).nullable().optional(),
});

/** Text safe for a single-line header such as the e-mail subject: every control character becomes a space. */
export function headerSafe(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
}

/** A cookie of the request; undefined when absent or malformed (e.g. a broken percent-encoding). */
function cookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Error code of a message whose reCAPTCHA answer the verifier did not accept. */
export const RECAPTCHA_FAILED = 'recaptcha_failed';
/** Error code when the reCAPTCHA verifier cannot be reached (503). */
export const RECAPTCHA_UNAVAILABLE = 'recaptcha_unavailable';

/**
 * Verifies a reCAPTCHA answer with the verifier (Google's `siteverify` or a stand-in): a form POST of
 * `secret`, `response` and `remoteip`; only `{success: true}` passes. Throws 400 `recaptcha_failed` when
 * refused, 503 `recaptcha_unavailable` when the verifier does not answer (within 5 s) or answers garbage.
 */
async function verifyRecaptcha(url: string, secret: string, response: string | null | undefined, remoteIp: string): Promise<void> {
  if (!response) throw ApiError.badRequest(RECAPTCHA_FAILED, 'recaptchaToken: missing');
  let answer: unknown;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    answer = await res.json();
  } catch {
    throw new ApiError(503, [{ Code: RECAPTCHA_UNAVAILABLE, Data: 'the reCAPTCHA verifier did not answer' }]);
  }
  if (!answer || typeof answer !== 'object' || (answer as { success?: unknown }).success !== true) {
    const codes = (answer as { 'error-codes'?: unknown } | null)?.['error-codes'];
    throw ApiError.badRequest(RECAPTCHA_FAILED, Array.isArray(codes) ? codes.map(String).join(', ') : 'not verified');
  }
}

/** The one media type a contact message is accepted in: a cross-site page cannot send it without a CORS preflight. */
const JSON_MEDIA_TYPE = 'application/json';

/** Whether the request's body is declared as JSON (`application/json`, parameters such as `charset` allowed). */
function isJsonBody(req: FastifyRequest): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === JSON_MEDIA_TYPE;
}

/** The host (`name:port`) of an origin; undefined for `null` or anything that is not an http(s) origin. */
function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/** The first value of a header. */
function header(req: FastifyRequest, name: string): string | undefined {
  const h = req.headers[name];
  return Array.isArray(h) ? h[0] : h;
}

/**
 * Whether a browser sent the request from a page it may come from: `Sec-Fetch-Site: same-origin`, or an `Origin`
 * that is one of the allowed site origins or names the host the request was sent to (the `X-Forwarded-Host` of
 * a proxy in front, else `Host`). A request with neither header, or with `Origin: null`, is not vouched for.
 */
function fromAllowedPage(req: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (header(req, 'sec-fetch-site') === 'same-origin') return true;
  const origin = header(req, 'origin');
  if (!origin) return false;
  if (allowed.has(origin)) return true;
  const host = hostOf(origin);
  const target = header(req, 'x-forwarded-host')?.split(',')[0]?.trim() || header(req, 'host');
  return host !== undefined && target !== undefined && host.toLowerCase() === target.toLowerCase();
}

/**
 * Registers the contact endpoint. `GET` issues the anti-forgery token in the `XSRF-TOKEN` cookie (204), for a
 * form that wants it; the `POST` needs no such round trip. The `POST` takes only `Content-Type: application/json`
 * (415 otherwise); when it carries `X-XSRF-TOKEN` that header must equal the cookie and have been issued by this
 * server (double submit), and without it the request must come from an allowed page (see {@link fromAllowedPage});
 * anything else is 403. It then validates the message, stores it in the database and writes it to the outbox.
 */
export function registerContactRoutes(
  app: FastifyInstance,
  deps: { store: Store; outbox: Outbox; secret: Buffer; config: BackendConfig; audit: AuditLog },
): void {
  const { store, outbox, secret } = deps;
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
  const issued = (token: string) => {
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const a = Buffer.from(mac);
    const b = Buffer.from(sign(nonce));
    return a.length === b.length && timingSafeEqual(a, b);
  };

  app.get(CONTACT_PATH, async (_req, reply) => {
    const nonce = randomBytes(18).toString('base64url');
    return reply
      .code(204)
      .header('Set-Cookie', `${XSRF_COOKIE}=${nonce}.${sign(nonce)}; Path=/; SameSite=Lax`)
      .header('Cache-Control', 'no-store')
      .send();
  });

  const { limits, recaptchaSecret, recaptchaVerifyUrl } = deps.config;
  const allowedOrigins: ReadonlySet<string> = new Set(deps.config.corsOrigins);
  const rateLimit = { max: limits.contactPerIpPerHour, timeWindow: 3_600_000, keyGenerator: perIp };
  app.post(CONTACT_PATH, { config: { rateLimit } }, async (req, reply) => {
    if (!isJsonBody(req)) {
      throw new ApiError(415, [{ Code: 'unsupported_media_type', Data: `Content-Type: only ${JSON_MEDIA_TYPE}` }]);
    }
    const fromHeader = header(req, XSRF_HEADER);
    if (fromHeader !== undefined) {
      const fromCookie = cookie(req, XSRF_COOKIE);
      if (!fromCookie || fromCookie !== fromHeader || !issued(fromCookie)) throw ApiError.forbidden('anti-forgery token wrong');
    } else if (!fromAllowedPage(req, allowedOrigins)) {
      throw ApiError.forbidden('neither an anti-forgery token nor an allowed Origin');
    }
    const msg = parse(contactSchema, req.body);
    if (recaptchaSecret) await verifyRecaptcha(recaptchaVerifyUrl, recaptchaSecret, msg.recaptchaToken, req.ip);
    const r = await store.db.pg.query<{ id: number }>(
      'INSERT INTO contact_messages (name, email, phone_number, message, origin, created_at) VALUES ($1, $2, $3, $4, $5, now()) RETURNING id',
      [msg.name, msg.email, msg.phoneNumber, msg.message, req.headers.origin ?? null],
    );
    const messageId = r.rows[0]!.id;
    await outbox.write({
      kind: 'contact',
      to: 'contact@brokerfront.example',
      subject: headerSafe(`Contact form: ${msg.name}`),
      body: msg.message,
      data: { id: messageId, name: msg.name, email: msg.email, phoneNumber: msg.phoneNumber },
    });
    return ok(reply, { Id: messageId });
  });
}
