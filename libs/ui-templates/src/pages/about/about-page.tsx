import { useTranslation } from '@brokerfront/i18n/react';
import { PageFrame, PageSection } from '../components/page-frame';
import type { EstablishmentFromTo } from '../types';

/** SPEC §9: the establishment year when the configuration gives none. */
export const DEFAULT_ESTABLISHMENT_YEAR = 2005;

export interface AboutPageProps {
  /** AppConfig `name`. */
  brandName: string;
  /** AppConfig `establishmentYear` (default 2005). */
  establishmentYear?: number;
  /** AppConfig `establishmentFromTo`, the company's years, e.g. "2005–2026"; shown beside the year when set. */
  establishmentFromTo?: EstablishmentFromTo;
}

/** The years text of `establishmentFromTo`: the string as given, or "from–to" for a pair ('' when unset). */
export function formatEstablishmentFromTo(fromTo?: EstablishmentFromTo): string {
  if (typeof fromTo === 'string') return fromTo.trim();
  if (fromTo && fromTo.from !== undefined && fromTo.from !== '') {
    return fromTo.to !== undefined && fromTo.to !== '' ? `${fromTo.from}–${fromTo.to}` : String(fromTo.from);
  }
  return '';
}

/** About the company, with the establishment year (default 2005) and, when configured, its years from–to. */
export function AboutPage({ brandName, establishmentYear, establishmentFromTo }: AboutPageProps) {
  const { t } = useTranslation('pages');
  const year = String(establishmentYear ?? DEFAULT_ESTABLISHMENT_YEAR);
  const period = formatEstablishmentFromTo(establishmentFromTo);
  return (
    <PageFrame title={t('about.title')} lead={t('about.lead', { name: brandName })} className="bfp-about">
      <PageSection id="about-facts">
        <dl className="bfp-facts">
          <div className="bfp-fact">
            <dt className="bfp-fact__label">{t('about.established')}</dt>
            <dd className="bfp-fact__value">{year}</dd>
          </div>
          {period ? (
            <div className="bfp-fact">
              <dt className="bfp-fact__label">{t('about.period')}</dt>
              <dd className="bfp-fact__value">{period}</dd>
            </div>
          ) : null}
        </dl>
      </PageSection>
      <PageSection id="about-who" title={t('about.who.title')}>
        <p>{t('about.who.text', { name: brandName, since: year })}</p>
      </PageSection>
      <PageSection id="about-how" title={t('about.how.title')}>
        <p>{t('about.how.text')}</p>
      </PageSection>
      <PageSection id="about-support" title={t('about.support.title')}>
        <p>{t('about.support.text')}</p>
      </PageSection>
    </PageFrame>
  );
}
