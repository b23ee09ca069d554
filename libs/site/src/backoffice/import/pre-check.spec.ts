import type { ImportRowValues } from '@brokerfront/ui-templates';
import { checkRows, countryKey, createCountryIndex, draftChecker, phoneKey, type RowToCheck } from './pre-check';

const countries = createCountryIndex();
const good: ImportRowValues = {
  FirstName: 'Anna',
  LastName: 'Berg',
  Email: 'anna@example.com',
  PhoneNumber: '+46 70 123 4567',
  Country: 'SE',
};
const rows = (...values: Array<Partial<ImportRowValues>>): RowToCheck[] =>
  values.map((v, i) => ({ line: i + 2, values: { ...good, Email: `row${i}@example.com`, PhoneNumber: '', ...v } }));
const codes = (values: Partial<ImportRowValues>) => checkRows(rows(values), countries)[0].problems.map((p) => p.code);

describe('country index', () => {
  it('knows countries by alpha-2, alpha-3 and English name, without case, accents or spacing', () => {
    expect(countries.find('se')).toBe('SE');
    expect(countries.find('SWE')).toBe('SE');
    expect(countries.find('Sweden')).toBe('SE');
    expect(countries.find('  united kingdom ')).toBe('GB');
    expect(countries.find('Aland Islands')).toBe('AX');
    expect(countries.find('Bosnia & Herzegovina')).toBe('BA');
    expect(countries.find('UK')).toBe('GB');
    expect(countries.find('South Korea')).toBe('KR');
    expect(countries.find('Korea, Republic of')).toBe('KR');
  });

  it('knows nothing else', () => {
    expect(countries.find('Atlantis')).toBeNull();
    expect(countries.find('XX')).toBeNull();
    expect(countries.find('')).toBeNull();
  });

  it('takes the names of further lists (the interface language)', () => {
    const german = createCountryIndex([[{ isoNum: 752, iso2: 'SE', iso3: 'SWE', name: 'Schweden' }]]);
    expect(german.find('schweden')).toBe('SE');
    expect(countries.find('schweden')).toBeNull();
  });

  it('compares names and phone numbers as the service does', () => {
    expect(countryKey('Côte d’Ivoire')).toBe('cotedivoire');
    expect(phoneKey('+46 70-123 4567')).toBe('+46701234567');
  });
});

describe('checkRows', () => {
  it('accepts a good row and gives what is sent: trimmed, the country as alpha-2', () => {
    const [row] = checkRows(
      rows({ FirstName: ' Anna ', Email: ' anna@example.com ', PhoneNumber: ' +46 70 123 4567 ', Country: 'Sweden' }),
      countries,
    );
    expect(row).toEqual({
      problems: [],
      country: 'SE',
      user: { FirstName: 'Anna', LastName: 'Berg', Email: 'anna@example.com', PhoneNumber: '+46 70 123 4567', Country: 'SE' },
    });
  });

  it('accepts a row without a phone number', () => {
    expect(checkRows(rows({ PhoneNumber: '  ' }), countries)[0].user?.PhoneNumber).toBe('');
  });

  it('finds empty and malformed names', () => {
    expect(codes({ FirstName: '' })).toEqual(['firstNameMissing']);
    expect(codes({ FirstName: '   ' })).toEqual(['firstNameMissing']);
    expect(codes({ FirstName: 'J0hn' })).toEqual(['firstNameInvalid']);
    expect(codes({ LastName: '' })).toEqual(['lastNameMissing']);
    expect(codes({ LastName: '-Berg' })).toEqual(['lastNameInvalid']);
    expect(codes({ LastName: 'x'.repeat(101) })).toEqual(['lastNameInvalid']);
    expect(codes({ FirstName: "Zoë-Anne O'Neil" })).toEqual([]);
  });

  it('finds a missing or malformed e-mail', () => {
    expect(codes({ Email: '' })).toEqual(['emailMissing']);
    expect(codes({ Email: 'anna.example.com' })).toEqual(['emailInvalid']);
    expect(codes({ Email: 'anna@example' })).toEqual(['emailInvalid']);
  });

  it('finds a malformed phone number', () => {
    expect(codes({ PhoneNumber: '12ab' })).toEqual(['phoneInvalid']);
    expect(codes({ PhoneNumber: '123' })).toEqual(['phoneInvalid']);
    expect(codes({ PhoneNumber: '+1234567890123456' })).toEqual(['phoneInvalid']);
    expect(codes({ PhoneNumber: '070-123 45 67' })).toEqual([]);
  });

  it('finds a missing or unknown country', () => {
    expect(codes({ Country: '' })).toEqual(['countryMissing']);
    expect(codes({ Country: 'Atlantis' })).toEqual(['countryUnknown']);
    expect(checkRows(rows({ Country: 'Atlantis' }), countries)[0].country).toBeNull();
  });

  it('holds back the later rows with an e-mail or phone number an earlier row has, naming that row', () => {
    const checked = checkRows(
      rows(
        { Email: 'anna@example.com', PhoneNumber: '+46 70 111 1111' },
        { Email: 'ANNA@example.com ' },
        { Email: 'bruno@example.com', PhoneNumber: '+46701111111' },
        { Email: 'anna@example.com', PhoneNumber: '+46-70-111-1111' },
      ),
      countries,
    );
    expect(checked.map((r) => r.problems)).toEqual([
      [],
      [{ code: 'emailDuplicate', field: 'Email', status: 'DuplicateEmail', line: 2 }],
      [{ code: 'phoneDuplicate', field: 'PhoneNumber', status: 'DuplicatePhoneNumber', line: 2 }],
      [
        { code: 'emailDuplicate', field: 'Email', status: 'DuplicateEmail', line: 2 },
        { code: 'phoneDuplicate', field: 'PhoneNumber', status: 'DuplicatePhoneNumber', line: 2 },
      ],
    ]);
    expect(checked.map((r) => r.user === null)).toEqual([false, true, true, true]);
  });

  it('lists every problem of a row in the order the service checks, each with its status', () => {
    const [row] = checkRows(rows({ FirstName: '', LastName: '1', Email: 'x', PhoneNumber: 'call me', Country: 'Narnia' }), countries);
    expect(row.problems.map((p) => [p.code, p.field, p.status])).toEqual([
      ['firstNameMissing', 'FirstName', 'InvalidFirstName'],
      ['lastNameInvalid', 'LastName', 'InvalidLastName'],
      ['emailInvalid', 'Email', 'InvalidEmail'],
      ['phoneInvalid', 'PhoneNumber', 'InvalidPhoneNumber'],
      ['countryUnknown', 'Country', 'InvalidCountry'],
    ]);
    expect(row.user).toBeNull();
  });

  it('checks 10 000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      line: i + 2,
      values: { ...good, Email: `u${i}@example.com`, PhoneNumber: `+4670${String(i).padStart(7, '0')}` },
    }));
    const started = performance.now();
    const checked = checkRows(many, countries);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(checked.every((r) => r.user !== null)).toBe(true);
  });
});

describe('draftChecker', () => {
  it('checks an edit against the rows before it', () => {
    const list = rows({ Email: 'anna@example.com' }, { Email: 'bruno@example.com' }, { Email: 'anna@example.com' });
    const check = draftChecker(list, 2, countries);
    expect(check({ ...list[2].values, Email: 'anna@example.com' }).problems).toEqual([
      { code: 'emailDuplicate', field: 'Email', status: 'DuplicateEmail', line: 2 },
    ]);
    expect(check({ ...list[2].values, Email: 'clara@example.com' }).user?.Email).toBe('clara@example.com');
    // The first row's own e-mail is not a duplicate of a later row.
    expect(draftChecker(list, 0, countries)(list[0].values).problems).toEqual([]);
  });
});
