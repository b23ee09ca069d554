import { intlLocaleOf, toDate } from '@brokerfront/i18n';

/** Steps of a relative time: below each limit (in seconds), the time is told in that unit. */
const STEPS: ReadonlyArray<readonly [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  [45 * 60, 'minute', 60],
  [22 * 3600, 'hour', 3600],
  [26 * 86_400, 'day', 86_400],
  [320 * 86_400, 'month', 30 * 86_400],
  [Infinity, 'year', 365 * 86_400],
];

/**
 * How long ago an ISO date was, in words of the language (`now`, `5 minutes ago`, `yesterday`, `vor 3 Tagen`):
 * under 45 seconds is now (a time slightly in the future too, as clocks differ), then minutes, hours, days,
 * months and years. '' for a text that is no date.
 */
export function formatRelativeTime(at: string, language: string, now: number = Date.now()): string {
  const time = toDate(at).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(language), { numeric: 'auto' });
  if (seconds < 45) return format.format(0, 'second');
  for (const [limit, unit, size] of STEPS) {
    if (seconds < limit) return format.format(-Math.max(1, Math.round(seconds / size)), unit);
  }
  return '';
}
