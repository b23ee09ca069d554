import { parse } from 'papaparse';
import { resultsCsv, resultsFileName, safeCell, type ResultsCsvRow } from './results-csv';

const values = { FirstName: 'Anna', LastName: 'Berg', Email: 'anna@example.com', PhoneNumber: '+46 70 123 4567', Country: 'Sweden' };

describe('safeCell', () => {
  it('makes formulas plain text', () => {
    expect(safeCell('=HYPERLINK("http://evil.example","click")')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(safeCell('+cmd|" /C calc"!A0')).toBe(`'+cmd|" /C calc"!A0`);
    expect(safeCell('-2+3+cmd|" /C calc"!A0')).toBe(`'-2+3+cmd|" /C calc"!A0`);
    expect(safeCell('@SUM(A1:A2)')).toBe(`'@SUM(A1:A2)`);
    expect(safeCell('\t=1+1')).toBe(`'\t'=1+1`);
    expect(safeCell('  =1+1')).toBe(`'  =1+1`);
  });

  it('makes a formula hidden after a comma, semicolon, tab or line break plain text too', () => {
    expect(safeCell("Main St 1;=cmd|' /C calc'!A0;")).toBe("Main St 1;'=cmd|' /C calc'!A0;");
    expect(safeCell('a,+cmd()')).toBe("a,'+cmd()");
    expect(safeCell('a\t@SUM(A1:A2)')).toBe("a\t'@SUM(A1:A2)");
    expect(safeCell('a\r\n-cmd()')).toBe("a\r\n'-cmd()");
    expect(safeCell('a; "=1+1"')).toBe(`a;' "=1+1"`);
    expect(safeCell('\t=1')).toBe("'\t'=1");
    expect(safeCell('call +46 70 123 4567; or -12.5')).toBe('call +46 70 123 4567; or -12.5');
    expect(safeCell('a;+46 70 123 4567')).toBe('a;+46 70 123 4567');
  });

  it('leaves other text, phone numbers and signed numbers alone', () => {
    expect(safeCell('Anna')).toBe('Anna');
    expect(safeCell('')).toBe('');
    expect(safeCell('anna@example.com')).toBe('anna@example.com');
    expect(safeCell('+46 70 123 4567')).toBe('+46 70 123 4567');
    expect(safeCell('+1 (555) 010-9999')).toBe('+1 (555) 010-9999');
    expect(safeCell('-12.5')).toBe('-12.5');
    expect(safeCell('Smith-Jones')).toBe('Smith-Jones');
  });
});

describe('resultsCsv', () => {
  const rows: ResultsCsvRow[] = [
    { line: 2, values, country: 'SE', status: 'Success', userId: 1001, message: 'Imported' },
    {
      line: 3,
      values: { ...values, FirstName: '=cmd()', Email: 'x', PhoneNumber: '' },
      country: 'SE',
      status: 'InvalidFirstName',
      userId: null,
      message: 'Invalid first name: "First name", has characters a name cannot have; invalid e-mail',
    },
  ];

  it('writes a header and one line per row, which parse back to the same cells', () => {
    const text = resultsCsv(rows);
    expect(text.split('\r\n')[0]).toBe('Row,FirstName,LastName,Email,PhoneNumber,Country,Status,UserId,Message');
    const back = parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(back).toEqual([
      ['Row', 'FirstName', 'LastName', 'Email', 'PhoneNumber', 'Country', 'Status', 'UserId', 'Message'],
      ['2', 'Anna', 'Berg', 'anna@example.com', '+46 70 123 4567', 'SE', 'Success', '1001', 'Imported'],
      ['3', "'=cmd()", 'Berg', 'x', '', 'SE', 'InvalidFirstName', '', rows[1].message],
    ]);
  });

  it('quotes every cell holding a comma, semicolon, tab, quote or line break, so a ;-locale spreadsheet sees no formula', () => {
    const text = resultsCsv([
      {
        line: 4,
        values: { ...values, LastName: "Main St 1;=cmd|' /C calc'!A0;", FirstName: 'Ann\tLee' },
        country: 'SE',
        status: 'Success',
        userId: 7,
        message: 'Imported',
      },
    ]);
    expect(text.split('\r\n')[1]).toBe(
      `4,"Ann\tLee","Main St 1;'=cmd|' /C calc'!A0;",anna@example.com,+46 70 123 4567,SE,Success,7,Imported`,
    );
    const pieces = text.split(/[;\t\r\n,]/).map((p) => p.replace(/^[ "]+/, ''));
    expect(pieces.filter((p) => /^[=@]|^[+-](?![\d ().-]*$)/.test(p))).toEqual([]);
    expect(parse<string[]>(text, { skipEmptyLines: true }).data[1]).toEqual([
      '4',
      'Ann\tLee',
      "Main St 1;'=cmd|' /C calc'!A0;",
      'anna@example.com',
      '+46 70 123 4567',
      'SE',
      'Success',
      '7',
      'Imported',
    ]);
  });

  it('names the file after the imported one', () => {
    expect(resultsFileName('clients.CSV')).toBe('clients-results.csv');
    expect(resultsFileName('.csv')).toBe('import-results.csv');
  });
});
