import './import.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { ImportTableColumn } from './import-rows-table';
import { IMPORT_STEPS, importRowStatus, type ImportProblem, type ImportRowStatusKey, type ImportRowView, type ImportStep } from './types';

/** The look of a status: imported, refused or held back, open, or not sent. */
export function statusTone(key: ImportRowStatusKey): 'success' | 'danger' | 'warning' | 'muted' {
  if (key === 'Success') return 'success';
  if (key === 'Unknown') return 'warning';
  if (key === 'NotSent' || key === 'Sending') return 'muted';
  return 'danger';
}

/** A status in words, as a small badge. */
export function ImportStatusBadge({ status }: { status: ImportRowStatusKey }) {
  const { t } = useTranslation('backoffice');
  return <span className={cx('bf-import-status', `bf-import-status--${statusTone(status)}`)}>{t(`import.status.${status}`)}</span>;
}

/** The text of one problem of a row. */
export function useProblemText(): (problem: ImportProblem) => string {
  const { t } = useTranslation('backoffice');
  return (problem) => t(`import.problems.${problem.code}`, { line: problem.line });
}

/** A row's problems, one per line. */
export function ImportProblemList({ problems, className }: { problems: readonly ImportProblem[]; className?: string }) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <ul className={cx('bf-import-problems', className)}>
      {problems.map((problem) => (
        <li key={`${problem.code}-${problem.line ?? ''}`}>{text(problem)}</li>
      ))}
    </ul>
  );
}

/** A row's status with what more there is to say: its problems, an edit to send, a lost answer. */
export function ImportRowOutcome({ row }: { row: ImportRowView }) {
  const { t } = useTranslation('backoffice');
  const status = importRowStatus(row);
  let detail: ReactNode = null;
  if (row.state.kind === 'problems') detail = <ImportProblemList problems={row.problems} />;
  else if (row.state.kind === 'failed' && row.state.edited) detail = <span className="bf-import-note">{t('import.state.edited')}</span>;
  else if (row.state.kind === 'imported' && row.state.found) detail = <span className="bf-import-note">{t('import.state.found')}</span>;
  else if (row.state.kind === 'unknown') detail = <span className="bf-import-note">{t('import.state.unknown')}</span>;
  return (
    <div className="bf-import-outcome">
      <ImportStatusBadge status={status} />
      {detail}
    </div>
  );
}

/** Props of {@link ImportWizard}. */
export interface ImportWizardProps {
  step: ImportStep;
  children: ReactNode;
  className?: string;
}

/**
 * The wizard's frame: the labelled list of steps (the current one with `aria-current="step"`, the earlier
 * ones marked done) and the current step. When the step changes, focus moves to the new step's heading
 * (its first `h2`), so keyboard and screen-reader users start there.
 */
export function ImportWizard({ step, children, className }: ImportWizardProps) {
  const { t } = useTranslation('backoffice');
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  const current = IMPORT_STEPS.indexOf(step);

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  return (
    <div className={cx('bf-import', className)}>
      <nav className="bf-import-steps" aria-label={t('import.steps.label')}>
        <ol className="bf-import-steps__list">
          {IMPORT_STEPS.map((id, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
            return (
              <li
                key={id}
                className={cx('bf-import-steps__item', `bf-import-steps__item--${state}`)}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="bf-import-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="bf-import-steps__label">{t(`import.steps.${id}`)}</span>
                {state === 'done' ? <VisuallyHidden>{` (${t('import.steps.done')})`}</VisuallyHidden> : null}
              </li>
            );
          })}
        </ol>
      </nav>
      <div ref={panel} className="bf-import__panel">
        {children}
      </div>
    </div>
  );
}

/** The heading and frame of one step (its `h2` takes the focus when the step opens). */
export function ImportStepSection({
  title,
  lead,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={cx('bf-import-step', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bf-import-step__title" tabIndex={-1}>
        {title}
      </h2>
      {lead ? <p className="bf-import-step__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * The tables' last column: "Edit" on each row that may be fixed in place (named with the row's line for screen
 * readers). It is wide enough for the word in every language and stays in view when the table scrolls sideways.
 */
export function editColumn(t: (key: string, options?: Record<string, unknown>) => string, onEdit: (id: number) => void): ImportTableColumn {
  return {
    id: 'actions',
    header: t('import.table.actions'),
    width: '8rem',
    stickyEnd: true,
    cell: (row) =>
      row.editable ? (
        <Button
          variant="ghost"
          size="sm"
          className="bf-import-edit"
          onClick={() => onEdit(row.id)}
          aria-label={t('import.table.editRow', { line: row.line })}
        >
          {t('import.table.edit')}
        </Button>
      ) : null,
  };
}
