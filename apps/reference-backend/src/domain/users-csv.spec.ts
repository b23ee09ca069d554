/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@brokerfront/source", "node", "require", "default"]}
 */
import Papa from 'papaparse';
import { csvCell, csvLine, csvStream, defuseFormulae, exportFileName, usersCsvChunks } from './users-csv';
import { Gender, UNSET_DATE, UserType, type User } from './types';

function user(id: number, extra: Partial<User> = {}): User {
  return {
    Id: id,
    FirstName: 'Ann',
    LastName: `Row${id}`,
    MiddleName: null,
    Email: `row${id}@example.com`,
    EmailConfirmed: true,
    Address: null,
    City: 'Oslo',
    State: null,
    Gender: Gender.Female,
    PhoneNumber: null,
    UserType: UserType.Individual,
    BirthDate: '1990-02-03T00:00:00.000Z',
    CountryCode: 'NO',
    PostalCode: null,
    AvatarFileName: null,
    ActiveTierName: null,
    ActiveTierColor: null,
    IsFullyRegistered: false,
    IsArchived: false,
    IsBlocked: true,
    InactivityLogoutMinutes: 10,
    CreatedAt: '2026-01-02T03:04:05.678Z',
    UpdatedAt: '2026-01-02T03:04:05.678Z',
    TimeZone: null,
    IpWhitelist: null,
    EmployeeGroupId: null,
    AccountManagerId: null,
    SalesStatus: null,
    FullName: `Ann Row${id}`,
    ...extra,
  };
}

describe('csvCell', () => {
  it('writes nulls empty, booleans as true/false and numbers as in JSON', () => {
    expect([null, undefined, true, false, 0, 42, Number.NaN].map(csvCell)).toEqual(['', '', 'true', 'false', '0', '42', '']);
  });

  it('quotes separators, quotes and line breaks (RFC 4180), doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(['=1+2', '+441234', '-5', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+2",
      "'+441234",
      "'-5",
      "'@SUM(A1)",
      '"\'\tx"',
      '"\'\rx"',
    ]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // A formula character inside a piece is harmless; numbers are ours, never text.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-1)).toBe('-1');
  });

  it('round-trips through a CSV parser', () => {
    const cells = ['x', 'a,b', 'say "hi"', 'two\r\nlines', '', 'Müller'];
    const parsed = Papa.parse<string[]>(csvLine(cells), { newline: '\r\n' }).data[0];
    expect(parsed).toEqual(cells);
  });

  it('quotes a cell holding the separator of any locale: comma, semicolon or tab', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('defuses a formula hidden after a semicolon, so Excel splitting on ; sees text (OWASP CSV injection)', () => {
    const address = "Main St 1;=cmd|' /C calc'!A0;";
    expect(csvCell(address)).toBe(`"Main St 1;'=cmd|' /C calc'!A0;"`);
    // Read as RFC 4180 (comma): one cell; read the way a ;-locale spreadsheet splits it: no piece is a formula.
    const cell = Papa.parse<string[]>(csvLine(['x', address, 'y']), { newline: '\r\n', delimiter: ',' }).data[0];
    expect(cell).toEqual(['x', `Main St 1;'=cmd|' /C calc'!A0;`, 'y']);
    const pieces = Papa.parse<string[]>(csvLine(['x', address, 'y']), { newline: '\r\n', delimiter: ';', quoteChar: '\u0000' }).data[0];
    expect(pieces?.filter((p) => /^[ "]*[=+\-@\t\r]/.test(p))).toEqual([]);
  });
});

describe('defuseFormulae', () => {
  it('puts an apostrophe before every piece a spreadsheet could split off that starts a formula', () => {
    expect(defuseFormulae('=1')).toBe("'=1");
    expect(defuseFormulae('a;=1')).toBe("a;'=1");
    expect(defuseFormulae('a,+1,-2')).toBe("a,'+1,'-2");
    expect(defuseFormulae('a\t@SUM(A1)')).toBe("a\t'@SUM(A1)");
    expect(defuseFormulae('a\n=1')).toBe("a\n'=1");
    expect(defuseFormulae('a; =1')).toBe("a;' =1");
    expect(defuseFormulae('a;"=1"')).toBe(`a;'"=1"`);
    expect(defuseFormulae('\t=1')).toBe("'\t'=1");
  });

  it('leaves text without a formula start as it is', () => {
    for (const text of ['', 'Main St 1', 'a=b;c+d', 'Smith-Jones', 'x@example.com', 'a; b, c']) expect(defuseFormulae(text)).toBe(text);
  });
});

describe('usersCsvChunks', () => {
  it('writes the header, then one record per user with the wire values of the columns', () => {
    const rows = [user(1), user(2, { BirthDate: UNSET_DATE, AccountManagerId: 7, IsBlocked: false })];
    const text = [...usersCsvChunks(rows, ['Id', 'FullName', 'Gender', 'IsBlocked', 'BirthDate', 'AccountManagerId'])].join('');
    expect(text).toBe(
      'Id,FullName,Gender,IsBlocked,BirthDate,AccountManagerId\r\n' +
        '1,Ann Row1,2,true,1990-02-03T00:00:00.000Z,\r\n' +
        '2,Ann Row2,2,false,,7\r\n',
    );
  });

  it('writes only the header when nothing matched', () => {
    expect([...usersCsvChunks([], ['Email'])]).toEqual(['Email\r\n']);
  });

  it('produces 100 000 users in bounded chunks, lazily', () => {
    const users = Array.from({ length: 100_000 }, (_, i) => user(i + 1));
    const chunks = usersCsvChunks(users, ['Id', 'Email', 'CreatedAt'], 500);
    // Nothing is produced before it is asked for: the first chunk is the header alone.
    expect(chunks.next().value).toBe('Id,Email,CreatedAt\r\n');
    let count = 0;
    let records = 0;
    let largest = 0;
    let last = '';
    for (const chunk of chunks) {
      count++;
      records += chunk.split('\r\n').length - 1;
      largest = Math.max(largest, chunk.length);
      last = chunk;
    }
    expect(count).toBe(200);
    expect(records).toBe(100_000);
    expect(largest).toBeLessThan(500 * 80);
    expect(last.endsWith('100000,row100000@example.com,2026-01-02T03:04:05.678Z\r\n')).toBe(true);
  });
});

describe('exportFileName', () => {
  it('names the file after the UTC day', () => {
    expect(exportFileName(new Date('2026-11-26T23:30:00Z'))).toBe('users-2026-11-26.csv');
  });
});

describe('csvStream', () => {
  it('pulls chunks only as the reader takes them, and stops when destroyed', async () => {
    let produced = 0;
    function* chunks() {
      for (let i = 0; i < 1000; i++) {
        produced++;
        yield `${'x'.repeat(1000)}\r\n`;
      }
    }
    const stream = csvStream(chunks());
    const reader = stream[Symbol.asyncIterator]();
    const first = (await reader.next()).value as Buffer;
    expect(first.toString('utf8')).toMatch(/^x+\r\n/);
    await new Promise((r) => setTimeout(r, 20));
    // Only what fills the stream's buffer (16 KiB) was produced: not the 1 MB of the whole.
    expect(produced).toBeLessThan(40);
    stream.destroy();
    await new Promise((r) => setTimeout(r, 20));
    const after = produced;
    await new Promise((r) => setTimeout(r, 20));
    expect(produced).toBe(after);
  });

  it('delivers every chunk in order as UTF-8', async () => {
    let text = '';
    for await (const b of csvStream(['Name\r\n', 'Müller\r\n', 'Kovačič\r\n'])) text += (b as Buffer).toString('utf8');
    expect(text).toBe('Name\r\nMüller\r\nKovačič\r\n');
  });
});
