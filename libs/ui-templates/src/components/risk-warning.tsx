import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IconAlertTriangle } from '../icons/icons';
import { cx } from './class-names';

export interface RiskWarningProps {
  /** The warning text (AppConfig riskWarningInfo); the translated general warning when empty. */
  text?: string;
  /** BCP 47 language of `text` when it differs from the page's language. */
  lang?: string;
  /** `banner`: full-width strip; `panel`: boxed block inside content. */
  variant?: 'banner' | 'panel';
  className?: string;
}

/** The regulatory risk warning shown on every page: a labelled landmark with a translated title. */
export function RiskWarning({ text, lang, variant = 'banner', className }: RiskWarningProps) {
  const { t } = useTranslation('marketing');
  const labelId = useId();
  const body = text?.trim() ? text : t('riskWarning.fallback');
  return (
    <aside className={cx('bf-risk', `bf-risk--${variant}`, className)} aria-labelledby={labelId}>
      <div className="bf-risk__inner">
        <IconAlertTriangle className="bf-risk__icon" size={22} />
        <p className="bf-risk__text">
          <strong id={labelId} className="bf-risk__label">
            {t('riskWarning.label')}:
          </strong>{' '}
          <span lang={text?.trim() ? lang : undefined}>{body}</span>
        </p>
      </div>
    </aside>
  );
}
