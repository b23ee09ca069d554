import { useRiskWarning } from '@brokerfront/config/react';
import { useLanguage, useTranslation } from '@brokerfront/i18n/react';

/**
 * The risk warning every page shows, in the page's language (AppConfig riskWarningInfo): the brand's text for this
 * language, else the general risk warning translated into it, so a page never shows another language's warning.
 * Undefined when the brand gives no text in any language: then no page shows one.
 */
export function useRiskWarningText(): string | undefined {
  const { language } = useLanguage();
  const { t } = useTranslation('marketing');
  const warning = useRiskWarning(language.prefix);
  if (!warning.shown) return undefined;
  return warning.text ?? t('riskWarning.fallback');
}
