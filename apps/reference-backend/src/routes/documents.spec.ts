/** @jest-environment node */
import { attachmentDisposition, documentFileName, sanitizeFileName } from './documents';

describe('sanitizeFileName', () => {
  it('keeps the last path segment and gives it the extension of the sniffed type', () => {
    expect(sanitizeFileName('../../pwn.html', 'pdf')).toBe('pwn.pdf');
    expect(sanitizeFileName('C:\\scans\\id card.PDF', 'pdf')).toBe('id card.pdf');
    expect(sanitizeFileName('photo.jpeg', 'jpg')).toBe('photo.jpg');
    expect(sanitizeFileName('bill', 'png')).toBe('bill.png');
    expect(sanitizeFileName('Mr. Smith passport', 'pdf')).toBe('Mr. Smith passport.pdf');
  });

  it('drops control, bidi and reserved characters and leading or trailing dots', () => {
    expect(sanitizeFileName('a\u0000b\u202e<c>:"d"|?*.pdf', 'pdf')).toBe('abcd.pdf');
    expect(sanitizeFileName('...hidden.html...', 'png')).toBe('hidden.html.png');
    expect(sanitizeFileName('x%0D%0A.html', 'pdf')).toBe('x.pdf');
  });

  it('answers document.<ext> when nothing is left, and at most 200 characters with the extension', () => {
    for (const raw of [undefined, null, '', '.pdf', '../', '\u0000']) expect(sanitizeFileName(raw, 'pdf')).toBe('document.pdf');
    const long = sanitizeFileName(`${'a'.repeat(300)}.html`, 'jpg');
    expect(long).toBe(`${'a'.repeat(196)}.jpg`);
    expect(long).toHaveLength(200);
  });
});

describe('documentFileName', () => {
  it('names a kept document after its sniffed type, whatever name was kept', () => {
    expect(documentFileName('pwn.html', 'application/pdf')).toBe('pwn.pdf');
    expect(documentFileName('scan.pdf', 'image/png')).toBe('scan.png');
    expect(documentFileName('bill.png', 'image/png')).toBe('bill.png');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('proof é.png')).toBe(`attachment; filename="proof _.png"; filename*=UTF-8''proof%20%C3%A9.png`);
  });
});
