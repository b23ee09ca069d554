import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { Link } from '../../components/link';
import { useDisclosure } from '../../components/use-disclosure';
import { IconChevronDown, IconUser } from '../../icons/icons';
import { IconLogOut, IconSettings } from './shell-icons';
import './client-shell.css';

/** The signed-in user as the shell shows them. */
export interface ClientUser {
  /** The full name (SPEC §3 User FullName, or first and last name). */
  fullName: string;
  /** The e-mail address, shown in the menu under the name. */
  email?: string;
  /** The avatar's address; initials are shown without one (or when it fails to load). */
  avatarUrl?: string | null;
}

/** Up to two initials of a name ("Chris Client" → "CC"); "?" for an empty name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  name: string;
  url?: string | null;
  /** Diameter in CSS pixels (default 32). */
  size?: number;
  className?: string;
}

/**
 * The user's picture, or their initials without one (or when the picture fails to load). Decorative:
 * the name is always written next to it.
 */
export function UserAvatar({ name, url, size = 32, className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  // A new address gets its own chance to load.
  useEffect(() => setFailed(null), [url]);
  const showImage = Boolean(url) && failed !== url;
  return (
    <span className={cx('bf-avatar', className)} style={{ width: size, height: size }} aria-hidden="true">
      {showImage ? (
        <img className="bf-avatar__image" src={url ?? undefined} alt="" width={size} height={size} onError={() => setFailed(url ?? null)} />
      ) : (
        <span className="bf-avatar__initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: ClientUser;
  profileHref: string;
  settingsHref: string;
  onSignOut: () => void;
  className?: string;
}

/**
 * The user menu of the top bar: a disclosure button showing the avatar (or initials) and the full
 * name, opening a panel with "Profile", "Settings" and "Sign out". Escape or following one of its
 * links closes it and returns focus to the button; a click outside closes it too.
 */
export function UserMenu({ user, profileHref, settingsHref, onSignOut, className }: UserMenuProps) {
  const { t } = useTranslation('client');
  const panelId = useId();
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure();
  return (
    <div ref={containerRef} className={cx('bf-user-menu', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="bf-header-button bf-user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UserAvatar name={user.fullName} url={user.avatarUrl} />
        <span className="bf-user-menu__name">{user.fullName}</span>
        <IconChevronDown size={16} className="bf-user-menu__chevron" />
      </button>
      <div id={panelId} className="bf-user-menu__panel" hidden={!open}>
        <div className="bf-user-menu__who">
          <UserAvatar name={user.fullName} url={user.avatarUrl} size={40} />
          <p className="bf-user-menu__identity">
            <span className="bf-visually-hidden">{t('shell.userMenu.signedInAs')} </span>
            <span className="bf-user-menu__full-name">{user.fullName}</span>
            {user.email ? <span className="bf-user-menu__email">{user.email}</span> : null}
          </p>
        </div>
        <ul className="bf-user-menu__list">
          <li>
            <Link href={profileHref} className="bf-user-menu__item" onClick={() => close(true)}>
              <IconUser size={18} />
              {t('shell.userMenu.profile')}
            </Link>
          </li>
          <li>
            <Link href={settingsHref} className="bf-user-menu__item" onClick={() => close(true)}>
              <IconSettings size={18} />
              {t('shell.userMenu.settings')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="bf-user-menu__item bf-user-menu__sign-out"
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              <IconLogOut size={18} />
              {t('shell.userMenu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
