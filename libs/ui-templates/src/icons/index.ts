export { createIcon, type IconComponent, type IconProps } from './create-icon';
export * from './icons';
export { iconRegistry, ICON_NAMES, isIconName, type IconName } from './registry';
export { Icon, type NamedIconProps } from './icon';
