export { HOME_ASSET_CLASSES, joinPath, resolveImagePath, type HomeAssetClass, type HomeSettings, type MediaMention } from './home-settings';
export { HERO_IMAGE_SIZE, Hero, type HeroProps } from './hero';
export { AssetClasses, type AssetClassesProps } from './asset-classes';
export { AccountTypesTable, FutureAccountTypesTable } from './account-types';
export { JoinBanner } from './join-banner';
export { MediaMentions, type MediaMentionsProps } from './media-mentions';
export { HomePopup, type HomePopupProps } from './home-popup';
export { HomePage, type HomePageProps } from './home-page';
