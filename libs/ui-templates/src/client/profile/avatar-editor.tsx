import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { FileUpload, type ChosenFile } from '../../components/file-upload';
import { formatFileSize, initialsOf } from './format';
import type { FormOutcome } from './profile-types';
import { AVATAR_MAX_BYTES, AVATAR_RULES, AVATAR_TYPES, checkFile, type FileProblem } from './validation';
import './profile.css';

/** Makes and releases the address of a local file's preview (object URLs by default). */
export interface PreviewUrls {
  create: (file: Blob) => string | null;
  revoke: (url: string) => void;
}

/** Object URLs where the browser has them; no preview image otherwise (the file name still shows). */
export const objectUrlPreviews: PreviewUrls = {
  create: (file) => (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
  revoke: (url) => {
    if (typeof URL !== 'undefined' && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  },
};

/** Props of {@link ProfileAvatar}. */
export interface ProfileAvatarProps {
  /** The person's full name (initials without a picture, and the picture's description). */
  name: string;
  /** The picture's address, or null. */
  src: string | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** A round avatar: the picture, or the initials when there is none or it fails to load. */
export function ProfileAvatar({ name, src, size = 'lg', className }: ProfileAvatarProps) {
  const { t } = useTranslation('client');
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cx('bf-profile-avatar', `bf-profile-avatar--${size}`, className);
  if (src && failed !== src) {
    return <img className={classes} src={src} alt={t('avatar.alt', { name })} onError={() => setFailed(src)} />;
  }
  return (
    <span className={cx(classes, 'bf-profile-avatar--initials')} role="img" aria-label={t('avatar.initialsAlt', { name })}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}

/** Why a chosen picture was refused: the check that failed and the file's size. */
export interface AvatarProblem {
  kind: FileProblem;
  size: number;
}

/**
 * A picture chosen for an avatar: `choose` takes the file picked or dropped and checks it (PNG, JPEG, GIF or
 * WebP up to 2 MiB, not empty); a file that passes is the `file`, with a `preview` address kept as long
 * as it is shown; a refused one is not kept and says why (`problem`). `clear` forgets the file.
 */
export function useAvatarChoice(previews: PreviewUrls) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!preview) return undefined;
    return () => previews.revoke(preview);
  }, [preview, previews]);

  const choose = (chosen: File | null) => {
    setPreview(null);
    setFile(null);
    if (!chosen) {
      setProblem(null);
      return;
    }
    const found = checkFile(chosen, AVATAR_RULES);
    if (found) {
      setProblem({ kind: found, size: chosen.size });
      return;
    }
    setProblem(null);
    setFile(chosen);
    setPreview(previews.create(chosen));
  };

  const clear = () => {
    setFile(null);
    setPreview(null);
  };

  return { file, preview, problem, choose, clear };
}

/** Props of {@link AvatarFileField}. */
export interface AvatarFileFieldProps {
  inputRef: Ref<HTMLInputElement>;
  label: ReactNode;
  hint: ReactNode;
  /** Why the file chosen was refused, in words; marks the field invalid and is announced. */
  problem: ReactNode;
  disabled?: boolean;
  /** A picture was picked or dropped (to be checked with {@link useAvatarChoice}). */
  onChoose: (file: File) => void;
  /** The picture kept, shown with its name and size (and `preview`). */
  chosen?: ChosenFile | null;
  preview?: ReactNode;
  /** Forgets the picture kept ("Remove"). */
  onRemove?: () => void;
  className?: string;
}

/** The file field of an avatar ({@link FileUpload}): its label and hint, the images it takes, and why a file was refused. */
export function AvatarFileField({
  inputRef,
  label,
  hint,
  problem,
  disabled,
  onChoose,
  chosen,
  preview,
  onRemove,
  className,
}: AvatarFileFieldProps) {
  return (
    <FileUpload
      inputRef={inputRef}
      label={label}
      hint={hint}
      error={problem}
      accept={AVATAR_TYPES.join(',')}
      disabled={disabled}
      chosen={chosen}
      preview={preview}
      onChoose={onChoose}
      onRemove={onRemove}
      className={className}
    />
  );
}

/** Props of {@link AvatarEditor}. */
export interface AvatarEditorProps {
  /** The user's full name. */
  name: string;
  /** The current avatar's address, or null. */
  avatarUrl: string | null;
  /** Uploads the chosen picture (`{id}/SetAvatar`); refused, `formError` is shown and the choice kept. */
  onUpload: (file: File) => Promise<FormOutcome>;
  /** Preview addresses of chosen files (injectable for tests). */
  previews?: PreviewUrls;
  className?: string;
}

/**
 * The avatar block: the current avatar (or initials), "Change avatar" (PNG, JPEG, GIF or WebP up to 2 MiB,
 * picked or dropped, checked as soon as a file is chosen with a clear message), a preview of the chosen
 * picture with its name and size and "Remove", then "Upload". The outcome is announced (status on success,
 * alert on failure).
 */
export function AvatarEditor({ name, avatarUrl, onUpload, previews = objectUrlPreviews, className }: AvatarEditorProps) {
  const { t, i18n } = useTranslation('client');
  const language = i18n.language || 'en';
  const ids = useId();
  const headingId = `${ids}-title`;
  const input = useRef<HTMLInputElement>(null);
  const picture = useAvatarChoice(previews);
  const { file, preview, problem } = picture;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const clear = () => {
    picture.clear();
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File) => {
    setError(null);
    setDone(false);
    picture.choose(chosen);
  };

  const upload = async () => {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    let outcome: FormOutcome;
    try {
      outcome = await onUpload(file);
    } catch {
      outcome = { ok: false, formError: t('avatar.failed') };
    }
    setBusy(false);
    if (outcome.ok) {
      clear();
      setDone(true);
    } else {
      setError(outcome.formError ?? t('avatar.failed'));
    }
  };

  const max = formatFileSize(AVATAR_MAX_BYTES, language);
  const problemText = problem
    ? problem.kind === 'type'
      ? t('avatar.errors.type')
      : problem.kind === 'empty'
        ? t('avatar.errors.empty')
        : t('avatar.errors.size', { size: formatFileSize(problem.size, language), max })
    : null;

  return (
    <section
      className={cx('bf-card', 'bf-card--outline', 'bf-profile-section', 'bf-profile-avatar-editor', className)}
      aria-labelledby={headingId}
    >
      <div className="bf-profile-section__header">
        <h2 id={headingId} className="bf-profile-section__title">
          {t('avatar.title')}
        </h2>
      </div>
      <div className="bf-profile-avatar-editor__body">
        <div className="bf-profile-avatar-editor__current">
          <ProfileAvatar name={name} src={avatarUrl} />
        </div>
        <div className="bf-profile-avatar-editor__controls">
          <AvatarFileField
            inputRef={input}
            label={t('avatar.change')}
            hint={t('avatar.hint', { max })}
            problem={problemText}
            disabled={busy}
            onChoose={choose}
            chosen={file}
            preview={
              preview ? <img className="bf-profile-avatar bf-profile-avatar--lg" src={preview} alt={t('avatar.previewAlt')} /> : null
            }
            onRemove={() => {
              clear();
              setError(null);
            }}
          />
          {file ? (
            <div className="bf-profile-actions">
              <Button variant="primary" size="sm" onClick={() => void upload()} disabled={busy}>
                {busy ? t('avatar.uploading') : t('avatar.upload')}
              </Button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="bf-profile-error">
              {error}
            </p>
          ) : null}
          <div role="status" className="bf-profile-section__status">
            {done ? <p className="bf-profile-done">{t('avatar.updated')}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
