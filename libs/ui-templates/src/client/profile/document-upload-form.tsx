import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { FileUpload } from '../../components/file-upload';
import { formatFileSize } from './format';
import { DOCUMENT_TYPES, type FormOutcome, type ProfileDocumentType } from './profile-types';
import { SelectField } from './select-field';
import {
  checkFile,
  withoutKey,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_RULES,
  MAX_DOCUMENTS,
} from './validation';
import './profile.css';

/** A field of the upload form. */
export type DocumentUploadField = 'type' | 'file';

/** Props of {@link DocumentUploadForm}. */
export interface DocumentUploadFormProps {
  /** Uploads the file as a document of `type` (`{id}/UploadDocument`); refused, the choice is kept. */
  onUpload: (type: ProfileDocumentType, file: File) => Promise<FormOutcome<DocumentUploadField>>;
  /** How many documents the user holds (at {@link MAX_DOCUMENTS} no more can be uploaded). */
  documentCount?: number;
  className?: string;
}

const ACCEPT = [...DOCUMENT_FILE_TYPES, ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(',');

/**
 * "Upload a document": a "Document type" (Identity, Proof of address, Other) and a file (PDF, PNG or JPEG up
 * to 5 MiB, picked or dropped, checked as soon as it is chosen, shown with its name and size and "Remove"),
 * then "Upload document". Success is announced and the form cleared; a refusal is shown beside its field or
 * in an alert, and the choice is kept.
 */
export function DocumentUploadForm({ onUpload, documentCount = 0, className }: DocumentUploadFormProps) {
  const { t, i18n } = useTranslation('client');
  const language = i18n.language || 'en';
  const ids = useId();
  const headingId = `${ids}-title`;
  const form = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<ProfileDocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DocumentUploadField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: DocumentUploadField } | null>(null);
  const full = documentCount >= MAX_DOCUMENTS;
  const max = formatFileSize(DOCUMENT_MAX_BYTES, language);

  useEffect(() => {
    if (focusRequest) (form.current?.elements.namedItem(focusRequest.field) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  const fileError = (chosen: File | null): string | undefined => {
    if (!chosen) return t('documents.errors.noFile');
    const problem = checkFile(chosen, DOCUMENT_RULES);
    if (problem === 'type') return t('documents.errors.type');
    if (problem === 'empty') return t('documents.errors.empty');
    if (problem === 'size') return t('documents.errors.size', { size: formatFileSize(chosen.size, language), max });
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setUploaded(null);
    setFormError(null);
    const found: Partial<Record<DocumentUploadField, string>> = {};
    if (!type) found.type = t('documents.errors.noType');
    const problem = fileError(file);
    if (problem) found.file = problem;
    setErrors(found);
    const first = (['type', 'file'] as const).find((f) => found[f]);
    if (first || !type || !file) {
      if (first) setFocusRequest({ field: first });
      return;
    }
    setBusy(true);
    let outcome: FormOutcome<DocumentUploadField>;
    try {
      outcome = await onUpload(type, file);
    } catch {
      outcome = { ok: false, formError: t('documents.uploadFailed') };
    }
    setBusy(false);
    if (outcome.ok) {
      setUploaded(file.name);
      setType('');
      setFile(null);
      setErrors({});
      form.current?.reset();
      return;
    }
    const fieldErrors = outcome.fieldErrors ?? {};
    setErrors(fieldErrors);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setFormError(outcome.formError ?? (hasFieldErrors ? null : t('documents.uploadFailed')));
    const firstService = (['type', 'file'] as const).find((f) => fieldErrors[f]);
    if (firstService) setFocusRequest({ field: firstService });
  };

  return (
    <section className={cx('bf-card', 'bf-card--outline', 'bf-profile-section', className)} aria-labelledby={headingId}>
      <div className="bf-profile-section__header">
        <h2 id={headingId} className="bf-profile-section__title">
          {t('documents.uploadTitle')}
        </h2>
      </div>
      <p className="bf-profile-section__text">{t('documents.uploadLead')}</p>
      {full ? (
        <p className="bf-profile-note" role="note">
          {t('documents.limitReached', { max: MAX_DOCUMENTS })}
        </p>
      ) : null}
      <form
        ref={form}
        className="bf-profile-upload"
        noValidate
        aria-labelledby={headingId}
        aria-busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        {formError ? (
          <p role="alert" className="bf-profile-form__summary">
            {formError}
          </p>
        ) : null}
        <SelectField
          name="type"
          label={t('documents.type')}
          hint={t('documents.typeHint')}
          value={type}
          error={errors.type}
          required
          disabled={busy || full}
          onChange={(event) => {
            setType(event.target.value as ProfileDocumentType | '');
            setUploaded(null);
            if (errors.type) setErrors((current) => withoutKey(current, 'type'));
          }}
        >
          <option value="">{t('documents.chooseType')}</option>
          {DOCUMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`documents.types.${value}`)}
            </option>
          ))}
        </SelectField>
        <FileUpload
          name="file"
          label={t('documents.file')}
          hint={t('documents.fileHint', { max })}
          accept={ACCEPT}
          required
          disabled={busy || full}
          error={errors.file}
          chosen={file}
          onChoose={(chosen) => {
            setFile(chosen);
            setUploaded(null);
            setFormError(null);
            const problem = fileError(chosen);
            setErrors((current) => (problem ? { ...current, file: problem } : withoutKey(current, 'file')));
          }}
          onRemove={() => {
            setFile(null);
            setErrors((current) => withoutKey(current, 'file'));
          }}
        />
        <div className="bf-profile-actions">
          <Button type="submit" variant="primary" disabled={busy || full}>
            {busy ? t('documents.uploading') : t('documents.upload')}
          </Button>
        </div>
        <div role="status" className="bf-profile-section__status">
          {uploaded ? <p className="bf-profile-done">{t('documents.uploaded', { name: uploaded })}</p> : null}
        </div>
      </form>
    </section>
  );
}
