import { useTranslation } from '@brokerfront/i18n/react';
import { PageFrame, PageSection } from '../components/page-frame';

/** The sections of the withdrawal page, in reading order. */
export const WITHDRAWAL_SECTIONS = ['request', 'methods', 'timing', 'verification', 'fees', 'security'] as const;

/** Withdrawal information: how to request one, methods, processing times, verification, fees, safety. */
export function WithdrawalPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('withdrawal.title')} lead={t('withdrawal.lead')} className="bfp-withdrawal">
      {WITHDRAWAL_SECTIONS.map((section) => (
        <PageSection key={section} id={`withdrawal-${section}`} title={t(`withdrawal.${section}.title`)}>
          <p>{t(`withdrawal.${section}.text`)}</p>
        </PageSection>
      ))}
    </PageFrame>
  );
}
