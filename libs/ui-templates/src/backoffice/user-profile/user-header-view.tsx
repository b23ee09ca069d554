import '../../client/profile/profile.css';
import './user-profile.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { initialsOf } from '../../client/profile/format';
import { ProfileBadge, TierBadge, type ProfileBadgeTone } from '../../client/profile/profile-details';

/** Props of {@link UserHeaderView}. */
export interface UserHeaderViewProps {
  /** The user's full name: the page's `<h1>`. */
  name: string;
  /** The avatar's address, or null: the initials show instead (also when the picture fails to load). */
  avatarUrl?: string | null;
  /** A client or an employee. */
  kind: 'client' | 'employee';
  isBlocked: boolean;
  isArchived: boolean;
  emailConfirmed: boolean;
  fullyRegistered: boolean;
  tierName?: string | null;
  /** The tier's colour as the service stores it (`#FFD700`): a swatch beside the tier's name. */
  tierColor?: string | null;
  /** Small text above the name (the area's name). */
  eyebrow?: ReactNode;
  /** Links or buttons at the header's end (the way back to the list). */
  actions?: ReactNode;
  className?: string;
}

/** The avatar: the picture, or the initials; decorative, since the name stands beside it. */
function HeaderAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className="bf-user-header__avatar" src={src} alt="" onError={() => setFailed(src)} />;
  }
  return (
    <span className="bf-user-header__avatar bf-user-header__avatar--initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/**
 * The top of the back office's user page: the avatar (the picture, else the initials), the full name as
 * the page's heading, whether it is a client or an employee, its states as words in badges (active,
 * blocked, archived; e-mail confirmed or not; fully registered or not: the colour only repeats the word),
 * the tier's name after a swatch of its colour, and `actions` at the end. On a phone the parts stack.
 */
export function UserHeaderView({
  name,
  avatarUrl = null,
  kind,
  isBlocked,
  isArchived,
  emailConfirmed,
  fullyRegistered,
  tierName,
  tierColor,
  eyebrow,
  actions,
  className,
}: UserHeaderViewProps) {
  const { t } = useTranslation('backoffice');
  const badges: [string, ProfileBadgeTone, string][] = [];
  if (!isBlocked && !isArchived) badges.push(['active', 'success', t('profile.header.active')]);
  if (isBlocked) badges.push(['blocked', 'danger', t('profile.header.blocked')]);
  if (isArchived) badges.push(['archived', 'neutral', t('profile.header.archived')]);
  badges.push(
    emailConfirmed ? ['email', 'success', t('profile.header.emailConfirmed')] : ['email', 'warning', t('profile.header.emailNotConfirmed')],
    fullyRegistered
      ? ['registered', 'success', t('profile.header.fullyRegistered')]
      : ['registered', 'warning', t('profile.header.notFullyRegistered')],
  );
  const tier = tierName?.trim();
  return (
    <header className={cx('bf-page-header', 'bf-user-header', className)}>
      <div className="bf-container bf-user-header__inner">
        <HeaderAvatar name={name} src={avatarUrl?.trim() || null} />
        <div className="bf-user-header__text">
          {eyebrow ? <p className="bf-eyebrow">{eyebrow}</p> : null}
          <h1 className="bf-page-header__title bf-user-header__name">{name}</h1>
          <p className="bf-user-header__meta">
            <span className="bf-user-header__kind">{t(`profile.types.${kind}`)}</span>
            <span className="bf-user-header__tier">
              <span className="bf-user-header__label">{t('profile.header.tier')}</span>{' '}
              {tier ? <TierBadge name={tier} color={tierColor ?? null} /> : <span>{t('user.none')}</span>}
            </span>
          </p>
          <ul className="bf-user-header__badges" aria-label={t('profile.header.states')}>
            {badges.map(([key, tone, label]) => (
              <li key={key} data-state={key}>
                <ProfileBadge tone={tone}>{label}</ProfileBadge>
              </li>
            ))}
          </ul>
        </div>
        {actions ? <div className="bf-user-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
