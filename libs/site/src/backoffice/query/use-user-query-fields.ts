import { useMemo } from 'react';
import { intlLocaleOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { getCountries } from '@brokerfront/identity-api';
import type { QueryField, QueryFieldOption } from '@brokerfront/ui-templates';
import { ENUM_VALUES, USER_FIELDS } from './user-fields';

/** The label keys of the fixed enums' options, in the `backoffice` namespace. */
const ENUM_LABEL_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  UserType: { '0': 'users.types.individual', '1': 'users.types.employee' },
  Gender: { '0': 'genders.0', '1': 'genders.1', '2': 'genders.2', '3': 'genders.3' },
};

/**
 * The fields the users list's query builder offers ({@link USER_FIELDS}), labelled in the interface
 * language (`fields.<id>`). Enums carry their options: CountryCode the localized country list sorted by
 * name (values are ISO 3166-1 alpha-2 codes), UserType and Gender their numbers with their names.
 */
export function useUserQueryFields(): QueryField[] {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocaleOf(language));
    const countries: QueryFieldOption[] = getCountries(language)
      .map((c) => ({ value: c.iso2, label: c.name }))
      .sort((a, b) => collator.compare(a.label, b.label));
    const optionsOf = (id: string): QueryFieldOption[] | undefined => {
      if (id === 'CountryCode') return countries;
      const keys = ENUM_LABEL_KEYS[id];
      return ENUM_VALUES[id]?.map((value) => ({ value, label: keys?.[value] ? t(keys[value]) : value }));
    };
    return USER_FIELDS.map((spec): QueryField => {
      const field: QueryField = { id: spec.id, label: t(`fields.${spec.id}`), kind: spec.kind };
      return spec.kind === 'enum' ? { ...field, options: optionsOf(spec.id) ?? [] } : field;
    });
  }, [t, language]);
}
