/**
 * How the studio and its preview frames talk. Both are the same page on the same origin: the studio writes the
 * edited configuration to the tab's sessionStorage (which same-origin frames share) and reloads its frames; a
 * frame, recognised by its name, starts the real site with a `fetch` that answers `assets/config/configuration.json`
 * with that text. The visitor's theme choice is the site's own (UserSettings in localStorage), and the demo app the
 * configuration came from is named in a cookie, so the studio's server sends that app's images and brand texts.
 */
import type { ROUTE_PATHS } from '@brokerfront/site';
import type { ThemeTemplateId } from '@brokerfront/config/theme';

/** Names of the preview frames start with this; a document loaded in one of them is the site, not the studio. */
export const PREVIEW_FRAME_PREFIX = 'brand-studio-preview';

/** Whether a window of this name is a preview frame. */
export function isPreviewFrame(windowName: string): boolean {
  return windowName.startsWith(PREVIEW_FRAME_PREFIX);
}

/** What a preview frame starts the site with. */
export interface PreviewState {
  /** The text served as `assets/config/configuration.json`. */
  configuration: string;
  template: ThemeTemplateId;
  /**
   * An image file picked in the studio to preview the logo before it is in the app: the site's images at `path` (the
   * configuration's `theme.logo.src`) show the file at `url` (an object URL of the studio, same origin).
   */
  logo?: { path: string; url: string };
}

/** sessionStorage key of the {@link PreviewState}. */
export const PREVIEW_STATE_KEY = 'brand-studio:preview';

const TEMPLATE_IDS: readonly string[] = ['template1', 'template2', 'template3', 'template4'];

export function writePreviewState(storage: Pick<Storage, 'setItem'>, state: PreviewState): void {
  storage.setItem(PREVIEW_STATE_KEY, JSON.stringify(state));
}

/** The state the studio last wrote, or null (no studio in this tab, or a broken value). */
export function readPreviewState(storage: Pick<Storage, 'getItem'>): PreviewState | null {
  try {
    const value = JSON.parse(storage.getItem(PREVIEW_STATE_KEY) ?? 'null') as Partial<PreviewState> | null;
    if (!value || typeof value.configuration !== 'string' || !TEMPLATE_IDS.includes(String(value.template))) return null;
    const logo = value.logo && typeof value.logo.path === 'string' && typeof value.logo.url === 'string' ? { logo: value.logo } : {};
    return { configuration: value.configuration, template: value.template as ThemeTemplateId, ...logo };
  } catch {
    return null;
  }
}

/** Cookie naming the demo app whose public files and brand texts the studio's server sends to the preview. */
export const DEMO_APP_COOKIE = 'brand-studio-app';

/** Sets (or, with undefined, clears) the demo-app cookie of this origin. */
export function writeDemoAppCookie(doc: Pick<Document, 'cookie'>, app: string | undefined): void {
  doc.cookie = app
    ? `${DEMO_APP_COOKIE}=${encodeURIComponent(app)}; path=/; SameSite=Strict`
    : `${DEMO_APP_COOKIE}=; path=/; SameSite=Strict; max-age=0`;
}

/** The colour scheme a preview shows. */
export type PreviewScheme = 'light' | 'dark';

/**
 * The site's one localStorage key of the user settings and the signed-out visitor's entry in it (libs/site
 * `settings-model.ts`: `{"guest": {"Shell": {"Theme": "Light" | "Dark" | "SystemDefault"}, …}, …}`).
 */
const USER_SETTINGS_KEY = 'userSettings';
const GUEST_ENTRY = 'guest';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readSettings(storage: Pick<Storage, 'getItem'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(USER_SETTINGS_KEY) ?? '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The signed-out visitor's theme as the site stores it: dark only when it says "Dark". */
export function readGuestScheme(storage: Pick<Storage, 'getItem'>): PreviewScheme {
  const guest = readSettings(storage)[GUEST_ENTRY];
  const shell = isRecord(guest) ? guest['Shell'] : undefined;
  return isRecord(shell) && shell['Theme'] === 'Dark' ? 'dark' : 'light';
}

/**
 * Stores the signed-out visitor's theme choice, as the site's theme switch does: the site reads it at start and
 * follows changes made in another document (the `storage` event), so open frames switch without a reload.
 */
export function writeGuestScheme(storage: Pick<Storage, 'getItem' | 'setItem'>, scheme: PreviewScheme): void {
  const settings = readSettings(storage);
  const guest = isRecord(settings[GUEST_ENTRY]) ? settings[GUEST_ENTRY] : {};
  const shell = isRecord(guest['Shell']) ? guest['Shell'] : {};
  const theme = scheme === 'dark' ? 'Dark' : 'Light';
  if (shell['Theme'] === theme) return;
  const next = { ...settings, [GUEST_ENTRY]: { ...guest, UserId: null, Shell: { SidenavOpened: true, ...shell, Theme: theme } } };
  storage.setItem(USER_SETTINGS_KEY, JSON.stringify(next));
}

type RoutePaths = typeof ROUTE_PATHS;
type PublicPage =
  | 'about'
  | 'contact'
  | 'faq'
  | 'blog'
  | 'spreads'
  | 'legal'
  | 'signIn'
  | 'signUp'
  | 'signUpDemo'
  | 'forgotPassword'
  | 'notFound';

/** A public page of the site, its address checked against the site's route table at compile time. */
const page = <K extends PublicPage>(_id: K, path: `/${RoutePaths[K]}`, label: string) => ({ path: path as string, label });

/** The public pages the preview can show (the signed-in pages need an account on a backend). */
export const PREVIEW_PAGES: readonly { path: string; label: string }[] = [
  { path: '/', label: 'Home' },
  page('about', '/about', 'About'),
  page('contact', '/contact', 'Contact'),
  page('faq', '/faq', 'FAQ'),
  page('blog', '/blog', 'Blog'),
  page('spreads', '/spreads', 'Spreads and commissions'),
  { path: '/trading/forex', label: 'Trading: forex' },
  page('legal', '/legal', 'Legal documents'),
  page('signIn', '/sign-in', 'Sign in'),
  page('signUp', '/sign-up', 'Sign up'),
  page('signUpDemo', '/sign-up/demo', 'Sign up (demo account)'),
  page('forgotPassword', '/forgot-password', 'Forgot password'),
  page('notFound', '/404', 'Page not found'),
];
