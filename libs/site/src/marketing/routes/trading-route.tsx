import { Link, useParams } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { TradingPage, isAssetClass } from '@brokerfront/ui-templates';
import { isMarketingPageEnabled } from '../marketing-pages';
import { MarketingPage } from '../marketing-page';

/** `trading/:assetClass`: the page of one asset class when the trading menu is on; 404 otherwise. */
export function TradingRoute() {
  const app = useAppConfig();
  const { t } = usePagesTranslation();
  const { assetClass } = useParams();
  const known = isAssetClass(assetClass);
  return (
    <MarketingPage enabled={known && isMarketingPageEnabled('trading', app)} title={known ? t(`trading.${assetClass}.title`) : ''}>
      {known ? (
        <TradingPage
          assetClass={assetClass}
          renderMarketLink={(other, label) => (
            <Link to={`../${other}`} relative="path">
              {label}
            </Link>
          )}
        />
      ) : null}
    </MarketingPage>
  );
}
