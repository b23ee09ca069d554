import type { ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, UserType } from '@brokerfront/identity-api';
import { UserHeaderView } from '@brokerfront/ui-templates';
import { useAvatarUrl } from '../../../client/avatar';
import type { UserSectionProps } from '../user-section-props';

/**
 * The header of the user page: avatar (the picture from `AvatarFileName`, else the initials), full name as
 * the page's heading, type (client or employee), status badges in words (active, blocked, archived,
 * e-mail confirmed, fully registered) and the tier with a swatch of its colour; `actions` (the way back)
 * at its end. A pushed change of the user shows at once (the page's record is kept live).
 */
export function UserHeader({ user, actions }: Pick<UserSectionProps, 'user'> & { actions?: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const avatarUrl = useAvatarUrl(user);
  return (
    <UserHeaderView
      name={fullNameOf(user)}
      avatarUrl={avatarUrl}
      kind={user.UserType === UserType.Employee ? 'employee' : 'client'}
      isBlocked={user.IsBlocked}
      isArchived={user.IsArchived}
      emailConfirmed={user.EmailConfirmed}
      fullyRegistered={user.IsFullyRegistered}
      tierName={user.ActiveTierName}
      tierColor={user.ActiveTierColor}
      eyebrow={t('title')}
      actions={actions}
    />
  );
}
