import './home.css';
import { Fragment, type ReactNode } from 'react';
import { AccountTypesTable, FutureAccountTypesTable } from './account-types';
import { AssetClasses } from './asset-classes';
import { Hero } from './hero';
import { HomePopup } from './home-popup';
import type { HomeSettings } from './home-settings';
import { JoinBanner } from './join-banner';
import { MediaMentions } from './media-mentions';

export interface HomePageProps extends HomeSettings {
  /** The popup starts closed when the visitor has already dismissed it. */
  popupDismissed?: boolean;
  onPopupDismiss?: () => void;
}

type SectionKey = 'assets' | 'accounts' | 'future' | 'join' | 'media';

/** Section rhythm of each template after the hero. */
const ORDER: Record<HomeSettings['template'], SectionKey[]> = {
  template1: ['assets', 'accounts', 'future', 'join', 'media'],
  template2: ['media', 'assets', 'accounts', 'future', 'join'],
  template3: ['assets', 'accounts', 'future', 'media', 'join'],
  template4: ['assets', 'join', 'accounts', 'future', 'media'],
};

/** The home page of a template, every section driven by the configuration flags. */
export function HomePage(props: HomePageProps) {
  const { template } = props;
  const sections: Record<SectionKey, ReactNode> = {
    assets: <AssetClasses template={template} showCryptoIcons={props.showCryptoIcons} assetLinks={props.assetLinks} />,
    accounts: props.showAccountTypesTable ? <AccountTypesTable template={template} /> : null,
    future: props.showAccountTypesTableFuture ? <FutureAccountTypesTable template={template} /> : null,
    join: props.hideJoinBanner ? null : <JoinBanner template={template} signUpHref={props.signUpHref} />,
    media: <MediaMentions template={template} items={props.mediaNews ?? []} language={props.language} imagesDir={props.imagesDir} />,
  };
  return (
    <div className={`bf-home bf-home--${template}`}>
      <Hero {...props} />
      {ORDER[template].map((key) => (sections[key] ? <Fragment key={key}>{sections[key]}</Fragment> : null))}
      {props.hasPopup ? <HomePopup initiallyOpen={!props.popupDismissed} onDismiss={props.onPopupDismiss} /> : null}
    </div>
  );
}
