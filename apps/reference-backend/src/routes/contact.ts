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

/**
 * Registers the contact endpoint. `GET` issues the anti-forgery token in the `XSRF-TOKEN` cookie (204);
 * `POST` requires header `X-XSRF-TOKEN` equal to that cookie (and issued by this server), validates the
 * message, stores it in the database and writes it to the outbox.
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
  const rateLimit = { max: limits.contactPerIpPerHour, timeWindow: 3_600_000, keyGenerator: perIp };
  app.post(CONTACT_PATH, { config: { rateLimit } }, async (req, reply) => {
    const fromCookie = cookie(req, XSRF_COOKIE);
    const h = req.headers[XSRF_HEADER];
    const fromHeader = Array.isArray(h) ? h[0] : h;
    if (!fromCookie || !fromHeader || fromCookie !== fromHeader || !issued(fromCookie)) {
      throw ApiError.forbidden('anti-forgery token missing or wrong');
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
