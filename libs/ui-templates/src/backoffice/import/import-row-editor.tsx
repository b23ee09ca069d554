import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { useProblemText } from './import-parts';
import { IMPORT_TARGETS, REQUIRED_IMPORT_TARGETS, type ImportProblem, type ImportRowValues, type ImportRowView } from './types';
import './import.css';

/** Props of {@link ImportRowEditor}. */
export interface ImportRowEditorProps {
  /** The row being edited; the dialog is closed while null. */
  row: ImportRowView | null;
  /** The problems of the values as typed (the same check as the file's, against the other rows). */
  check: (values: ImportRowValues) => readonly ImportProblem[];
  /** Keeps the edit (a row that still has problems stays held back). */
  onSave: (id: number, values: ImportRowValues) => void;
  onClose: () => void;
}

const INPUT_TYPES: Record<keyof ImportRowValues, string> = {
  FirstName: 'text',
  LastName: 'text',
  Email: 'email',
  PhoneNumber: 'tel',
  Country: 'text',
};

/**
 * "Edit row N": the row's five fields in a dialog (the first field with a problem focused), each problem
 * beside its field as it is typed (checked
 * against the other rows, so a duplicate names the row that has the value first), and a line that says
 * whether the row is ready. "Save" keeps the values as typed, problems or not; "Cancel" and Escape leave
 * the row as it was.
 */
export function ImportRowEditor({ row, check, onSave, onClose }: ImportRowEditorProps) {
  const { t } = useTranslation('backoffice');
  const problemText = useProblemText();
  const [values, setValues] = useState<ImportRowValues | null>(row?.values ?? null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setValues(row?.values ?? null), [row]);

  // On open, the first field with a problem (else the first field) takes the focus from the dialog.
  const openId = row?.id ?? null;
  useEffect(() => {
    if (openId === null || !row) return;
    const first = check(row.values)[0]?.field ?? 'FirstName';
    (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    // Only opening a row moves the focus.
  }, [openId]);

  if (!row || !values) return null;
  const problems = check(values);
  const byField = (field: keyof ImportRowValues) =>
    problems
      .filter((p) => p.field === field)
      .map(problemText)
      .join(' ') || undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(row.id, values);
  };
  const formId = `bf-import-editor-${row.id}`;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('import.editor.title', { line: row.line })}
      className="bf-import-editor"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('import.editor.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('import.editor.save')}
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} className="bf-import-editor__form" noValidate onSubmit={submit}>
        {IMPORT_TARGETS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`import.fields.${field}`)}
            type={INPUT_TYPES[field]}
            autoComplete="off"
            hint={field === 'Country' ? t('import.editor.countryHint') : undefined}
            required={REQUIRED_IMPORT_TARGETS.includes(field)}
            requiredMark={<span className="bf-import-mapping__need"> ({t('import.columns.required')})</span>}
            value={values[field]}
            error={byField(field)}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
        <p role="status" className={problems.length === 0 ? 'bf-import-editor__ok' : 'bf-import-editor__pending'}>
          {problems.length === 0 ? t('import.editor.ok') : t('import.editor.problems', { count: problems.length })}
        </p>
      </form>
    </Dialog>
  );
}
