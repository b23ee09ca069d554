/*
 * The named icons. Each is its own export so that bundlers keep only the icons a page uses;
 * `iconRegistry` (registry.ts) maps names to components for configuration-driven lookups.
 * Drawn on a 24×24 grid, 1.75 px strokes, round caps.
 */
import { createIcon } from './create-icon';

/* Asset classes */
export const IconCrypto = /*#__PURE__*/ createIcon(
  'crypto',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 7.5h4a2 2 0 0 1 0 4h-4zM9.5 11.5h4.5a2 2 0 0 1 0 4H9.5zM9.5 7.5v8M11 6v1.5M11 15.5V17M13 6v1.5M13 15.5V17" />
  </>,
);
export const IconForex = /*#__PURE__*/ createIcon(
  'forex',
  <>
    <path d="M4 8h14l-3.5-3.5M18 8l-3.5 3.5" />
    <path d="M20 16H6l3.5-3.5M6 16l3.5 3.5" />
  </>,
);
export const IconStocks = /*#__PURE__*/ createIcon(
  'stocks',
  <>
    <path d="M3 20h18" />
    <path d="M4 16l5-5 4 3 7-8" />
    <path d="M15 6h5v5" />
  </>,
);
export const IconCommodities = /*#__PURE__*/ createIcon(
  'commodities',
  <>
    <path d="M4 17l2.5-5h5L14 17z" />
    <path d="M10 17l2.5-5h5L20 17z" />
    <path d="M7 12l2.5-5h5L17 12" />
    <path d="M3 20h18" />
  </>,
);
export const IconIndices = /*#__PURE__*/ createIcon(
  'indices',
  <>
    <rect x="4" y="12" width="3" height="7" rx="0.5" />
    <rect x="10.5" y="8" width="3" height="11" rx="0.5" />
    <rect x="17" y="4" width="3" height="15" rx="0.5" />
    <path d="M3 21h18" />
  </>,
);

/* Crypto coins (simplified, original marks) */
export const IconBitcoin = /*#__PURE__*/ createIcon(
  'bitcoin',
  <>
    <circle cx="12" cy="12" r="9.25" />
    <path d="M9 7.5h4.25a2 2 0 0 1 0 4H9zM9 11.5h4.75a2 2 0 0 1 0 4H9zM9 7.5v8M10.5 6v1.5M10.5 15.5V17M12.5 6v1.5M12.5 15.5V17" />
  </>,
);
export const IconEthereum = /*#__PURE__*/ createIcon(
  'ethereum',
  <>
    <path d="M12 3l-6 9.5 6 3.5 6-3.5z" />
    <path d="M6 14l6 7 6-7-6 3.5z" />
    <path d="M12 3v13" />
  </>,
);
export const IconLitecoin = /*#__PURE__*/ createIcon(
  'litecoin',
  <>
    <circle cx="12" cy="12" r="9.25" />
    <path d="M11 6.5l-2 9h7M7.5 12.5l6-2" />
  </>,
);
export const IconRipple = /*#__PURE__*/ createIcon(
  'ripple',
  <>
    <path d="M5 5l4.2 4.2a4 4 0 0 0 5.6 0L19 5" />
    <path d="M5 19l4.2-4.2a4 4 0 0 1 5.6 0L19 19" />
  </>,
);
export const IconCardano = /*#__PURE__*/ createIcon(
  'cardano',
  <>
    <circle cx="12" cy="12" r="2.5" />
    <circle cx="12" cy="4" r="1" />
    <circle cx="12" cy="20" r="1" />
    <circle cx="5" cy="8" r="1" />
    <circle cx="19" cy="8" r="1" />
    <circle cx="5" cy="16" r="1" />
    <circle cx="19" cy="16" r="1" />
  </>,
);

/* Arrows and chevrons */
export const IconArrowRight = /*#__PURE__*/ createIcon('arrow-right', <path d="M5 12h14M13 6l6 6-6 6" />);
export const IconArrowLeft = /*#__PURE__*/ createIcon('arrow-left', <path d="M19 12H5M11 6l-6 6 6 6" />);
export const IconArrowUp = /*#__PURE__*/ createIcon('arrow-up', <path d="M12 19V5M6 11l6-6 6 6" />);
export const IconArrowDown = /*#__PURE__*/ createIcon('arrow-down', <path d="M12 5v14M6 13l6 6 6-6" />);
export const IconArrowUpRight = /*#__PURE__*/ createIcon('arrow-up-right', <path d="M7 17L17 7M8 7h9v9" />);
export const IconChevronDown = /*#__PURE__*/ createIcon('chevron-down', <path d="M6 9l6 6 6-6" />);
export const IconChevronRight = /*#__PURE__*/ createIcon('chevron-right', <path d="M9 6l6 6-6 6" />);

/* Interface */
export const IconMenu = /*#__PURE__*/ createIcon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const IconClose = /*#__PURE__*/ createIcon('close', <path d="M6 6l12 12M18 6L6 18" />);
export const IconSun = /*#__PURE__*/ createIcon(
  'sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>,
);
export const IconMoon = /*#__PURE__*/ createIcon('moon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const IconMonitor = /*#__PURE__*/ createIcon(
  'monitor',
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
export const IconGlobe = /*#__PURE__*/ createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);
export const IconUser = /*#__PURE__*/ createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const IconUserPlus = /*#__PURE__*/ createIcon(
  'user-plus',
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M2.5 21a7.5 7.5 0 0 1 15 0M19 8v6M16 11h6" />
  </>,
);
export const IconLogIn = /*#__PURE__*/ createIcon('log-in', <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H3" />);
export const IconMail = /*#__PURE__*/ createIcon(
  'mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </>,
);
export const IconPhone = /*#__PURE__*/ createIcon(
  'phone',
  <path d="M5 3.5h3.5l1.7 4.4-2.2 1.4a11.5 11.5 0 0 0 6.7 6.7l1.4-2.2 4.4 1.7V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z" />,
);
export const IconMapPin = /*#__PURE__*/ createIcon(
  'map-pin',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const IconClock = /*#__PURE__*/ createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconFileText = /*#__PURE__*/ createIcon(
  'file-text',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6M9 9h2" />
  </>,
);
export const IconDownload = /*#__PURE__*/ createIcon('download', <path d="M12 4v11M7 10l5 5 5-5M4 20h16" />);
export const IconCheck = /*#__PURE__*/ createIcon('check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconExternalLink = /*#__PURE__*/ createIcon(
  'external-link',
  <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />,
);
export const IconInfo = /*#__PURE__*/ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const IconAlertTriangle = /*#__PURE__*/ createIcon(
  'alert-triangle',
  <>
    <path d="M10.3 4.3L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5M12 17v.5" />
  </>,
);
export const IconShield = /*#__PURE__*/ createIcon(
  'shield',
  <>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </>,
);
export const IconChart = /*#__PURE__*/ createIcon(
  'chart',
  <>
    <path d="M4 4v16h16" />
    <path d="M8 9v6M8 7v1M12 11v5M12 8v2M16 6v8M16 15v2" />
  </>,
);
export const IconNewspaper = /*#__PURE__*/ createIcon(
  'newspaper',
  <>
    <path d="M5 4h12v15a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1z" />
    <path d="M17 9h2.5a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2M8 8h6M8 12h6M8 16h4" />
  </>,
);
export const IconBook = /*#__PURE__*/ createIcon(
  'book',
  <>
    <path d="M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2z" />
    <path d="M4 20a2 2 0 0 0 2 2h14v-4" />
  </>,
);
export const IconWallet = /*#__PURE__*/ createIcon(
  'wallet',
  <>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <rect x="4" y="7" width="16" height="12" rx="2" />
    <path d="M16 13h.5" />
  </>,
);

/* Social networks (simplified, original marks; drawn with fills) */
export const IconFacebook = /*#__PURE__*/ createIcon(
  'facebook',
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />,
  { filled: true },
);
export const IconXSocial = /*#__PURE__*/ createIcon(
  'x-social',
  <path d="M4 4h4.6l3.9 5.4L17 4h2.7l-5.9 7 6.4 9h-4.6l-4.2-5.8L6.3 20H3.6l6.3-7.4z" />,
  { filled: true },
);
export const IconLinkedIn = /*#__PURE__*/ createIcon(
  'linkedin',
  <path d="M5 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM3.4 9h3.3v11.5H3.4zM9 9h3.1v1.6h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.3 4.3 5.4v6.4h-3.3v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H9z" />,
  { filled: true },
);
export const IconInstagram = /*#__PURE__*/ createIcon(
  'instagram',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7v.01" />
  </>,
);
export const IconYouTube = /*#__PURE__*/ createIcon(
  'youtube',
  <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />,
  { filled: true },
);
export const IconTelegram = /*#__PURE__*/ createIcon(
  'telegram',
  <path d="M20.7 4.3L2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.4.8.8.8s.6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.2c.3-1.3-.5-1.8-1.5-1.4zM8.6 13.8l8.6-5.4c.4-.3.8-.1.5.2l-7.1 6.4-.3 3z" />,
  { filled: true },
);
