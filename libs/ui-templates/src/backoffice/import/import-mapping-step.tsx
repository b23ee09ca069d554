import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { IconArrowLeft, IconArrowRight } from '../../icons/icons';
import { ImportStepSection } from './import-parts';
import { IMPORT_TARGETS, REQUIRED_IMPORT_TARGETS, type ImportMapping, type ImportMappingProblem, type ImportTarget } from './types';
import './import.css';

/** Props of {@link ImportMappingStep}. */
export interface ImportMappingStepProps {
  /** The file's name. */
  fileName: string;
  /** The file's header cells. */
  headers: readonly string[];
  /** A sample value per column (the first row's), shown beside each column's name. */
  samples?: readonly string[];
  mapping: ImportMapping;
  /** What is wrong with the mapping, shown beside each select (give them once "Next" was pressed). */
  problems?: Partial<Record<ImportTarget, ImportMappingProblem>>;
  /** Bumped on every refused "Next": the first field with a problem takes the focus. */
  attempt?: number;
  onChange: (target: ImportTarget, column: number | null) => void;
  onBack: () => void;
  onContinue: () => void;
}

const SAMPLE_LENGTH = 32;

/**
 * Step 2, "Match the columns": a select per field of the import (first name, last name, e-mail, phone number,
 * country; all but the phone number required) offering the file's columns by header and sample value, or
 * "Not in the file". Matching headers arrive chosen. A missing required field or a column used twice is
 * named beside its select.
 */
export function ImportMappingStep({
  fileName,
  headers,
  samples = [],
  mapping,
  problems = {},
  attempt = 0,
  onChange,
  onBack,
  onContinue,
}: ImportMappingStepProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const first = IMPORT_TARGETS.find((target) => problems[target]);
    if (first) (form.current?.elements.namedItem(first) as HTMLSelectElement | null)?.focus();
    // Only a new attempt moves the focus.
  }, [attempt]);

  const columnLabel = (index: number) => {
    const header = headers[index]?.trim() || t('import.columns.column', { number: index + 1 });
    const sample = (samples[index] ?? '').trim();
    if (!sample) return header;
    const short = sample.length > SAMPLE_LENGTH ? `${sample.slice(0, SAMPLE_LENGTH - 1)}…` : sample;
    return t('import.columns.option', { header, sample: short });
  };

  return (
    <ImportStepSection title={t('import.columns.title')} lead={t('import.columns.lead', { name: fileName })}>
      <form
        ref={form}
        className="bf-import-mapping"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        {Object.keys(problems).length > 0 && attempt > 0 ? (
          <p role="alert" className="bf-import-alert">
            {t('import.columns.summary')}
          </p>
        ) : null}
        <div className="bf-import-mapping__fields">
          {IMPORT_TARGETS.map((target) => {
            const controlId = `${id}-${target}`;
            const problem = problems[target];
            const required = REQUIRED_IMPORT_TARGETS.includes(target);
            const errorId = `${controlId}-error`;
            return (
              <div key={target} className={cx('bf-field', problem ? 'bf-field--invalid' : undefined)}>
                <label className="bf-field__label" htmlFor={controlId}>
                  {t(`import.fields.${target}`)}{' '}
                  <span className="bf-import-mapping__need">
                    ({required ? t('import.columns.required') : t('import.columns.optional')})
                  </span>
                </label>
                <select
                  id={controlId}
                  name={target}
                  className="bf-field__control"
                  value={mapping[target] === null ? '' : String(mapping[target])}
                  required={required}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => onChange(target, event.target.value === '' ? null : Number(event.target.value))}
                >
                  <option value="">{t('import.columns.none')}</option>
                  {headers.map((_header, index) => (
                    <option key={index} value={String(index)}>
                      {columnLabel(index)}
                    </option>
                  ))}
                </select>
                {problem ? (
                  <p className="bf-field__error" id={errorId}>
                    {t(`import.columns.errors.${problem}`)}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className="bf-import-actions">
          <Button variant="secondary" onClick={onBack} icon={<IconArrowLeft size={18} />}>
            {t('import.back')}
          </Button>
          <Button type="submit" iconEnd={<IconArrowRight size={18} />}>
            {t('import.columns.continue')}
          </Button>
        </div>
      </form>
    </ImportStepSection>
  );
}
