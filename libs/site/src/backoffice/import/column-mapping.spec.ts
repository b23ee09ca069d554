import { autoMap, emptyMapping, headerKey, mappingProblems, valuesOf } from './column-mapping';

describe('headerKey', () => {
  it('drops case, accents, spaces and punctuation', () => {
    expect(headerKey(' First Name ')).toBe('firstname');
    expect(headerKey('E-Mail')).toBe('email');
    expect(headerKey('first_name')).toBe('firstname');
    expect(headerKey('Téléphone')).toBe('telephone');
  });
});

describe('autoMap', () => {
  it('maps the import field names as they are', () => {
    expect(autoMap(['FirstName', 'LastName', 'Email', 'PhoneNumber', 'Country'])).toEqual({
      FirstName: 0,
      LastName: 1,
      Email: 2,
      PhoneNumber: 3,
      Country: 4,
    });
  });

  it('matches headers without case or spaces, and the common variants', () => {
    expect(autoMap(['country code', 'E-mail', 'Phone', 'last name', 'FIRST NAME'])).toEqual({
      FirstName: 4,
      LastName: 3,
      Email: 1,
      PhoneNumber: 2,
      Country: 0,
    });
    expect(autoMap(['Given name', 'Surname', 'Email address', 'Mobile', 'Country'])).toEqual({
      FirstName: 0,
      LastName: 1,
      Email: 2,
      PhoneNumber: 3,
      Country: 4,
    });
    expect(autoMap(['first_name', 'last_name', 'mail', 'telephone', 'nation'])).toEqual({
      FirstName: 0,
      LastName: 1,
      Email: 2,
      PhoneNumber: 3,
      Country: 4,
    });
  });

  it('leaves fields without a matching header unmapped, and ignores other columns', () => {
    expect(autoMap(['Id', 'Email', 'Notes'])).toEqual({ ...emptyMapping(), Email: 1 });
    expect(autoMap([])).toEqual(emptyMapping());
  });

  it('prefers the better alias, and the leftmost column of equal names', () => {
    // "Country" beats "Country name" whatever the order; of two "Email" columns the first wins.
    expect(autoMap(['Country name', 'Email', 'Email', 'Country']).Country).toBe(3);
    expect(autoMap(['Country name', 'Email', 'Email', 'Country']).Email).toBe(1);
  });

  it('gives each column to one field only', () => {
    const mapping = autoMap(['Phone', 'Phone']);
    expect(mapping.PhoneNumber).toBe(0);
    expect(Object.values(mapping).filter((c) => c === 1)).toHaveLength(0);
  });
});

describe('mappingProblems', () => {
  it('asks for every required field and accepts a missing phone number', () => {
    expect(mappingProblems(emptyMapping())).toEqual({
      FirstName: 'required',
      LastName: 'required',
      Email: 'required',
      Country: 'required',
    });
    expect(mappingProblems({ FirstName: 0, LastName: 1, Email: 2, PhoneNumber: null, Country: 3 })).toEqual({});
  });

  it('names the later field of a column used twice', () => {
    expect(mappingProblems({ FirstName: 0, LastName: 0, Email: 2, PhoneNumber: 2, Country: 3 })).toEqual({
      LastName: 'duplicate',
      PhoneNumber: 'duplicate',
    });
  });
});

describe('valuesOf', () => {
  it('reads each field from its column, empty for none or a missing cell', () => {
    expect(valuesOf(['Anna', 'anna@example.com'], { FirstName: 0, LastName: null, Email: 1, PhoneNumber: 7, Country: null })).toEqual({
      FirstName: 'Anna',
      LastName: '',
      Email: 'anna@example.com',
      PhoneNumber: '',
      Country: '',
    });
  });
});
