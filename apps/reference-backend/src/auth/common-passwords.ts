import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords that guessing tries first: the common-password list of zxcvbn-ts (`passwords-common`, about 49 000
 * entries ranked by how often they appear in public breach lists, in lower case), plus brand words of this trade.
 */
const COMMON: ReadonlySet<string> = new Set([
  ...dictionary['passwords-common'],
  ...['brokerfront', 'trading', 'trader', 'invest', 'investor', 'money123', 'bitcoin', 'crypto', 'forex'],
]);

/** Whether `password` is one of the common ones, or one character repeated (`AAAAAA`), or a plain run (`Abcdef`, `654321`). */
export function isCommonPassword(password: string): boolean {
  const p = password.normalize('NFC').toLowerCase();
  if (COMMON.has(p)) return true;
  if (/^(.)\1*$/u.test(p)) return true;
  const codes = [...p].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}
