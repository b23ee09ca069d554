import { useMemo } from 'react';
import { useAppConfig } from '@brokerfront/config/react';
import { usePagesTranslation } from '../use-pages-translation';
import { ContactPage } from '@brokerfront/ui-templates';
import { createContactService } from '../contact-service';
import { isMarketingPageEnabled } from '../marketing-pages';
import { MarketingPage } from '../marketing-page';
import { useMarketingServices } from '../marketing-services';
import { useHydrated } from '../../prerender/use-hydrated';

/** reCAPTCHA `hl` codes of the configuration's language prefixes. */
const RECAPTCHA_LANGUAGES: Record<string, string> = {
  en: 'en',
  de: 'de',
  swe: 'sv',
  esp: 'es',
  svn: 'sl',
  ita: 'it',
};

/** `contact`: the form (sent to `{origin}email/send-email.php`), contact details and FAQ, when `showContact`. */
export function ContactRoute() {
  const app = useAppConfig();
  const { t, i18n } = usePagesTranslation();
  const { fetch, readCookie, loadRecaptcha, logger } = useMarketingServices();
  // On a prerendered page the form sends once the page's code runs.
  const ready = useHydrated();
  const service = useMemo(
    () => createContactService({ origin: app.origin, fetch, readCookie, logger }),
    [app.origin, fetch, readCookie, logger],
  );
  return (
    <MarketingPage enabled={isMarketingPageEnabled('contact', app)} title={t('contact.title')}>
      <ContactPage
        contactInfo={app.contactInfo}
        showWorkingHours={app.showWorkingHours}
        hideFaq={app.hideFaqFromContact}
        faqHasTabs={app.faqHasTabs}
        onSubmit={service.send}
        recaptchaSiteKey={app.recaptchaSiteKey || undefined}
        loadRecaptcha={loadRecaptcha}
        recaptchaLanguage={RECAPTCHA_LANGUAGES[i18n.language] ?? i18n.language}
        ready={ready}
      />
    </MarketingPage>
  );
}
