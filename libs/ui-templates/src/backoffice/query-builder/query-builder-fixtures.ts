import type { QueryCondition, QueryField, QueryFieldOption, QueryGroup, QueryNode } from './query-tree';

/** The ISO 3166-1 two-letter codes (249): the size of the country list the back office offers. */
const ISO_COUNTRIES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
  EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
  HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
  LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
  TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

/** The countries named in a language (by `Intl.DisplayNames`), sorted by name. */
export function fixtureCountries(locale = 'en'): QueryFieldOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return ISO_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((x, y) =>
    x.label.localeCompare(y.label, locale),
  );
}

/** Fields of each kind, as the users page offers them (English labels). */
export const FIXTURE_FIELDS: readonly QueryField[] = [
  { id: 'FullName', label: 'Full name', kind: 'text' },
  { id: 'Email', label: 'E-mail', kind: 'text' },
  { id: 'CountryCode', label: 'Country', kind: 'enum', options: fixtureCountries() },
  {
    id: 'UserType',
    label: 'User type',
    kind: 'enum',
    options: [
      { value: '0', label: 'Individual' },
      { value: '1', label: 'Employee' },
    ],
  },
  { id: 'IsBlocked', label: 'Blocked', kind: 'boolean' },
  { id: 'InactivityLogoutMinutes', label: 'Idle sign-out (minutes)', kind: 'number' },
  { id: 'CreatedAt', label: 'Created', kind: 'date' },
];

let fixtureId = 0;
const condition = (field: string, op: QueryCondition['op'], value: QueryCondition['value']): QueryCondition => ({
  kind: 'condition',
  id: `fx${++fixtureId}`,
  field,
  op,
  value,
});
const group = (all: boolean, children: QueryNode[], id = `fx${++fixtureId}`): QueryGroup => ({ kind: 'group', id, all, children });

/** One condition for each kind of field (and an incomplete one). */
export function onePerKindTree(): QueryGroup {
  return group(
    true,
    [
      condition('FullName', 'contains', 'smith'),
      condition('InactivityLogoutMinutes', 'between', ['15', '60']),
      condition('CreatedAt', 'gte', '2025-01-01'),
      condition('UserType', 'eq', '0'),
      condition('IsBlocked', 'eq', 'false'),
      condition('Email', 'beginsWith', ''),
    ],
    'root',
  );
}

/** Users from Sweden or with a company e-mail. */
export function twoConditionOrTree(): QueryGroup {
  return group(false, [condition('CountryCode', 'eq', 'SE'), condition('Email', 'contains', '@brokerfront.example')], 'root');
}

/** Groups nested to the deepest level the builder allows. */
export function nestedTree(): QueryGroup {
  return group(
    true,
    [
      condition('IsBlocked', 'eq', 'false'),
      group(false, [
        condition('CountryCode', 'in', ['SE', 'NO', 'DK', 'FI', 'IS']),
        group(true, [
          condition('UserType', 'eq', '1'),
          group(false, [condition('CreatedAt', 'between', ['2025-01-01', '2025-06-30']), condition('FullName', 'like', 'ada lovelace')]),
        ]),
      ]),
    ],
    'root',
  );
}

/** A multi-select holding many of the countries. */
export function manyCountriesTree(): QueryGroup {
  const codes = fixtureCountries()
    .map((c) => c.value)
    .filter((code) => code.startsWith('S') || code.startsWith('B'));
  return group(true, [condition('CountryCode', 'notIn', codes)], 'root');
}
