/** The five asset classes the site explains, in menu order. */
export const ASSET_CLASSES = ['forex', 'stocks', 'indices', 'commodities', 'crypto'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** Tells whether a route parameter names a known asset class. */
export function isAssetClass(value: unknown): value is AssetClass {
  return typeof value === 'string' && (ASSET_CLASSES as readonly string[]).includes(value);
}

/** AppConfig `contactInfo` (SPEC §3). Every field is optional: a missing one is simply not shown. */
export interface ContactInfo {
  email?: string;
  phoneNumber?: string;
  companyInfo?: string;
  address?: string;
}

/** One entry of AppConfig `documents` (SPEC §3): a display name and a file below `uploadsDir`. */
export interface LegalDocument {
  name: string;
  fileName: string;
}

/**
 * One row of AppConfig `spreadsAndCommissions`: an instrument with its typical spread and commission,
 * as the brand wants them displayed (numbers are shown as given, strings verbatim).
 */
export interface SpreadsAndCommissionsRow {
  instrument: string;
  /** Groups the table by asset class when given. */
  assetClass?: string;
  spread: string | number;
  commission: string | number;
}

/** The contact message sent to `{origin}email/send-email.php` (SPEC §3 "Contact message"). */
export interface ContactMessage {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/** What the contact form hands to `onSubmit`: the message, plus the reCAPTCHA token when reCAPTCHA is on. */
export interface ContactSubmission extends ContactMessage {
  recaptchaToken?: string;
}

/** AppConfig `establishmentFromTo`: a ready-made text ("2005–2024") or a pair of years. */
export type EstablishmentFromTo = string | { from: number | string; to?: number | string };
