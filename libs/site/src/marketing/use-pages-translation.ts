import { useTranslation } from '@brokerfront/i18n/react';
import { PAGES_NAMESPACE } from '@brokerfront/ui-templates';

/**
 * `useTranslation('pages')` for the content page routes. The texts come with the merged language
 * file (`assets/i18n/<lang>.json`, namespace `pages`), brand overrides included.
 */
export function usePagesTranslation() {
  return useTranslation(PAGES_NAMESPACE);
}
