import { useTranslation } from '@brokerfront/i18n/react';
import { PageFrame, PageSection } from '../components/page-frame';
import { FaqList } from '../faq/faq-list';
import type { ContactInfo } from '../types';
import { ContactDetails } from './contact-info';
import { ContactForm, type ContactFormProps } from './contact-form';

export interface ContactPageProps extends ContactFormProps {
  /** AppConfig `contactInfo`. */
  contactInfo: ContactInfo;
  /** AppConfig `showWorkingHours`. */
  showWorkingHours: boolean;
  /** AppConfig `hideFaqFromContact`: leaves the FAQ off the contact page. */
  hideFaq: boolean;
  /** AppConfig `faqHasTabs`, for the FAQ shown below the form. */
  faqHasTabs: boolean;
}

/** The contact page: the form beside the contact details, then the FAQ unless hidden. */
export function ContactPage({ contactInfo, showWorkingHours, hideFaq, faqHasTabs, ...form }: ContactPageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('contact.title')} lead={t('contact.lead')} className="bfp-contact">
      <PageSection id="contact-form" width="wide">
        <div className="bfp-contact__grid">
          <ContactForm fallbackEmail={form.fallbackEmail ?? contactInfo.email} {...form} />
          <ContactDetails contactInfo={contactInfo} showWorkingHours={showWorkingHours} />
        </div>
      </PageSection>
      {hideFaq ? null : (
        <PageSection id="contact-faq" title={t('contact.faqTitle')}>
          <FaqList hasTabs={faqHasTabs} headingLevel={3} />
        </PageSection>
      )}
    </PageFrame>
  );
}
