import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import type { ContactInfo } from '../types';

export interface ContactDetailsProps {
  /** AppConfig `contactInfo`. */
  contactInfo: ContactInfo;
  /** AppConfig `showWorkingHours`. */
  showWorkingHours: boolean;
}

/** Contact details from configuration (e-mail, phone, company, address) and, when configured, working hours. */
export function ContactDetails({ contactInfo, showWorkingHours }: ContactDetailsProps) {
  const { t } = useTranslation('pages');
  const id = useId();
  const { email, phoneNumber, companyInfo, address } = contactInfo;
  return (
    <aside className="bfp-contact-details" aria-labelledby={`${id}-title`}>
      <h2 className="bfp-section__title" id={`${id}-title`}>
        {t('contact.info.title')}
      </h2>
      <dl className="bfp-contact-details__list">
        {email ? (
          <div>
            <dt>{t('contact.info.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {phoneNumber ? (
          <div>
            <dt>{t('contact.info.phone')}</dt>
            <dd>
              <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>
            </dd>
          </div>
        ) : null}
        {companyInfo ? (
          <div>
            <dt>{t('contact.info.company')}</dt>
            <dd>{companyInfo}</dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>{t('contact.info.address')}</dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
        ) : null}
      </dl>
      {showWorkingHours ? (
        <section className="bfp-working-hours" aria-labelledby={`${id}-hours`}>
          <h3 id={`${id}-hours`}>{t('contact.hours.title')}</h3>
          <p>{t('contact.hours.text')}</p>
        </section>
      ) : null}
    </aside>
  );
}
