/**
 * The one form an e-mail address is compared in: trimmed, Unicode NFC (a composed and a decomposed "é" are one
 * letter) and lower case. Addresses are stored as typed; every look-up and uniqueness check goes through this.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** Whether two addresses are one once normalised ({@link normalizeEmail}). */
export function sameEmailAddress(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Whether the local part or the domain of an address mixes Latin letters with Cyrillic or Greek ones (`еmployee`
 * with a Cyrillic "е"): such an address is made to look like another, and is refused.
 */
export function mixesLookalikeScripts(email: string): boolean {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at + 1).split('.')];
  return parts.some((part) => LATIN.test(part) && LOOKALIKE.test(part));
}
