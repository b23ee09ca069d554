import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../components/button';
import { Section } from '../components/section';
import { IconArrowRight } from '../icons/icons';
import type { TemplateId } from '../templates/template-id';

/** The closing call to open an account (hidden by AppConfig hideJoinBanner). */
export function JoinBanner({ template, signUpHref }: { template: TemplateId; signUpHref?: string }) {
  const { t } = useTranslation('marketing');
  return (
    <Section
      className={`bf-join bf-join--${template}`}
      tone={template === 'template3' ? 'muted' : 'brand'}
      title={t('home.join.title')}
      width="wide"
    >
      <div className="bf-join__body">
        <p className="bf-join__text">{t('home.join.text')}</p>
        {signUpHref ? (
          <ButtonLink
            href={signUpHref}
            size="lg"
            variant={template === 'template3' ? 'primary' : 'inverse'}
            iconEnd={<IconArrowRight size={20} />}
          >
            {t('home.join.cta')}
          </ButtonLink>
        ) : null}
      </div>
    </Section>
  );
}
