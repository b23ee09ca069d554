/*
 * Icons of the client shell (side navigation, top bar), drawn like the shared set: 24×24 grid,
 * 1.75 px strokes, round caps. Decorative unless given a `title`.
 */
import { createIcon } from '../../icons/create-icon';

export const IconDashboard = /*#__PURE__*/ createIcon(
  'dashboard',
  <>
    <rect x="3.5" y="3.5" width="7" height="8.5" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15" width="7" height="5.5" rx="1.5" />
  </>,
);
export const IconBank = /*#__PURE__*/ createIcon(
  'bank',
  <>
    <path d="M3 9.5 12 4l9 5.5" />
    <path d="M5 10v7.5M9.5 10v7.5M14.5 10v7.5M19 10v7.5M3 20.5h18" />
  </>,
);
export const IconSettings = /*#__PURE__*/ createIcon(
  'settings',
  <>
    <path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" />
    <circle cx="15" cy="6.5" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="17.5" r="2" />
  </>,
);
export const IconUsers = /*#__PURE__*/ createIcon(
  'users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M15.5 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
);
export const IconEye = /*#__PURE__*/ createIcon(
  'eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = /*#__PURE__*/ createIcon(
  'eye-off',
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17.5 17.5 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const IconLogOut = /*#__PURE__*/ createIcon(
  'log-out',
  <>
    <path d="M9 20.5H5.5a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2H9" />
    <path d="M16 16.5l4.5-4.5L16 7.5M20.5 12H9" />
  </>,
);
