import type { TemplateId } from '../templates/template-id';

/** One "in the media" mention (AppConfig mediaNews). */
export interface MediaMention {
  name: string;
  /** Logo path relative to the site root (or to imagesDir), or an absolute URL. */
  image: string;
  url: string;
  /** Shown only when it equals the page's language prefix. */
  languagePrefix: string;
}

/** The five asset classes of the marketing site. */
export const HOME_ASSET_CLASSES = ['forex', 'stocks', 'indices', 'commodities', 'crypto'] as const;
export type HomeAssetClass = (typeof HOME_ASSET_CLASSES)[number];

/** Everything the home page reads from the configuration (SPEC §3), plus the current language. */
export interface HomeSettings {
  template: TemplateId;
  brandName: string;
  /** Folder of brand images, e.g. "assets/images/" (hero.svg and hero-vector.svg live there). */
  imagesDir: string;
  /** CSS background-size of the hero's decorative vector (default cover). */
  vectorSize?: string;
  /** Hide the hero illustration on small screens. */
  hideMobileImage?: boolean;
  showCryptoIcons?: boolean;
  showAccountTypesTable?: boolean;
  showAccountTypesTableFuture?: boolean;
  hideJoinBanner?: boolean;
  mediaNews?: MediaMention[];
  /** The page's language prefix: media mentions are filtered by it. */
  language: string;
  hasPopup?: boolean;
  loginHref?: string;
  signUpHref?: string;
  /** Pages explaining each asset class (trading menu), when the site has them. */
  assetLinks?: Partial<Record<HomeAssetClass, string>>;
}

/** Joins a folder and a file name with exactly one slash. */
export function joinPath(dir: string, file: string): string {
  if (!dir) return file;
  return `${dir.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

/**
 * Where a media logo lives: absolute URLs, root-relative paths and paths already under `assets/`
 * are kept; anything else is taken as relative to imagesDir.
 */
export function resolveImagePath(image: string, imagesDir: string): string {
  if (/^([a-z][a-z\d+\-.]*:|\/)/i.test(image) || image.startsWith('assets/') || image.startsWith(imagesDir)) return image;
  return joinPath(imagesDir, image);
}
