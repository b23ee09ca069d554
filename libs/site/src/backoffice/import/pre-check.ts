/**
 * The browser's check of every row before anything is sent: the service rules of docs/api-contract.md
 * ("Service rules") for names, e-mail and phone number, duplicates inside the file (the later row is
 * held back, as the service would answer `DuplicateEmail` for it), and the country (ISO alpha-2, alpha-3 or
 * its name, sent as alpha-2). Plain TypeScript.
 */
import { countries as countryList, getCountries, type Country, type ImportUserRow } from '@brokerfront/identity-api';
import {
  isEmailAddress,
  isPersonName,
  isPhoneNumber,
  type ImportProblem,
  type ImportProblemCode,
  type ImportRowValues,
  type ImportStatusName,
  type ImportTarget,
} from '@brokerfront/ui-templates';

/** Looks countries up by what a file may hold for them. */
export interface CountryIndex {
  /** The ISO alpha-2 code of a country given by alpha-2, alpha-3 or name; null when unknown. */
  find(value: string): string | null;
}

/** A country name or code reduced for comparison: accents, case, spaces and punctuation dropped; `&` is "and". */
export function countryKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Everyday names the reference list spells differently. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  uk: 'GB',
  greatbritain: 'GB',
  unitedstatesofamerica: 'US',
  czechrepublic: 'CZ',
  southkorea: 'KR',
  northkorea: 'KP',
  russia: 'RU',
  vietnam: 'VN',
};

/**
 * A country index over the reference list of '@brokerfront/identity-api': alpha-2 and alpha-3 codes, the
 * English names of the list and of the runtime (`Intl.DisplayNames`: "South Korea", "Russia"…), a few
 * everyday aliases, and the names of any further lists (e.g. the interface language's, from `getCountries`).
 */
export function createCountryIndex(localized: ReadonlyArray<readonly Country[]> = []): CountryIndex {
  const byKey = new Map<string, string>();
  const add = (key: string, iso2: string) => {
    if (key && !byKey.has(key)) byKey.set(key, iso2);
  };
  for (const c of countryList) add(c.iso2.toLowerCase(), c.iso2);
  for (const c of countryList) add(c.iso3.toLowerCase(), c.iso2);
  for (const c of countryList) add(countryKey(c.name), c.iso2);
  for (const c of getCountries('en')) add(countryKey(c.name), c.iso2);
  for (const [key, iso2] of Object.entries(COUNTRY_ALIASES)) add(key, iso2);
  for (const list of localized) for (const c of list) add(countryKey(c.name), c.iso2);
  return { find: (value) => byKey.get(countryKey(value)) ?? null };
}

/** A phone number as the service compares them: `+` and its digits. */
export function phoneKey(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** The status the service gives for each problem. */
export const PROBLEM_STATUS: Readonly<Record<ImportProblemCode, ImportStatusName>> = {
  firstNameMissing: 'InvalidFirstName',
  firstNameInvalid: 'InvalidFirstName',
  lastNameMissing: 'InvalidLastName',
  lastNameInvalid: 'InvalidLastName',
  emailMissing: 'InvalidEmail',
  emailInvalid: 'InvalidEmail',
  emailDuplicate: 'DuplicateEmail',
  phoneInvalid: 'InvalidPhoneNumber',
  phoneDuplicate: 'DuplicatePhoneNumber',
  countryMissing: 'InvalidCountry',
  countryUnknown: 'InvalidCountry',
};

const problem = (code: ImportProblemCode, field: ImportTarget, line?: number): ImportProblem =>
  line === undefined ? { code, field, status: PROBLEM_STATUS[code] } : { code, field, status: PROBLEM_STATUS[code], line };

/** A row to check: its values and its row number in the file. */
export interface RowToCheck {
  line: number;
  values: ImportRowValues;
}

/** The check of one row: its problems in the order the service checks, and what is sent when there are none. */
export interface CheckedRow {
  problems: ImportProblem[];
  /** The country's alpha-2 code when it is known. */
  country: string | null;
  /** The row as `ImportAffiliateUsers` takes it (trimmed, country as alpha-2); null while it has problems. */
  user: ImportUserRow | null;
}

/**
 * Checks rows one after the other, remembering the e-mails and phone numbers seen: empty or malformed first
 * and last names, a missing or malformed e-mail, an e-mail or phone number an earlier row already has
 * (compared as the service does: e-mail without case, phone by its digits), a malformed phone number (it may
 * be empty), a missing or unknown country.
 */
export class RowChecker {
  private readonly emails = new Map<string, number>();
  private readonly phones = new Map<string, number>();

  constructor(private readonly countries: CountryIndex) {}

  /** Checks the next row and remembers its e-mail and phone number. */
  check(row: RowToCheck): CheckedRow {
    return this.inspect(row, true);
  }

  /** Checks a row against the rows checked so far, without remembering it (an edit being typed). */
  peek(row: RowToCheck): CheckedRow {
    return this.inspect(row, false);
  }

  private inspect({ line, values }: RowToCheck, remember: boolean): CheckedRow {
    const problems: ImportProblem[] = [];
    const firstName = values.FirstName.trim();
    const lastName = values.LastName.trim();
    const email = values.Email.trim();
    const phone = values.PhoneNumber.trim();
    const countryValue = values.Country.trim();

    if (firstName === '') problems.push(problem('firstNameMissing', 'FirstName'));
    else if (!isPersonName(firstName)) problems.push(problem('firstNameInvalid', 'FirstName'));
    if (lastName === '') problems.push(problem('lastNameMissing', 'LastName'));
    else if (!isPersonName(lastName)) problems.push(problem('lastNameInvalid', 'LastName'));

    if (email === '') problems.push(problem('emailMissing', 'Email'));
    else if (!isEmailAddress(email)) problems.push(problem('emailInvalid', 'Email'));
    else {
      const key = email.toLowerCase();
      const first = this.emails.get(key);
      if (first !== undefined) problems.push(problem('emailDuplicate', 'Email', first));
      else if (remember) this.emails.set(key, line);
    }

    if (phone !== '') {
      if (!isPhoneNumber(phone)) problems.push(problem('phoneInvalid', 'PhoneNumber'));
      else {
        const key = phoneKey(phone);
        const first = this.phones.get(key);
        if (first !== undefined) problems.push(problem('phoneDuplicate', 'PhoneNumber', first));
        else if (remember) this.phones.set(key, line);
      }
    }

    const country = countryValue === '' ? null : this.countries.find(countryValue);
    if (countryValue === '') problems.push(problem('countryMissing', 'Country'));
    else if (country === null) problems.push(problem('countryUnknown', 'Country'));

    const user: ImportUserRow | null =
      problems.length === 0 && country !== null
        ? { FirstName: firstName, LastName: lastName, Email: email, PhoneNumber: phone, Country: country }
        : null;
    return { problems, country, user };
  }
}

/** Checks every row with a {@link RowChecker} (linear in the rows). */
export function checkRows(rows: readonly RowToCheck[], countries: CountryIndex): CheckedRow[] {
  const checker = new RowChecker(countries);
  return rows.map((row) => checker.check(row));
}

/**
 * The check of an edit of `rows[index]` as it is typed: a checker that has seen the rows before it (the
 * only ones a duplicate can point to) and checks the draft against them, in constant time per draft.
 */
export function draftChecker(rows: readonly RowToCheck[], index: number, countries: CountryIndex): (values: ImportRowValues) => CheckedRow {
  const checker = new RowChecker(countries);
  for (let i = 0; i < index && i < rows.length; i++) checker.check(rows[i]);
  const line = rows[index]?.line ?? 0;
  return (values) => checker.peek({ line, values });
}
