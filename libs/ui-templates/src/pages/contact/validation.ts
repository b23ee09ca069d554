import type { ContactMessage } from '../types';

/** Limits of the contact form fields. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMin: 10,
  messageMax: 2000,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

/** The fields of the contact form, in the order they appear (the first invalid one receives focus). */
export const CONTACT_FIELDS = ['name', 'email', 'phoneNumber', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Translation keys (namespace `pages`) of the validation messages. */
export type ContactErrorKey =
  | 'contact.errors.nameRequired'
  | 'contact.errors.nameTooLong'
  | 'contact.errors.emailRequired'
  | 'contact.errors.emailInvalid'
  | 'contact.errors.phoneRequired'
  | 'contact.errors.phoneInvalid'
  | 'contact.errors.messageRequired'
  | 'contact.errors.messageTooShort'
  | 'contact.errors.messageTooLong';

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** Digits with optional leading +, and spaces, dots, hyphens or parentheses between groups. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/** Checks a phone number: an optional leading +, separators allowed, 7 to 15 digits (ITU E.164 length). */
export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_SHAPE.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
}

/** Checks an e-mail address for the usual `local@domain.tld` shape. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Validates a contact message; returns one message key per invalid field (empty when all is well). */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'contact.errors.nameRequired';
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = 'contact.errors.nameTooLong';

  const email = values.email.trim();
  if (!email) errors.email = 'contact.errors.emailRequired';
  else if (!isValidEmail(email)) errors.email = 'contact.errors.emailInvalid';

  const phone = values.phoneNumber.trim();
  if (!phone) errors.phoneNumber = 'contact.errors.phoneRequired';
  else if (!isValidPhoneNumber(phone)) errors.phoneNumber = 'contact.errors.phoneInvalid';

  const message = values.message.trim();
  if (!message) errors.message = 'contact.errors.messageRequired';
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'contact.errors.messageTooShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'contact.errors.messageTooLong';
  return errors;
}

/** The message as sent: every field trimmed. */
export function normalizeContactMessage(values: ContactMessage): ContactMessage {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    message: values.message.trim(),
  };
}
