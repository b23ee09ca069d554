/**
 * Mapping a file's columns to the fields of `ImportAffiliateUsers`: the first guess from the header names,
 * the checks before the rows are read, and the rows' values through a mapping. Plain TypeScript.
 */
import {
  IMPORT_TARGETS,
  REQUIRED_IMPORT_TARGETS,
  type ImportMapping,
  type ImportMappingProblem,
  type ImportRowValues,
  type ImportTarget,
} from '@brokerfront/ui-templates';

/** A header name reduced for comparison: lower case, accents, spaces and punctuation dropped. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The header names each field is recognised by (as {@link headerKey} gives them), the field's own name first. */
export const HEADER_ALIASES: Readonly<Record<ImportTarget, readonly string[]>> = {
  FirstName: ['firstname', 'first', 'givenname', 'forename', 'fname'],
  LastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  Email: ['email', 'emailaddress', 'emailadress', 'mail', 'mailaddress'],
  PhoneNumber: [
    'phonenumber',
    'phone',
    'phoneno',
    'telephone',
    'telephonenumber',
    'tel',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cellphone',
    'cell',
  ],
  Country: ['country', 'countrycode', 'countryiso', 'countryiso2', 'countryname', 'iso2', 'nation'],
};

/** A mapping with no column for any field. */
export function emptyMapping(): ImportMapping {
  return { FirstName: null, LastName: null, Email: null, PhoneNumber: null, Country: null };
}

/**
 * The first guess of a mapping from the header row: each field takes the leftmost column whose name is one
 * of its {@link HEADER_ALIASES} (compared without case, spaces or punctuation: "First name", "first_name",
 * "E-mail", "Country code" all match); better aliases win over later ones, and a column feeds one field.
 */
export function autoMap(headers: readonly string[]): ImportMapping {
  const keys = headers.map(headerKey);
  const mapping = emptyMapping();
  const taken = new Set<number>();
  for (const target of IMPORT_TARGETS) {
    for (const alias of HEADER_ALIASES[target]) {
      const column = keys.findIndex((key, index) => key === alias && !taken.has(index));
      if (column >= 0) {
        mapping[target] = column;
        taken.add(column);
        break;
      }
    }
  }
  return mapping;
}

/** What is wrong with a mapping, by field: a required field without a column, or a column used twice. */
export function mappingProblems(mapping: ImportMapping): Partial<Record<ImportTarget, ImportMappingProblem>> {
  const problems: Partial<Record<ImportTarget, ImportMappingProblem>> = {};
  const seen = new Map<number, ImportTarget>();
  for (const target of IMPORT_TARGETS) {
    const column = mapping[target];
    if (column === null) {
      if (REQUIRED_IMPORT_TARGETS.includes(target)) problems[target] = 'required';
      continue;
    }
    if (seen.has(column)) problems[target] = 'duplicate';
    else seen.set(column, target);
  }
  return problems;
}

/** A row's values through a mapping (a field without a column, or a missing cell, is empty). */
export function valuesOf(cells: readonly string[], mapping: ImportMapping): ImportRowValues {
  const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? ''));
  return {
    FirstName: cell(mapping.FirstName),
    LastName: cell(mapping.LastName),
    Email: cell(mapping.Email),
    PhoneNumber: cell(mapping.PhoneNumber),
    Country: cell(mapping.Country),
  };
}
