import * as icons from './icons';
import type { IconComponent } from './create-icon';

/**
 * Every named icon, by name. Use it where the name comes from data (for example an asset class);
 * import the individual `IconX` components elsewhere so that unused icons are tree-shaken.
 */
export const iconRegistry = {
  crypto: icons.IconCrypto,
  forex: icons.IconForex,
  stocks: icons.IconStocks,
  commodities: icons.IconCommodities,
  indices: icons.IconIndices,
  bitcoin: icons.IconBitcoin,
  ethereum: icons.IconEthereum,
  litecoin: icons.IconLitecoin,
  ripple: icons.IconRipple,
  cardano: icons.IconCardano,
  'arrow-right': icons.IconArrowRight,
  'arrow-left': icons.IconArrowLeft,
  'arrow-up': icons.IconArrowUp,
  'arrow-down': icons.IconArrowDown,
  'arrow-up-right': icons.IconArrowUpRight,
  'chevron-down': icons.IconChevronDown,
  'chevron-right': icons.IconChevronRight,
  menu: icons.IconMenu,
  close: icons.IconClose,
  sun: icons.IconSun,
  moon: icons.IconMoon,
  monitor: icons.IconMonitor,
  globe: icons.IconGlobe,
  user: icons.IconUser,
  'user-plus': icons.IconUserPlus,
  'log-in': icons.IconLogIn,
  mail: icons.IconMail,
  phone: icons.IconPhone,
  'map-pin': icons.IconMapPin,
  clock: icons.IconClock,
  'file-text': icons.IconFileText,
  download: icons.IconDownload,
  check: icons.IconCheck,
  'external-link': icons.IconExternalLink,
  info: icons.IconInfo,
  'alert-triangle': icons.IconAlertTriangle,
  shield: icons.IconShield,
  chart: icons.IconChart,
  newspaper: icons.IconNewspaper,
  book: icons.IconBook,
  wallet: icons.IconWallet,
  facebook: icons.IconFacebook,
  'x-social': icons.IconXSocial,
  linkedin: icons.IconLinkedIn,
  instagram: icons.IconInstagram,
  youtube: icons.IconYouTube,
  telegram: icons.IconTelegram,
} as const satisfies Record<string, IconComponent>;

/** The name of a registered icon. */
export type IconName = keyof typeof iconRegistry;

/** All registered icon names, in registry order. */
export const ICON_NAMES = Object.keys(iconRegistry) as IconName[];

/** True when `name` is a registered icon name. */
export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(iconRegistry, name);
}
