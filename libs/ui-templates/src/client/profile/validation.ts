import type { ProfileField, ProfileFormValues } from './profile-types';

/** Image types the service takes for an avatar (checked by content on the service too). */
export const AVATAR_TYPES: readonly string[] = Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** File name endings of {@link AVATAR_TYPES}, for files the system gives no type. */
export const AVATAR_EXTENSIONS: readonly string[] = Object.freeze(['png', 'jpg', 'jpeg', 'gif', 'webp']);
/** Largest avatar the service takes (`AVATAR_LIMIT_BYTES`, 2 MiB by default). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** File types the service takes for an identity document (checked by content on the service too). */
export const DOCUMENT_FILE_TYPES: readonly string[] = Object.freeze(['application/pdf', 'image/png', 'image/jpeg']);
/** File name endings of {@link DOCUMENT_FILE_TYPES}. */
export const DOCUMENT_EXTENSIONS: readonly string[] = Object.freeze(['pdf', 'png', 'jpg', 'jpeg']);
/** Largest identity document the service takes (5 MiB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** How many documents a user may hold (any status); the next upload answers `too_many_documents`. */
export const MAX_DOCUMENTS = 50;

/** Why a chosen file cannot be uploaded. */
export type FileProblem = 'type' | 'size' | 'empty';

/** The rules a file is checked against before it is uploaded. */
export interface FileRules {
  types: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
}

export const AVATAR_RULES: FileRules = Object.freeze({ types: AVATAR_TYPES, extensions: AVATAR_EXTENSIONS, maxBytes: AVATAR_MAX_BYTES });
export const DOCUMENT_RULES: FileRules = Object.freeze({
  types: DOCUMENT_FILE_TYPES,
  extensions: DOCUMENT_EXTENSIONS,
  maxBytes: DOCUMENT_MAX_BYTES,
});

/**
 * What is wrong with `file` for `rules`, or null: its declared type (or, without one, its name's ending)
 * must be allowed, and its size between 1 byte and the limit. The service checks the content again.
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rules: FileRules): FileProblem | null {
  const type = file.type.trim().toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const allowed = type ? rules.types.includes(type) : rules.extensions.includes(extension);
  if (!allowed) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/** Why a profile field's value is refused before it is sent. */
export type ProfileFieldProblem = 'required' | 'invalidName' | 'invalidPhone' | 'invalidDate' | 'futureDate' | 'tooLong';

/** The longest value of each text field the service takes. */
export const PROFILE_MAX_LENGTHS: Readonly<Partial<Record<ProfileField, number>>> = Object.freeze({
  firstName: 100,
  middleName: 100,
  lastName: 100,
  address: 200,
  city: 100,
  state: 100,
  postalCode: 20,
});

/** The service's name rule: 1–100 letters, spaces, `.`, `'`, `-`, starting with a letter. */
export function isValidName(name: string): boolean {
  const t = name.trim();
  return t.length >= 1 && t.length <= 100 && /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(t);
}

/** The service's phone rule: 7–15 digits, an optional leading `+`, spaces and dashes allowed. */
export function isValidPhoneNumber(phone: string): boolean {
  const t = phone.trim();
  const digits = t.replace(/\D/g, '').length;
  return /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(t) && digits >= 7 && digits <= 15;
}

/** `yyyy-mm-dd` as a UTC date, or null when it is no real date (or its year is not above 1). */
export function parseIsoDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (year <= 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/**
 * Checks the profile form with the service's rules (SPEC §5/§8 and the contract's field rules): first and
 * last names required and valid, a middle name valid when given, a phone number valid when given, a birth
 * date a real day not in the future, lengths within the service's limits. `today` is injectable for tests.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  today: Date = new Date(),
): Partial<Record<ProfileField, ProfileFieldProblem>> {
  const problems: Partial<Record<ProfileField, ProfileFieldProblem>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (!values[field].trim()) problems[field] = 'required';
    else if (!isValidName(values[field])) problems[field] = 'invalidName';
  }
  if (values.middleName.trim() && !isValidName(values.middleName)) problems.middleName = 'invalidName';
  if (values.phoneNumber.trim() && !isValidPhoneNumber(values.phoneNumber)) problems.phoneNumber = 'invalidPhone';
  if (values.birthDate.trim()) {
    const date = parseIsoDay(values.birthDate);
    if (!date) problems.birthDate = 'invalidDate';
    else if (date.getTime() > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) problems.birthDate = 'futureDate';
  }
  for (const [field, max] of Object.entries(PROFILE_MAX_LENGTHS) as [ProfileField, number][]) {
    if (!problems[field] && values[field].trim().length > max) problems[field] = 'tooLong';
  }
  return problems;
}

/** A verification code as typed ("123 456") without its spaces and dashes. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** Whether a typed verification code is six digits (spaces and dashes ignored). */
export function isValidCode(code: string): boolean {
  return /^\d{6}$/.test(normalizeCode(code));
}

/** A copy of `record` without `key` (a field's message cleared once the field is edited). */
export function withoutKey<K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> {
  const next = { ...record };
  delete next[key];
  return next;
}
