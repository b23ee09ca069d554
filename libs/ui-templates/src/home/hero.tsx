import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../components/button';
import { cx } from '../components/class-names';
import { IconArrowRight, IconShield } from '../icons/icons';
import type { HomeSettings } from './home-settings';
import { joinPath } from './home-settings';

export type HeroProps = Pick<
  HomeSettings,
  'template' | 'brandName' | 'imagesDir' | 'vectorSize' | 'hideMobileImage' | 'loginHref' | 'signUpHref'
>;

/** Intrinsic size of the hero illustrations shipped with each brand (hero.svg). */
export const HERO_IMAGE_SIZE = { width: 640, height: 520 } as const;

/** Where `hideMobileImage` hides the illustration (home.css): below 48rem. */
export const HERO_HIDDEN_IMAGE_MEDIA = '(max-width: 47.99rem)';

/** A transparent 1×1 GIF: what a screen that hides the illustration fetches instead of it (nothing). */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The home hero: headline, lead, calls to action and the brand illustration (`{imagesDir}hero.svg`) over a
 * decorative vector (`{imagesDir}hero-vector.svg`) whose CSS background-size is `vectorSize`.
 *
 * The illustration is in the first screen: sized, fetched at once with high priority. With
 * `hideMobileImage`, screens that hide it pick an empty picture instead, so that phones do not
 * download what they do not show.
 */
export function Hero({ template, brandName, imagesDir, vectorSize = 'cover', hideMobileImage = false, loginHref, signUpHref }: HeroProps) {
  const { t } = useTranslation('marketing');
  const image = (
    <img
      className="bf-hero__image"
      src={joinPath(imagesDir, 'hero.svg')}
      width={HERO_IMAGE_SIZE.width}
      height={HERO_IMAGE_SIZE.height}
      alt=""
      fetchPriority="high"
      decoding="async"
    />
  );
  return (
    <section
      className={cx('bf-hero', `bf-hero--${template}`, hideMobileImage && 'bf-hero--hide-mobile-image')}
      aria-labelledby="bf-hero-title"
    >
      <div className="bf-container bf-hero__inner">
        <div className="bf-hero__text">
          <p className="bf-eyebrow bf-hero__eyebrow">{t('home.hero.eyebrow', { name: brandName })}</p>
          <h1 id="bf-hero-title" className="bf-hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="bf-hero__lead">{t('home.hero.lead')}</p>
          <div className="bf-hero__actions">
            {signUpHref ? (
              <ButtonLink
                href={signUpHref}
                size="lg"
                variant={template === 'template2' || template === 'template4' ? 'accent' : 'primary'}
                iconEnd={<IconArrowRight size={20} />}
              >
                {t('home.hero.primary')}
              </ButtonLink>
            ) : null}
            {loginHref ? (
              <ButtonLink href={loginHref} size="lg" variant="secondary" className="bf-hero__secondary">
                {t('home.hero.secondary')}
              </ButtonLink>
            ) : null}
          </div>
          <p className="bf-hero__note">
            <IconShield size={18} />
            {t('home.hero.note')}
          </p>
        </div>
        <div className="bf-hero__art" data-testid="hero-art">
          <div
            className="bf-hero__vector"
            data-testid="hero-vector"
            style={{ backgroundImage: `url("${joinPath(imagesDir, 'hero-vector.svg')}")`, backgroundSize: vectorSize }}
          />
          {hideMobileImage ? (
            <picture className="bf-hero__picture">
              <source media={HERO_HIDDEN_IMAGE_MEDIA} srcSet={NOTHING} />
              {image}
            </picture>
          ) : (
            image
          )}
        </div>
      </div>
    </section>
  );
}
