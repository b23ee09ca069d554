import type { AuditLog } from '../domain/audit';
import type { BackendConfig } from '../config';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { XSRF_COOKIE, XSRF_HEADER as IDENTITY_XSRF_HEADER } from '@brokerfront/identity-api';
import type { Store } from '../domain/store';
import { ApiError, ok } from '../http/envelope';
import { isEmail, isPhone, parse } from '../http/validation';
import type { Outbox } from '../outbox';

/** Path of the contact endpoint. */
export const CONTACT_PATH = '/email/send-email.php';
/** Cookie and header of the anti-forgery double submit. */
export { XSRF_COOKIE } from '@brokerfront/identity-api';
/** The anti-forgery header as Node's lower-cased request headers name it. */
export const XSRF_HEADER = IDENTITY_XSRF_HEADER.toLowerCase();

const contactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(254).refine(isEmail, 'not an e-mail address'),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isPhone(v), 'not a phone number'),
  message: z.string().trim().min(1).max(5000),
});

function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
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

  app.post(CONTACT_PATH, async (req, reply) => {
    const fromCookie = cookie(req, XSRF_COOKIE);
    const h = req.headers[XSRF_HEADER];
    const fromHeader = Array.isArray(h) ? h[0] : h;
    if (!fromCookie || !fromHeader || fromCookie !== fromHeader || !issued(fromCookie)) {
      throw ApiError.forbidden('anti-forgery token missing or wrong');
    }
    const msg = parse(contactSchema, req.body);
    const r = await store.db.pg.query<{ id: number }>(
      'INSERT INTO contact_messages (name, email, phone_number, message, origin, created_at) VALUES ($1, $2, $3, $4, $5, now()) RETURNING id',
      [msg.name, msg.email, msg.phoneNumber, msg.message, req.headers.origin ?? null],
    );
    const messageId = r.rows[0]!.id;
    await outbox.write({
      kind: 'contact',
      to: 'contact@brokerfront.example',
      subject: `Contact form: ${msg.name}`,
      body: msg.message,
      data: { id: messageId, name: msg.name, email: msg.email, phoneNumber: msg.phoneNumber },
    });
    return ok(reply, { Id: messageId });
  });
}
