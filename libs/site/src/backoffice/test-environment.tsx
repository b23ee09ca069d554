import { useSiteConfiguration } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { TestEnvironmentNotice } from '@brokerfront/ui-templates';

/**
 * "Test environment" above each back-office page of a site whose configuration is not marked `production` (SPEC §3's
 * production flag): staff act on users there, and must not take a test site for the live one. Nothing on the live site.
 */
export function TestEnvironmentMarker() {
  const { production } = useSiteConfiguration();
  const { t } = useTranslation('backoffice');
  if (production) return null;
  return <TestEnvironmentNotice title={t('testEnvironment.title')} message={t('testEnvironment.message')} />;
}
