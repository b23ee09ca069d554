/**
 * @jest-environment node
 */
import { readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

describe('readDocumentCookie', () => {
  it('finds and decodes one cookie', () => {
    expect(readDocumentCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D.def; b=2')).toBe('abc=.def');
    expect(readDocumentCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
  });

  it('reads nothing where there is no document', () => {
    expect(readDocumentCookie(XSRF_COOKIE)).toBeUndefined();
  });
});

it('names the anti-forgery cookie and header', () => {
  expect([XSRF_COOKIE, XSRF_HEADER]).toEqual(['XSRF-TOKEN', 'X-XSRF-TOKEN']);
});
