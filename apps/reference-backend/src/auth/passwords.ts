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

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
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
