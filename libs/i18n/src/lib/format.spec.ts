import {
  EMPTY_TIMESTAMP,
  FIRST_DAY_OF_WEEK,
  formatDate,
  formatCountdown,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatTimestamp,
  nowInSeconds,
  parseDayMonthYear,
  round,
  SECONDS_PER_DAY,
  toDate,
  toTimestamp,
  weekdayIndex,
  weekdayNames,
} from './format';

const utc = { timeZone: 'UTC' };
// 17 September 2023 14:05:09 UTC
const seconds = 1694959509;

describe('dates', () => {
  it.each(['en', 'de', 'swe', 'esp', 'svn', 'ita'])('shows day/month/year in %s', (prefix) => {
    expect(formatDate(seconds, prefix, utc)).toBe('17/09/2023');
    expect(formatDateTime(seconds, prefix, utc)).toBe('17/09/2023 14:05');
  });

  it('reads Dates, timestamps in seconds and ISO texts alike', () => {
    expect(formatDate(new Date('2023-07-14T10:00:00Z'), 'en', utc)).toBe('14/07/2023');
    expect(formatDate('2023-08-08T00:00:00Z', 'en', utc)).toBe('08/08/2023');
    expect(toDate(seconds).toISOString()).toBe('2023-09-17T14:05:09.000Z');
    expect(toTimestamp('2023-09-17T14:05:09.500Z')).toBe(seconds);
  });

  it('honours the time zone', () => {
    expect(formatDateTime(seconds, 'de', { timeZone: 'Europe/Berlin' })).toBe('17/09/2023 16:05');
    expect(formatDate(Date.UTC(2023, 8, 17, 23, 30) / 1000, 'en', { timeZone: 'Europe/Stockholm' })).toBe('18/09/2023');
  });

  it('writes the month out in the language', () => {
    expect(formatLongDate(seconds, 'en', utc)).toBe('17 September 2023');
    expect(formatLongDate(seconds, 'de', utc)).toBe('17. September 2023');
    expect(formatLongDate(seconds, 'swe', utc)).toBe('17 september 2023');
    expect(formatLongDate(seconds, 'esp', utc)).toBe('17 de septiembre de 2023');
    expect(formatLongDate(seconds, 'ita', utc)).toBe('17 settembre 2023');
  });

  it('parses the day/month/year texts of blog posts', () => {
    expect(parseDayMonthYear('17/09/2023').toISOString()).toBe('2023-09-17T00:00:00.000Z');
    expect(parseDayMonthYear('8/8/2023').toISOString()).toBe('2023-08-08T00:00:00.000Z');
    expect(() => parseDayMonthYear('2023-09-17')).toThrow(RangeError);
    expect(() => parseDayMonthYear('31/02/2023')).toThrow('No such date');
  });
});

describe('timestamps', () => {
  it('counts in seconds', () => {
    expect(SECONDS_PER_DAY).toBe(86400);
    expect(nowInSeconds(() => 1694959509999)).toBe(seconds);
  });

  it("shows '---' for 0 where zero means none, and the epoch when told", () => {
    expect(formatTimestamp(0, 'en', utc)).toBe(EMPTY_TIMESTAMP);
    expect(EMPTY_TIMESTAMP).toBe('---');
    expect(formatTimestamp(0, 'en', { ...utc, zeroIsEmpty: false })).toBe('01/01/1970 00:00');
    expect(formatTimestamp(seconds, 'en', utc)).toBe('17/09/2023 14:05');
    expect(formatTimestamp(seconds, 'en', { ...utc, withTime: false })).toBe('17/09/2023');
  });
});

describe('numbers', () => {
  it('rounds to 2 decimals, half away from zero', () => {
    expect(round(1.005)).toBe(1.01);
    expect(round(2.675)).toBe(2.68);
    expect(round(-1.005)).toBe(-1.01);
    expect(round(1.234)).toBe(1.23);
    expect(round(-0.001)).toBe(0);
    expect(round(1.23456, 3)).toBe(1.235);
    expect(round(Number.NaN)).toBeNaN();
  });

  it('formats with the separators of the language', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(1234.567, 'de')).toBe('1.234,57');
    expect(formatNumber(1234.567, 'swe')).toBe('1\u00a0234,57');
    expect(formatNumber(1234.5, 'en', { minimumDecimals: 2 })).toBe('1,234.50');
    expect(formatNumber(0.125, 'en')).toBe('0.13');
    expect(formatNumber(3, 'en')).toBe('3');
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(FIRST_DAY_OF_WEEK).toBe(1);
    expect(weekdayNames('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('de', { width: 'short' })[0]).toBe('Mo');
    expect(weekdayNames('en', { firstDay: 0 })[0]).toBe('Sunday');
  });

  it('place a date in its week', () => {
    expect(weekdayIndex('2023-09-17T12:00:00Z', utc)).toBe(6); // a Sunday
    expect(weekdayIndex('2023-09-18T12:00:00Z', utc)).toBe(0); // a Monday
    expect(weekdayIndex('2023-09-17T12:00:00Z', { ...utc, firstDay: 0 })).toBe(0);
  });
});

describe('countdowns', () => {
  it('formats the countdown as m:ss', () => {
    expect([300, 299, 61, 60, 9, 0, -3].map(formatCountdown)).toEqual(['5:00', '4:59', '1:01', '1:00', '0:09', '0:00', '0:00']);
  });
});
