import '../home/home.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../components/button';
import { IconArrowLeft } from '../icons/icons';
import type { TemplateId } from '../templates/template-id';

export interface NotFoundProps {
  template: TemplateId;
  /** The home page in the current language. */
  homeHref: string;
}

/** The 404 page content of each template: a large code, an explanation and a way home. */
export function NotFound({ template, homeHref }: NotFoundProps) {
  const { t } = useTranslation('marketing');
  return (
    <section className={`bf-not-found bf-not-found--${template}`} aria-labelledby="bf-not-found-title">
      <div className="bf-container bf-not-found__inner">
        <p className="bf-not-found__code" aria-hidden="true">
          404
        </p>
        <div className="bf-not-found__text">
          <p className="bf-eyebrow">{t('notFound.code')}</p>
          <h1 id="bf-not-found-title">{t('notFound.title')}</h1>
          <p className="bf-not-found__lead">{t('notFound.text')}</p>
          <ButtonLink href={homeHref} icon={<IconArrowLeft size={18} />} size="lg">
            {t('notFound.home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
