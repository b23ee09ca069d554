import { useTranslation } from '@brokerfront/i18n/react';
import { Section } from '../components/section';
import { IconCheck, IconClock } from '../icons/icons';
import type { TemplateId } from '../templates/template-id';

const TYPES = ['standard', 'advanced', 'professional'] as const;

/** Comparison of the account types on offer (AppConfig showAccountTypesTable). */
export function AccountTypesTable({ template }: { template: TemplateId }) {
  const { t } = useTranslation('marketing');
  const rows: Array<[string, string[]]> = [
    ['pricing', ['pricingStandard', 'pricingAdvanced', 'pricingProfessional']],
    ['platform', ['platformAll', 'platformAll', 'platformAll']],
    ['protection', ['yes', 'yes', 'yes']],
    ['education', ['educationStandard', 'educationAdvanced', 'educationProfessional']],
    ['support', ['supportStandard', 'supportAdvanced', 'supportProfessional']],
  ];
  return (
    <Section
      className={`bf-accounts bf-accounts--${template}`}
      tone={template === 'template4' ? 'default' : 'muted'}
      eyebrow={t('home.accounts.eyebrow')}
      title={t('home.accounts.title')}
      lead={t('home.accounts.lead')}
    >
      <div className="bf-table-scroll" role="region" aria-label={t('home.accounts.caption')} tabIndex={0}>
        <table className="bf-table">
          <caption className="bf-visually-hidden">{t('home.accounts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.accounts.feature')}</th>
              {TYPES.map((type) => (
                <th key={type} scope="col">
                  {t(`home.accounts.types.${type}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([row, values]) => (
              <tr key={row}>
                <th scope="row">{t(`home.accounts.rows.${row}`)}</th>
                {values.map((value, index) => (
                  <td key={TYPES[index]}>
                    {value === 'yes' ? <IconCheck size={18} className="bf-table__check" /> : null}
                    {t(`home.accounts.values.${value}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="bf-accounts__note">{t('home.accounts.note')}</p>
    </Section>
  );
}

const FUTURE = [
  ['swapFree', 'swapFreeText'],
  ['corporate', 'corporateText'],
  ['demo', 'demoText'],
] as const;

/** The account types being prepared (AppConfig showAccountTypesTableFuture). */
export function FutureAccountTypesTable({ template }: { template: TemplateId }) {
  const { t } = useTranslation('marketing');
  return (
    <Section
      className={`bf-accounts bf-accounts--future bf-accounts--${template}`}
      eyebrow={t('home.futureAccounts.eyebrow')}
      title={t('home.futureAccounts.title')}
      lead={t('home.futureAccounts.lead')}
    >
      <div className="bf-table-scroll" role="region" aria-label={t('home.futureAccounts.caption')} tabIndex={0}>
        <table className="bf-table">
          <caption className="bf-visually-hidden">{t('home.futureAccounts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.futureAccounts.account')}</th>
              <th scope="col">{t('home.futureAccounts.description')}</th>
              <th scope="col">{t('home.futureAccounts.status')}</th>
            </tr>
          </thead>
          <tbody>
            {FUTURE.map(([name, text]) => (
              <tr key={name}>
                <th scope="row">{t(`home.futureAccounts.${name}`)}</th>
                <td>{t(`home.futureAccounts.${text}`)}</td>
                <td>
                  <span className="bf-badge">
                    <IconClock size={16} />
                    {t('home.futureAccounts.soon')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
