import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** Hashes a password with scrypt; the result is `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A well-formed scrypt hash (same cost as {@link hashPassword}) that no password is known to match: verifying against
 * it costs as much as a real verification, so an unknown account answers in the same time as a wrong password.
 */
export const DUMMY_PASSWORD_HASH = 'scrypt$16384$8$1$rR/f7hysxwsoLgg2PHCw0A==$rcSxk84dmXBxS3qNiU2JduZaDHr8flKTfPJxnqc5c6c=';

/** Runs scrypt on `password` with the parameters of `stored`; null when `stored` is not a scrypt hash of ours. */
async function derive(password: string, stored: string): Promise<{ key: Buffer; expected: Buffer } | null> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || Number(n) !== N || Number(r) !== R || Number(p) !== P) return null;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length !== KEYLEN) return null;
  const key = await scrypt(password, Buffer.from(salt, 'base64'), KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return { key, expected };
}

/**
 * Checks a password against a stored hash in constant time. A missing or malformed hash still costs one scrypt
 * (against {@link DUMMY_PASSWORD_HASH}) and answers false, so that the answer time does not tell whether an account
 * or its password exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const real = stored ? await derive(password, stored) : null;
  if (!real) {
    await derive(password, DUMMY_PASSWORD_HASH);
    return false;
  }
  return timingSafeEqual(real.key, real.expected);
}

/** Password policy of SPEC §5: at least 6 characters and an upper-case letter. Returns the §8 codes broken. */
export function passwordPolicyErrors(password: string): Array<'password_short' | 'PasswordRequiresUpper'> {
  const errors: Array<'password_short' | 'PasswordRequiresUpper'> = [];
  if (password.length < 6) errors.push('password_short');
  if (!/\p{Lu}/u.test(password)) errors.push('PasswordRequiresUpper');
  return errors;
}

/** A random password that satisfies the policy (for accounts created without one). */
export function randomPassword(): string {
  return `Pw${randomBytes(9).toString('base64url')}`;
}
