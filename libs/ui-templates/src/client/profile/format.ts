import { formatDate, intlLocaleOf } from '@brokerfront/i18n';

/** A valid IANA time zone name, or `undefined` (the browser's is used then). */
export function validTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** An ISO date as day/month/year in `timeZone` (the browser's when invalid or absent); '' for no date. */
export function formatDay(value: string | null | undefined, language: string, timeZone?: string | null): string {
  if (!value || Number.isNaN(Date.parse(value))) return '';
  return formatDate(value, language, { timeZone: validTimeZone(timeZone) });
}

/** Hours and minutes of an ISO date and time in `timeZone` (24 h): `14:05`. */
export function formatTime(value: string, language: string, timeZone?: string | null): string {
  if (Number.isNaN(Date.parse(value))) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: validTimeZone(timeZone),
  }).format(new Date(value));
}

/** A size in bytes for people: `820 B`, `47.1 kB`, `2.4 MB` (binary steps), in the language's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const locale = intlLocaleOf(language);
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    }).format(value);
  } catch {
    return `${value.toFixed(unit === 0 ? 0 : 1)} ${['B', 'kB', 'MB'][unit]}`;
  }
}

/** Up to two initials of a name ("Chris Client" → "CC"), for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A colour from the service usable in a style (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `hsl(…)` or a name), else null. */
export function safeColor(color: string | null | undefined): string | null {
  const c = color?.trim();
  if (!c) return null;
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(c)) return c;
  if (/^(?:rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)$/i.test(c)) return c;
  if (/^[a-z]{3,20}$/i.test(c)) return c.toLowerCase();
  return null;
}
