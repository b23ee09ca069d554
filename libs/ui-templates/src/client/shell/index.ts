export { ClientLayout, type ClientLayoutProps, type ClientNavItem, type ClientNavSection } from './client-layout';
export { UserMenu, UserAvatar, initialsOf, type ClientUser, type UserAvatarProps, type UserMenuProps } from './user-menu';
export { HideBalancesToggle, type HideBalancesToggleProps } from './balance-toggle';
export { SettingsForm, type SettingChange, type SettingsFormProps, type SettingsValues } from './settings-form';
export { IconBank, IconDashboard, IconEye, IconEyeOff, IconLogOut, IconSettings, IconUsers } from './shell-icons';
export { PHONE_QUERY, useMediaQuery } from './use-media-query';
