import { z } from 'zod';
import { ApiError } from './envelope';

/** Parses `input` with `schema`; a mismatch becomes 400 `invalid_request` naming each field and problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw ApiError.validation(
    r.error.issues.map((i) => ({
      Code: 'invalid_request',
      Data: `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`,
    })),
  );
}

/** A query value that must be an integer of at least `min` (sent as text, so coerced). */
export const queryInt = (min: number) => z.coerce.number().int().min(min);

/**
 * The query of a list answered newest first and paged backwards: `limit`, how many (1 to `max`, default 100), and
 * `beforeId`, only what has an id below it (the last id of the page before).
 */
export function backwardsPageQuery(max: number) {
  return z.object({
    limit: queryInt(1).max(max).default(100),
    beforeId: queryInt(1).optional(),
  });
}

/** A route parameter or query value that must be a positive integer id. */
export function parseId(raw: unknown, name = 'id'): number {
  const s = String(raw ?? '');
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw ApiError.badRequest('invalid_request', `${name}: expected a positive integer`);
  return Number(s);
}

/** Whether `email` looks like an e-mail address. */
export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+$/.test(email);
}

/** Whether `name` is a plausible person name (letters, spaces, apostrophes, dots and hyphens; 1–100 chars). */
export function isName(name: string): boolean {
  const t = name.trim();
  return t.length >= 1 && t.length <= 100 && /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(t);
}

/** Whether `phone` is an international phone number (`+` then 6–15 digits; spaces and dashes allowed). */
export function isPhone(phone: string): boolean {
  return /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(phone) && phone.replace(/\D/g, '').length >= 7 && phone.replace(/\D/g, '').length <= 15;
}

/** A phone number in its stored form: digits with a leading `+`. */
export function normalizePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}
