import type { ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { formatDay, safeColor } from './format';
import type { ProfileDetailsData } from './profile-types';
import './profile.css';

/** Tone of a {@link ProfileBadge}. */
export type ProfileBadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A short status word in a pill (Confirmed, Pending, Rejected…): the text carries the meaning, the tone only repeats it. */
export function ProfileBadge({ tone, children, className }: { tone: ProfileBadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx('bf-profile-badge', `bf-profile-badge--${tone}`, className)}>{children}</span>;
}

/**
 * A tier: its name as text after a swatch of its colour. The swatch is framed by the text colour and a ring
 * of the surface, so any tier colour stands out from the page in both themes; it is decorative (the name says it).
 */
export function TierBadge({ name, color }: { name: string; color: string | null }) {
  const swatch = safeColor(color);
  return (
    <span className="bf-profile-tier">
      {swatch ? <span className="bf-profile-tier__swatch" style={{ backgroundColor: swatch }} aria-hidden="true" /> : null}
      <span className="bf-profile-tier__name">{name}</span>
    </span>
  );
}

/** Props of {@link ProfileDetails}. */
export interface ProfileDetailsProps {
  profile: ProfileDetailsData;
  className?: string;
}

/**
 * The client's own fields of its user record as a description list: names, e-mail and phone with whether
 * each is confirmed, address, country, birth date, gender, time zone, tier with its colour and the date the
 * account was opened (day/month/year in the user's time zone). An empty value says "Not set".
 */
export function ProfileDetails({ profile, className }: ProfileDetailsProps) {
  const { t, i18n } = useTranslation('client');
  const language = i18n.language || 'en';
  const notSet = <span className="bf-profile-details__unset">{t('profile.notSet')}</span>;
  const text = (value: string | null | undefined): ReactNode => (value && value.trim() ? value : notSet);
  const confirmation = (confirmed: boolean | null) =>
    confirmed === null ? null : confirmed ? (
      <ProfileBadge tone="success">{t('profile.confirmed')}</ProfileBadge>
    ) : (
      <ProfileBadge tone="warning">{t('profile.notConfirmed')}</ProfileBadge>
    );
  const withStatus = (value: string | null, confirmed: boolean | null): ReactNode =>
    value && value.trim() ? (
      <span className="bf-profile-details__with-status">
        <span className="bf-profile-details__value">{value}</span> {confirmation(confirmed)}
      </span>
    ) : (
      notSet
    );
  const birthDate = profile.birthDate ? formatDay(profile.birthDate, language, 'UTC') : '';
  const rows: [string, string, ReactNode][] = [
    ['firstName', t('profile.fields.firstName'), text(profile.firstName)],
    ['middleName', t('profile.fields.middleName'), text(profile.middleName)],
    ['lastName', t('profile.fields.lastName'), text(profile.lastName)],
    ['email', t('profile.fields.email'), withStatus(profile.email, profile.emailConfirmed)],
    ['phoneNumber', t('profile.fields.phoneNumber'), withStatus(profile.phoneNumber, profile.phoneConfirmed)],
    ['address', t('profile.fields.address'), text(profile.address)],
    ['city', t('profile.fields.city'), text(profile.city)],
    ['state', t('profile.fields.state'), text(profile.state)],
    ['postalCode', t('profile.fields.postalCode'), text(profile.postalCode)],
    ['country', t('profile.fields.country'), text(profile.countryName)],
    ['birthDate', t('profile.fields.birthDate'), text(birthDate)],
    ['gender', t('profile.fields.gender'), profile.gender === 'None' ? notSet : t(`profile.genders.${profile.gender}`)],
    ['timeZone', t('profile.fields.timeZone'), text(profile.timeZone)],
    ['tier', t('profile.fields.tier'), profile.tierName?.trim() ? <TierBadge name={profile.tierName} color={profile.tierColor} /> : notSet],
    ['memberSince', t('profile.fields.memberSince'), text(formatDay(profile.memberSince, language, profile.timeZone))],
  ];
  return (
    <dl className={cx('bf-profile-details', className)}>
      {rows.map(([key, term, value]) => (
        <div key={key} className="bf-profile-details__row" data-field={key}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
