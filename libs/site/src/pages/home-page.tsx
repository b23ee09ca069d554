import { useCallback, useState } from 'react';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { HomePage as TemplateHomePage } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';
import { PageHead } from '../head/page-head';
import { OrganizationData } from '../head/structured-data';
import { useHydrated } from '../prerender/use-hydrated';

/** Session key remembering that the visitor dismissed the home popup. */
export const POPUP_DISMISSED_KEY = 'brokerfront.popupDismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The home page of the current template, driven by the configuration (SPEC §3). */
export function HomePage() {
  const app = useAppConfig();
  const template = useTemplate();
  const { t, i18n } = useTranslation('marketing');
  const [dismissedBefore] = useState(readDismissed);
  // The popup opens in the browser only (never in the prerendered HTML): a page without JavaScript stays usable.
  const hydrated = useHydrated();
  const onPopupDismiss = useCallback(() => {
    try {
      window.sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); the popup then shows again next visit.
    }
  }, []);
  return (
    <>
      <PageHead title={t('home.title')} />
      <TemplateHomePage
        template={template}
        brandName={app.name}
        imagesDir={app.imagesDir}
        vectorSize={app.vectorSize}
        hideMobileImage={app.hideMobileImage}
        showCryptoIcons={app.showCryptoIcons}
        showAccountTypesTable={app.showAccountTypesTable}
        showAccountTypesTableFuture={app.showAccountTypesTableFuture}
        hideJoinBanner={app.hideJoinBanner}
        mediaNews={app.mediaNews}
        language={i18n.language || app.defaultLanguage.prefix}
        hasPopup={app.hasPopup && hydrated}
        popupDismissed={dismissedBefore}
        onPopupDismiss={onPopupDismiss}
        loginHref={app.loginLink || undefined}
        signUpHref={app.signUpLink || undefined}
      />
      <OrganizationData />
    </>
  );
}
