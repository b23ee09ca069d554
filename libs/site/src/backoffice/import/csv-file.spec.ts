import { decodeCsvBytes, isCsvFile, parseCsvText, readCsvFile } from './csv-file';

const file = (content: BlobPart | BlobPart[], name = 'clients.csv', type = 'text/csv') =>
  new File(Array.isArray(content) ? content : [content], name, { type });

describe('parseCsvText', () => {
  it('splits the header row from the data rows', () => {
    const result = parseCsvText('FirstName,LastName,Email\nAnna,Berg,anna@example.com\nBruno,Rossi,bruno@example.com\n');
    expect(result).toEqual({
      ok: true,
      table: {
        headers: ['FirstName', 'LastName', 'Email'],
        rows: [
          { line: 2, cells: ['Anna', 'Berg', 'anna@example.com'] },
          { line: 3, cells: ['Bruno', 'Rossi', 'bruno@example.com'] },
        ],
        delimiter: ',',
      },
    });
  });

  it('detects semicolons and tabs as delimiters', () => {
    const semicolons = parseCsvText('Vorname;Nachname;E-Mail\nJürgen;Müller;j@example.de');
    expect(semicolons.ok && semicolons.table.delimiter).toBe(';');
    expect(semicolons.ok && semicolons.table.rows[0].cells).toEqual(['Jürgen', 'Müller', 'j@example.de']);
    const tabs = parseCsvText('a\tb\n1\t2');
    expect(tabs.ok && tabs.table.rows[0].cells).toEqual(['1', '2']);
  });

  it('drops a BOM, skips empty lines and keeps spreadsheet row numbers', () => {
    const result = parseCsvText('\ufeffEmail,Country\r\n\r\na@example.com,SE\r\n   \r\nb@example.com,DE\r\n');
    expect(result.ok && result.table.headers).toEqual(['Email', 'Country']);
    expect(result.ok && result.table.rows).toEqual([
      { line: 3, cells: ['a@example.com', 'SE'] },
      { line: 5, cells: ['b@example.com', 'DE'] },
    ]);
  });

  it('keeps quoted delimiters and line breaks inside a cell, and pads short rows', () => {
    const result = parseCsvText('Name,Notes,Country\n"Berg, Anna","two\nlines"\n');
    expect(result.ok && result.table.rows).toEqual([{ line: 2, cells: ['Berg, Anna', 'two\nlines', ''] }]);
  });

  it('says why a file cannot be used', () => {
    expect(parseCsvText('')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(parseCsvText('\n\n  \n')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(parseCsvText('FirstName,Email\n\n')).toEqual({ ok: false, problem: { code: 'noRows' } });
    expect(parseCsvText('Email,Notes\na@example.com,"never closed\nb@example.com,x')).toEqual({
      ok: false,
      problem: { code: 'malformed', line: 2 },
    });
  });

  it('refuses more rows than the limit', () => {
    const text = ['Email', ...Array.from({ length: 12 }, (_, i) => `u${i}@example.com`)].join('\n');
    expect(parseCsvText(text, { maxRows: 10 })).toEqual({ ok: false, problem: { code: 'tooManyRows', rows: 12, max: 10 } });
    expect(parseCsvText(text, { maxRows: 12 }).ok).toBe(true);
  });

  it('parses 10 000 rows', () => {
    const text = [
      'FirstName,LastName,Email,PhoneNumber,Country',
      ...Array.from({ length: 10_000 }, (_, i) => `A${i},B,u${i}@example.com,,SE`),
    ].join('\n');
    const result = parseCsvText(text);
    expect(result.ok && result.table.rows).toHaveLength(10_000);
    expect(result.ok && result.table.rows[9_999]).toEqual({ line: 10_001, cells: ['A9999', 'B', 'u9999@example.com', '', 'SE'] });
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8, falls back to Windows-1252, and refuses binary content', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Zoë'))).toBe('Zoë');
    expect(decodeCsvBytes(new Uint8Array([0x5a, 0x6f, 0xeb]))).toBe('Zoë');
    expect(decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeNull();
  });
});

describe('readCsvFile', () => {
  it('reads a CSV file', async () => {
    const result = await readCsvFile(file('\ufeffEmail\na@example.com\n'));
    expect(result).toEqual({ ok: true, table: { headers: ['Email'], rows: [{ line: 2, cells: ['a@example.com'] }], delimiter: ',' } });
  });

  it('takes .csv files whatever their type, and refuses other files', async () => {
    expect(isCsvFile({ name: 'clients.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'clients', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'clients.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
    expect(await readCsvFile(file('x', 'photo.png', 'image/png'))).toEqual({ ok: false, problem: { code: 'type' } });
  });

  it('refuses an empty, too large or binary file', async () => {
    expect(await readCsvFile(file(''))).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(await readCsvFile(file('Email\na@example.com\n'), { maxBytes: 8 })).toEqual({
      ok: false,
      problem: { code: 'tooLarge', size: 20, max: 8 },
    });
    expect(await readCsvFile(file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x10])))).toEqual({
      ok: false,
      problem: { code: 'unreadable' },
    });
  });
});
