import { useTranslation } from '@brokerfront/i18n/react';
import { PageFrame, PageSection } from '../components/page-frame';
import { Paragraphs } from '../components/paragraphs';
import { ASSET_CLASSES, type AssetClass } from '../types';

/** The sections of every trading page, in reading order. */
export const TRADING_SECTIONS = ['what', 'prices', 'hours', 'costs', 'leverage', 'example'] as const;

export interface TradingPageProps {
  assetClass: AssetClass;
  /** Renders a link to another market's page (a router link in the site, a plain anchor in stories). */
  renderMarketLink?: (assetClass: AssetClass, label: string) => React.ReactNode;
}

/**
 * The explanatory page of one asset class: what it is, how prices move, trading hours, costs,
 * leverage and risk, and a worked example, with links to the other markets.
 */
export function TradingPage({ assetClass, renderMarketLink }: TradingPageProps) {
  const { t } = useTranslation('pages');
  const link = renderMarketLink ?? ((a: AssetClass, label: string) => <a href={`../${a}`}>{label}</a>);
  return (
    <PageFrame
      title={t(`trading.${assetClass}.title`)}
      lead={t(`trading.${assetClass}.lead`)}
      className={`bfp-trading bfp-trading--${assetClass}`}
    >
      {TRADING_SECTIONS.map((section) => (
        <PageSection key={section} id={`trading-${section}`} title={t(`trading.sections.${section}`)}>
          <Paragraphs text={t(`trading.${assetClass}.${section}`)} />
          {section === 'leverage' ? (
            <div className="bfp-callout">
              <p>{t('trading.riskReminder')}</p>
            </div>
          ) : null}
          {section === 'example' ? <p className="bfp-note">{t('trading.exampleNote')}</p> : null}
        </PageSection>
      ))}
      <PageSection id="trading-other-markets" title={t('trading.otherMarkets')}>
        <nav className="bfp-related" aria-label={t('trading.otherMarkets')}>
          <ul className="bfp-related__list">
            {ASSET_CLASSES.filter((a) => a !== assetClass).map((a) => (
              <li key={a}>{link(a, t(`trading.${a}.title`))}</li>
            ))}
          </ul>
        </nav>
      </PageSection>
    </PageFrame>
  );
}
