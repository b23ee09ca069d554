import { dateOfIsoDay, dayText, isIsoDay, isoDayOf, parseDayText } from './date-field-format';

describe('dates typed day first', () => {
  it.each([
    ['17/09/2023', '2023-09-17'],
    ['7/9/2023', '2023-09-07'],
    [' 07/09/2023 ', '2023-09-07'],
    ['17.09.2023', '2023-09-17'],
    ['17.9.2023.', '2023-09-17'],
    ['17. 9. 2023', '2023-09-17'],
    ['17-09-2023', '2023-09-17'],
    ['29/02/2024', '2024-02-29'],
    ['2023-09-17', '2023-09-17'],
    ['01/01/0100', '0100-01-01'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDayText(text)).toBe(iso);
  });

  it.each([
    ['29/02/2023', 'no 29 February in 2023'],
    ['31/04/2023', 'April has 30 days'],
    ['00/01/2023', 'no day 0'],
    ['01/13/2023', 'no month 13'],
    ['01/01/0000', 'no year 0'],
    ['17/09/23', 'a two-digit year'],
    ['17/09.2023', 'two separators'],
    ['2023/09/17', 'year first with slashes'],
    ['2023-02-30', 'an ISO day the calendar lacks'],
    ['09/17/2023', 'month first'],
    ['', 'nothing'],
    ['today', 'words'],
  ])('refuses %s (%s)', (text) => {
    expect(parseDayText(text)).toBeNull();
  });

  it('writes an ISO day as dd/mm/yyyy and leaves any other text as it is', () => {
    expect(dayText('2023-09-07')).toBe('07/09/2023');
    expect(dayText('0100-01-01')).toBe('01/01/0100');
    expect(dayText('7/9/2023')).toBe('7/9/2023');
    expect(dayText('')).toBe('');
  });

  it('knows the ISO days the calendar has', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2023-9-7')).toBe(false);
    expect(isIsoDay('2023-09-07T00:00:00Z')).toBe(false);
  });

  it('turns ISO days into local calendar days and back, whatever the zone', () => {
    for (const iso of ['2023-03-26', '2023-10-29', '1900-01-01', '0099-12-31']) {
      const date = dateOfIsoDay(iso);
      expect(date?.getHours()).toBe(0);
      expect(isoDayOf(date as Date)).toBe(iso);
    }
    expect(dateOfIsoDay('')).toBeUndefined();
    expect(dateOfIsoDay('31/12/1990')).toBeUndefined();
  });
});
