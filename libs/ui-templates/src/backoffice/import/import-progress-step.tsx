import { useId } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { Button } from '../../components/button';
import { ImportStepSection } from './import-parts';
import './import.css';

/** Where the import stands, as the progress step shows it. */
export type ImportRunPhase = 'checking' | 'sending' | 'waiting' | 'stopped' | 'done' | 'cancelled';

/** Props of {@link ImportProgressStep}. */
export interface ImportProgressStepProps {
  phase: ImportRunPhase;
  /** Rows to send in this run, rows answered, and of those imported and refused. */
  progress: { total: number; done: number; imported: number; failed: number };
  /** "Cancel" was pressed: the run stops after the rows being sent. */
  cancelRequested?: boolean;
  /** While waiting after "too many requests": seconds until the rows are sent again. */
  waitSeconds?: number | null;
  /** Why the run stopped (already in words); shown with "Try again" and "See results". */
  failure?: string | null;
  onCancel: () => void;
  onTryAgain: () => void;
  onShowResults: () => void;
}

/**
 * Step 4, "Importing": a progress bar of the rows answered, a live line with the counts (read out as it
 * changes), the wait after the service asked to slow down, and "Cancel" (it stops after the rows being
 * sent; what they got is kept). When the run stops on an error, the reason with "Try again" and
 * "See results".
 */
export function ImportProgressStep({
  phase,
  progress,
  cancelRequested = false,
  waitSeconds,
  failure,
  onCancel,
  onTryAgain,
  onShowResults,
}: ImportProgressStepProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const labelId = useId();
  const n = (value: number) => formatNumber(value, language);
  const running = phase === 'checking' || phase === 'sending' || phase === 'waiting';

  let line: string;
  if (phase === 'checking') line = t('import.run.checking');
  else if (phase === 'waiting') line = t('import.run.waiting', { seconds: n(Math.max(0, Math.ceil(waitSeconds ?? 0))) });
  else if (cancelRequested && running) line = t('import.run.cancelling');
  else
    line = t('import.run.status', {
      done: n(progress.done),
      total: n(progress.total),
      imported: n(progress.imported),
      failed: n(progress.failed),
    });

  return (
    <ImportStepSection title={t('import.run.title')}>
      <div className="bf-import-progress">
        <span id={labelId} className="bf-import-progress__label">
          {t('import.run.progress')}
        </span>
        <progress
          className="bf-import-progress__bar"
          aria-labelledby={labelId}
          max={Math.max(progress.total, 1)}
          value={progress.total === 0 ? (running ? undefined : 1) : progress.done}
        />
        <p role="status" className="bf-import-progress__text">
          {line}
        </p>
      </div>
      {failure ? (
        <div role="alert" className="bf-import-alert">
          <p>{failure}</p>
          <div className="bf-import-actions">
            <Button onClick={onTryAgain}>{t('import.run.tryAgain')}</Button>
            <Button variant="secondary" onClick={onShowResults}>
              {t('import.run.showResults')}
            </Button>
          </div>
        </div>
      ) : null}
      {running ? (
        <div className="bf-import-actions">
          <Button variant="secondary" onClick={onCancel} disabled={cancelRequested}>
            {t('import.run.cancel')}
          </Button>
        </div>
      ) : null}
    </ImportStepSection>
  );
}
