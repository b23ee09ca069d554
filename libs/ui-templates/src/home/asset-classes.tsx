import { useTranslation } from '@brokerfront/i18n/react';
import { Card } from '../components/card';
import { cx } from '../components/class-names';
import { Link } from '../components/link';
import { Section } from '../components/section';
import { IconArrowRight, IconBitcoin, IconCardano, IconEthereum, IconLitecoin, IconRipple } from '../icons/icons';
import { iconRegistry } from '../icons/registry';
import { HOME_ASSET_CLASSES, type HomeSettings } from './home-settings';

export type AssetClassesProps = Pick<HomeSettings, 'template' | 'showCryptoIcons' | 'assetLinks'>;

const COINS = [
  ['bitcoin', IconBitcoin],
  ['ethereum', IconEthereum],
  ['litecoin', IconLitecoin],
  ['ripple', IconRipple],
  ['cardano', IconCardano],
] as const;

/** The five asset classes, each with its icon; the crypto coins are listed when `showCryptoIcons`. */
export function AssetClasses({ template, showCryptoIcons = false, assetLinks = {} }: AssetClassesProps) {
  const { t } = useTranslation('marketing');
  return (
    <Section
      className={cx('bf-assets', `bf-assets--${template}`)}
      eyebrow={t('home.assets.eyebrow')}
      title={t('home.assets.title')}
      lead={t('home.assets.lead')}
      tone={template === 'template4' ? 'muted' : 'default'}
    >
      <div className="bf-assets__grid">
        {HOME_ASSET_CLASSES.map((asset) => {
          const Icon = iconRegistry[asset];
          const href = assetLinks[asset];
          return (
            <Card
              key={asset}
              className={`bf-assets__card bf-assets__card--${asset}`}
              variant={template === 'template3' ? 'outline' : 'raised'}
              icon={<Icon size={32} />}
              title={t(`home.assets.${asset}.title`)}
              footer={
                href ? (
                  <Link
                    href={href}
                    className="bf-assets__link"
                    aria-label={`${t('actions.learnMore')}: ${t(`home.assets.${asset}.title`)}`}
                  >
                    {t('actions.learnMore')}
                    <IconArrowRight size={16} />
                  </Link>
                ) : undefined
              }
            >
              <p>{t(`home.assets.${asset}.text`)}</p>
              {asset === 'crypto' && showCryptoIcons ? (
                <ul className="bf-coins" aria-label={t('home.assets.cryptoIconsLabel')}>
                  {COINS.map(([coin, CoinIcon]) => (
                    <li key={coin} className="bf-coins__item">
                      <CoinIcon size={28} title={t(`home.assets.coins.${coin}`)} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
