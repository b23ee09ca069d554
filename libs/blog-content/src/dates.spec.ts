/** @jest-environment node */
import { blogDateToIso, parseBlogDate } from './index';

describe('post dates', () => {
  it('reads day/month/year text', () => {
    expect(parseBlogDate('17/09/2023')).toEqual({
      day: 17,
      month: 9,
      year: 2023,
    });
    expect(parseBlogDate('08/08/2023')).toEqual({
      day: 8,
      month: 8,
      year: 2023,
    });
    expect(blogDateToIso('14/07/2023')).toBe('2023-07-14');
  });

  it.each(['2023-09-17', '17/9/2023', '31/02/2023', '00/01/2023', '17/13/2023', ''])('rejects %j', (text) => {
    expect(parseBlogDate(text)).toBeUndefined();
    expect(blogDateToIso(text)).toBeUndefined();
  });
});
