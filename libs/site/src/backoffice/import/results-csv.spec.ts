import { parse } from 'papaparse';
import { resultsCsv, resultsFileName, safeCell, type ResultsCsvRow } from './results-csv';

const values = { FirstName: 'Anna', LastName: 'Berg', Email: 'anna@example.com', PhoneNumber: '+46 70 123 4567', Country: 'Sweden' };

describe('safeCell', () => {
  it('makes formulas plain text', () => {
    expect(safeCell('=HYPERLINK("http://evil.example","click")')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(safeCell('+cmd|" /C calc"!A0')).toBe(`'+cmd|" /C calc"!A0`);
    expect(safeCell('-2+3+cmd|" /C calc"!A0')).toBe(`'-2+3+cmd|" /C calc"!A0`);
    expect(safeCell('@SUM(A1:A2)')).toBe(`'@SUM(A1:A2)`);
    expect(safeCell('\t=1+1')).toBe(`'\t=1+1`);
    expect(safeCell('  =1+1')).toBe(`'  =1+1`);
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

  it('names the file after the imported one', () => {
    expect(resultsFileName('clients.CSV')).toBe('clients-results.csv');
    expect(resultsFileName('.csv')).toBe('import-results.csv');
  });
});
