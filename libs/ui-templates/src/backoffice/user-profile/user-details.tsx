import '../backoffice.css';
import './user-profile.css';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { safeColor } from '../../client/profile/format';
import { TierBadge } from '../../client/profile/profile-details';
import { birthDayOf, isEmployeeRecord, type ProfileUserRecord } from './user-edit';
import '../../client/profile/profile.css';

/** A country of the list: ISO alpha-2 code and its name in the interface language. */
export interface ProfileCountry {
  code: string;
  name: string;
}

/** A field of the record the details show. */
export type ProfileDetailsField =
  | 'FullName'
  | 'FirstName'
  | 'MiddleName'
  | 'LastName'
  | 'Gender'
  | 'BirthDate'
  | 'UserType'
  | 'Email'
  | 'EmailConfirmed'
  | 'PhoneNumber'
  | 'Address'
  | 'City'
  | 'State'
  | 'PostalCode'
  | 'CountryCode'
  | 'Id'
  | 'IsBlocked'
  | 'IsArchived'
  | 'IsFullyRegistered'
  | 'ActiveTierName'
  | 'ActiveTierColor'
  | 'TimeZone'
  | 'InactivityLogoutMinutes'
  | 'IpWhitelist'
  | 'EmployeeGroupId'
  | 'AvatarFileName'
  | 'CreatedAt'
  | 'UpdatedAt';

/** The groups of the details, each with its fields in the order shown (the employee group only for employees). */
export const PROFILE_DETAILS_GROUPS: readonly {
  id: 'identity' | 'contact' | 'address' | 'account';
  fields: readonly ProfileDetailsField[];
}[] = Object.freeze([
  { id: 'identity', fields: ['FullName', 'FirstName', 'MiddleName', 'LastName', 'Gender', 'BirthDate', 'UserType'] },
  { id: 'contact', fields: ['Email', 'EmailConfirmed', 'PhoneNumber'] },
  { id: 'address', fields: ['Address', 'City', 'State', 'PostalCode', 'CountryCode'] },
  {
    id: 'account',
    fields: [
      'Id',
      'IsBlocked',
      'IsArchived',
      'IsFullyRegistered',
      'ActiveTierName',
      'ActiveTierColor',
      'TimeZone',
      'InactivityLogoutMinutes',
      'IpWhitelist',
      'EmployeeGroupId',
      'AvatarFileName',
      'CreatedAt',
      'UpdatedAt',
    ],
  },
]);

/** Fields the shared `fields.*` texts of the back office do not name: the profile part names them. */
const OWN_LABELS: ReadonlySet<string> = new Set(['AvatarFileName', 'ActiveTierColor', 'IpWhitelist', 'SalesStatus']);

/** The translation key (namespace `backoffice`) of a user field's name. */
export function profileFieldLabelKey(field: string): string {
  return OWN_LABELS.has(field) ? `profile.fields.${field}` : `fields.${field}`;
}

/** Props of {@link UserDetails}. */
export interface UserDetailsProps {
  user: ProfileUserRecord;
  /** The localised country list (a code it lacks shows as the code). */
  countries: readonly ProfileCountry[];
  /** The employee group's name, when known (else its number shows). */
  employeeGroupName?: string | null;
  /** Time zone of the created and updated times (default the browser's). */
  timeZone?: string;
  className?: string;
}

/**
 * Every field of a user record (SPEC §3) in words and in the interface language, in four groups
 * (identity, contact, address, account): gender and type as words, the country's name, yes or no, the
 * birth date only when set (its year above 1), dates as day/month/year (with the time for created and
 * updated), the tier and its colour with a swatch; "None" for an empty value.
 */
export function UserDetails({ user, countries, employeeGroupName, timeZone, className }: UserDetailsProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const none = <span className="bf-user-details__none">{t('user.none')}</span>;
  const text = (value: string | number | null | undefined): ReactNode =>
    value === null || value === undefined || String(value).trim() === '' ? none : String(value);
  const yesNo = (value: boolean) => t(value ? 'boolean.true' : 'boolean.false');
  const dateTime = (value: string) => (Number.isNaN(Date.parse(value)) ? none : formatDateTime(value, language, { timeZone }));
  const employee = isEmployeeRecord(user);

  const valueOf = (field: ProfileDetailsField): ReactNode => {
    switch (field) {
      case 'FullName':
        return text(user.FullName || [user.FirstName, user.MiddleName, user.LastName].filter((s) => s?.trim()).join(' '));
      case 'Gender':
        return [0, 1, 2, 3].includes(user.Gender) ? t(`genders.${user.Gender}`) : none;
      case 'BirthDate': {
        const day = birthDayOf(user.BirthDate);
        return day ? formatDate(`${day}T00:00:00Z`, language, { timeZone: 'UTC' }) : none;
      }
      case 'UserType':
        return t(`profile.types.${employee ? 'employee' : 'client'}`);
      case 'EmailConfirmed':
      case 'IsBlocked':
      case 'IsArchived':
      case 'IsFullyRegistered':
        return yesNo(Boolean(user[field]));
      case 'CountryCode': {
        const code = user.CountryCode?.trim().toUpperCase();
        return code ? (countries.find((c) => c.code.toUpperCase() === code)?.name ?? code) : none;
      }
      case 'ActiveTierName':
        return user.ActiveTierName?.trim() ? <TierBadge name={user.ActiveTierName.trim()} color={user.ActiveTierColor ?? null} /> : none;
      case 'ActiveTierColor': {
        const color = safeColor(user.ActiveTierColor);
        return user.ActiveTierColor?.trim() ? (
          <span className="bf-user-details__color">
            {color ? <span className="bf-profile-tier__swatch" style={{ backgroundColor: color }} aria-hidden="true" /> : null}
            <span>{user.ActiveTierColor.trim()}</span>
          </span>
        ) : (
          none
        );
      }
      case 'EmployeeGroupId':
        return user.EmployeeGroupId == null ? none : employeeGroupName?.trim() || t('profile.details.group', { id: user.EmployeeGroupId });
      case 'CreatedAt':
      case 'UpdatedAt':
        return dateTime(user[field]);
      case 'Id':
        return String(user.Id);
      default:
        return text(user[field]);
    }
  };

  return (
    <div className={cx('bf-user-details', className)}>
      {PROFILE_DETAILS_GROUPS.map((group) => (
        <div key={group.id} className="bf-user-details__group">
          <h3 className="bf-user-details__title">{t(`profile.sections.${group.id}`)}</h3>
          <dl className="bf-details bf-user-details__list">
            {group.fields
              .filter((field) => field !== 'EmployeeGroupId' || employee)
              .map((field) => (
                <div key={field} className="bf-details__row" data-field={field}>
                  <dt>{t(profileFieldLabelKey(field))}</dt>
                  <dd>{valueOf(field)}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
