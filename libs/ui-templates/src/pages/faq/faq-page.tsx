import { useTranslation } from '@brokerfront/i18n/react';
import { PageFrame, PageSection } from '../components/page-frame';
import { FaqList } from './faq-list';

export interface FaqPageProps {
  /** AppConfig `faqHasTabs`. */
  hasTabs: boolean;
}

/** The FAQ page: tabs by topic when configured, otherwise one list of questions. */
export function FaqPage({ hasTabs }: FaqPageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('faq.title')} lead={t('faq.lead')} className="bfp-faq">
      <PageSection id="faq-list">
        <FaqList hasTabs={hasTabs} headingLevel={2} />
      </PageSection>
    </PageFrame>
  );
}
