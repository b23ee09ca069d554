import './export.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { Button } from '../../components/button';
import { IconDownload } from '../../icons/icons';
import { InlineAlert } from '../inline-alert';

/** How the last export went: the file opened, the browser blocked its window, or the service refused. */
export type ExportOutcome = { kind: 'opened'; count: number } | { kind: 'blocked' } | { kind: 'failed'; message: string };

export interface ExportCsvButtonProps {
  /** How many users the query matches: named on the button; at 0 there is nothing to export. */
  total: number;
  /** An export is running: the button says "Exporting…", is busy and does nothing until it ends. */
  exporting: boolean;
  /** Nothing to export with (no column chosen): the button is disabled. */
  unavailable?: boolean;
  /** The outcome of the last export, shown beside the button (null: none yet, or dismissed). */
  outcome?: ExportOutcome | null;
  onExport: () => void;
  /** Hides the outcome's message. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * "Export CSV (N users)" and what became of the last export: a quiet status once the file opened, an alert with
 * the pop-up blocker message or the service's error otherwise (each can be dismissed; the button works again at
 * once). While exporting, the button keeps its focus (it is `aria-disabled`, not removed from the tab order) and
 * is marked busy.
 */
export function ExportCsvButton({
  total,
  exporting,
  unavailable = false,
  outcome = null,
  onExport,
  onDismiss,
  className,
}: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const count = formatNumber(total, language);
  const label = total === 1 ? t('export.buttonOne') : t('export.button', { count });
  const disabled = total === 0 || unavailable;
  const problem =
    outcome?.kind === 'blocked'
      ? t('export.popupBlocked')
      : outcome?.kind === 'failed'
        ? t('export.failed', { reason: outcome.message })
        : null;
  const opened =
    outcome?.kind === 'opened'
      ? outcome.count === 1
        ? t('export.openedOne')
        : t('export.opened', { count: formatNumber(outcome.count, language) })
      : '';

  return (
    <div className={['bf-export', className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        size="sm"
        icon={<IconDownload size={18} />}
        disabled={disabled}
        aria-disabled={exporting || undefined}
        aria-busy={exporting || undefined}
        onClick={() => {
          if (!exporting) onExport();
        }}
      >
        {exporting ? t('export.exporting') : label}
      </Button>
      {/* One live region for both: "Exporting…" is spoken (the button's own label is not), "opened" also shown. */}
      <p role="status" className={exporting ? 'bf-visually-hidden' : 'bf-export__status'}>
        {exporting ? t('export.exporting') : opened}
      </p>
      {problem ? (
        <InlineAlert
          className="bf-export__alert"
          message={problem}
          action={
            onDismiss ? (
              <Button variant="ghost" size="sm" onClick={onDismiss}>
                {t('export.dismiss')}
              </Button>
            ) : null
          }
        />
      ) : null}
    </div>
  );
}
