/**
 * Dates as people type and read them in a date field (SPEC §9: day/month/year) and as forms and queries hold
 * them (ISO `yyyy-mm-dd`, a calendar day without a time or zone).
 */

/** A day of the week, 0 for Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day, month and year (four digits), the same separator twice: `/`, `.` or `-`, spaces around allowed ("17. 9. 2023."). */
const TYPED_DAY = /^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4})\s*\.?$/;

const pad = (n: number, length = 2) => String(n).padStart(length, '0');

/** The ISO day of a year, month (1–12) and day, or null when the calendar has no such day (31/02, year 0). */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether a text is an ISO day (`yyyy-mm-dd`) that the calendar has. */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  return m !== null && isoOf(Number(m[1]), Number(m[2]), Number(m[3])) !== null;
}

/**
 * The ISO day (`yyyy-mm-dd`) of a date as typed, day first: `17/09/2023`, `17/9/2023`, `17.09.2023`,
 * `17-09-2023`, `17. 9. 2023` (and an ISO day pasted as is). Null when the text is not a day the calendar has
 * (`31/02/2023`, `17/09/23`, `2023/09/17`).
 */
export function parseDayText(text: string): string | null {
  const value = text.trim();
  if (ISO_DAY.test(value)) return isIsoDay(value) ? value : null;
  const m = TYPED_DAY.exec(value);
  return m ? isoOf(Number(m[4]), Number(m[3]), Number(m[1])) : null;
}

/** An ISO day as the field shows it, `dd/mm/yyyy` in every language; any other text is given back unchanged. */
export function dayText(iso: string): string {
  const m = ISO_DAY.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The ISO day of a date in the browser's zone (what a calendar cell stands for). */
export function isoDayOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of an ISO day in the browser's zone (what a calendar shows), or undefined for any other text. */
export function dateOfIsoDay(iso: string | undefined): Date | undefined {
  if (!iso || !isIsoDay(iso)) return undefined;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date;
}
