import './user-actions.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { buttonClassName } from '../../components/button';
import { cx } from '../../components/class-names';
import { Dialog } from '../../components/dialog';
import { formatByteSize, ProfileAvatar, type PreviewUrls } from '../../client/profile';
import { AvatarFileField, objectUrlPreviews, useAvatarChoice } from '../../client/profile/avatar-editor';
import { AVATAR_MAX_BYTES } from '../../client/profile/validation';
import { ConfirmActionDialog, TypedConfirmDialog } from './confirm-action-dialog';
import { DESTRUCTIVE_USER_ACTIONS, type UserActionTarget } from './user-actions-panel';

/** The actions answered by a plain question (no field to fill). */
export type SimpleUserActionId = 'block' | 'unblock' | 'archive' | 'unarchive' | 'promote' | 'sendCredentials';

/** What every action dialog gets. */
interface ActionDialogBase {
  /** The user acted on (named in the title and the question). */
  user: UserActionTarget;
  /** The call is under way. */
  busy?: boolean;
  /** Why the call failed, in words; the dialog stays open. */
  error?: string | null;
  onCancel: () => void;
}

/** Props of {@link ConfirmUserActionDialog}. */
export interface ConfirmUserActionDialogProps extends ActionDialogBase {
  action: SimpleUserActionId;
  onConfirm: () => void;
}

/**
 * The question before block, unblock, archive, unarchive, promote or send credentials: names the user
 * and says what happens (e.g. blocking signs them out at once everywhere). Block and archive have the
 * danger look.
 */
export function ConfirmUserActionDialog({ action, user, busy, error, onConfirm, onCancel }: ConfirmUserActionDialogProps) {
  const { t } = useTranslation('backoffice');
  const names = { name: user.name, email: user.email };
  return (
    <ConfirmActionDialog
      title={t(`actions.${action}.title`, names)}
      question={t(`actions.${action}.question`, names)}
      consequence={t(`actions.${action}.consequence`, names)}
      confirmLabel={t(`actions.${action}.confirm`)}
      danger={DESTRUCTIVE_USER_ACTIONS.has(action)}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Props of {@link DeleteUserDialog}. */
export interface DeleteUserDialogProps extends ActionDialogBase {
  onConfirm: () => void;
}

/** Deleting a user: Delete is enabled once the user's e-mail address is typed (capital letters do not matter). */
export function DeleteUserDialog({ user, busy, error, onConfirm, onCancel }: DeleteUserDialogProps) {
  const { t } = useTranslation('backoffice');
  const names = { name: user.name, email: user.email };
  return (
    <TypedConfirmDialog
      title={t('actions.delete.title', names)}
      question={t('actions.delete.question', names)}
      consequence={t('actions.delete.consequence', names)}
      confirmLabel={t('actions.delete.confirm')}
      danger
      busy={busy}
      error={error}
      expected={user.email}
      fieldLabel={t('actions.delete.typeLabel')}
      fieldHint={t('actions.delete.typeHint', names)}
      mismatchText={t('actions.delete.mismatch')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Props of {@link AvatarDialog}. */
export interface AvatarDialogProps extends ActionDialogBase {
  /** The current avatar's address, or null (the initials show). */
  currentAvatarUrl: string | null;
  /** Uploads the chosen picture (already checked: an allowed type, not empty, within the limit). */
  onUpload: (file: File) => void;
  /** Another file was chosen (a service error about the previous one no longer applies). */
  onChoose?: () => void;
  /** Preview addresses of chosen files (injectable for tests and stories). */
  previews?: PreviewUrls;
}

/**
 * Changing a user's avatar: the current one, a file field (PNG, JPEG, GIF or WebP up to 2 MiB, checked as
 * soon as a file is chosen, with the reason beside the field), a preview of the chosen picture, then Upload.
 * The service's refusal (too large, not an image) shows in words and the choice is kept.
 */
export function AvatarDialog({
  user,
  currentAvatarUrl,
  busy = false,
  error,
  onUpload,
  onChoose,
  onCancel,
  previews = objectUrlPreviews,
}: AvatarDialogProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const inputRef = useRef<HTMLInputElement>(null);
  const { file, preview, problem, choose } = useAvatarChoice(previews);
  // Upload without a picture: said beside the field until a file is chosen.
  const [required, setRequired] = useState(false);

  const chooseFile = (chosen: File) => {
    onChoose?.();
    setRequired(false);
    choose(chosen);
  };

  const upload = () => {
    if (!file) {
      setRequired(true);
      inputRef.current?.focus();
      return;
    }
    onUpload(file);
  };

  const max = formatByteSize(AVATAR_MAX_BYTES, language);
  const problemText = required
    ? t('actions.avatar.errors.required')
    : problem
      ? problem.kind === 'size'
        ? t('actions.avatar.errors.size', { size: formatByteSize(problem.size, language), max })
        : t(`actions.avatar.errors.${problem.kind}`)
      : null;
  const names = { name: user.name, email: user.email };

  return (
    <ConfirmActionDialog
      title={t('actions.avatar.title', names)}
      question={t('actions.avatar.question', names)}
      consequence={t('actions.avatar.consequence', names)}
      confirmLabel={t('actions.avatar.confirm')}
      busy={busy}
      error={error}
      initialFocus={inputRef}
      onConfirm={upload}
      onCancel={onCancel}
      className="bf-user-avatar-dialog"
    >
      <div className="bf-user-avatar-dialog__pictures">
        <figure className="bf-user-avatar-dialog__figure">
          <ProfileAvatar name={user.name} src={currentAvatarUrl} size="md" />
          <figcaption>{t('actions.avatar.current')}</figcaption>
        </figure>
        {file ? (
          <figure className="bf-user-avatar-dialog__figure">
            {preview ? <img className="bf-user-avatar-dialog__preview" src={preview} alt={t('actions.avatar.previewAlt')} /> : null}
            <figcaption>{t('actions.avatar.chosen', { file: file.name, size: formatByteSize(file.size, language) })}</figcaption>
          </figure>
        ) : null}
      </div>
      <AvatarFileField
        inputRef={inputRef}
        label={t('actions.avatar.file')}
        hint={t('actions.avatar.hint', { max })}
        problem={problemText}
        disabled={busy}
        onChoose={chooseFile}
        className="bf-user-action-dialog__field"
      />
    </ConfirmActionDialog>
  );
}

/** Whether the sign-in link was copied (`copied`), could not be (`failed`), or not tried yet (null). */
export type CopyState = 'copied' | 'failed' | null;

/** Props of {@link AutoLoginDialog}. */
export interface AutoLoginDialogProps extends ActionDialogBase {
  /** The sign-in link once created; null while asking. */
  link: string | null;
  /** The outcome of Copy (announced). */
  copy?: CopyState;
  /** Creates the link (`CreateAutoLogin`), after the warning. */
  onCreate: () => void;
  onCopy: () => void;
  /** Opens the link in a new tab. */
  onOpen: () => void;
}

/**
 * "Log in as client": first a warning (a new session as the client, recorded in the timeline, ending when
 * its tab closes; the link works once), then the sign-in link with Copy (announced; when copying fails the
 * link is selected to copy by hand) and Open in a new tab.
 */
export function AutoLoginDialog({ user, link, copy = null, busy, error, onCreate, onCopy, onOpen, onCancel }: AutoLoginDialogProps) {
  const { t } = useTranslation('backoffice');
  const names = { name: user.name, email: user.email };
  if (link === null) {
    return (
      <ConfirmActionDialog
        title={t('actions.autoLogin.title', names)}
        question={t('actions.autoLogin.question', names)}
        consequence={t('actions.autoLogin.consequence', names)}
        confirmLabel={t('actions.autoLogin.confirm')}
        busy={busy}
        error={error}
        onConfirm={onCreate}
        onCancel={onCancel}
        className="bf-user-auto-login-dialog"
      >
        <ul className="bf-user-action-dialog__points">
          <li>{t('actions.autoLogin.points.recorded')}</li>
          <li>{t('actions.autoLogin.points.tab')}</li>
          <li>{t('actions.autoLogin.points.once')}</li>
        </ul>
      </ConfirmActionDialog>
    );
  }
  return <AutoLoginLink user={user} link={link} copy={copy} onCopy={onCopy} onOpen={onOpen} onClose={onCancel} />;
}

/** The created link, with Copy and Open; closed with Close or Escape. */
function AutoLoginLink({
  user,
  link,
  copy,
  onCopy,
  onOpen,
  onClose,
}: {
  user: UserActionTarget;
  link: string;
  copy: CopyState;
  onCopy: () => void;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const names = { name: user.name, email: user.email };

  // Copying failed: the link is selected, ready to copy by hand.
  useEffect(() => {
    if (copy !== 'failed') return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [copy]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('actions.autoLogin.title', names)}
      initialFocus={copyRef}
      dismissible={false}
      className="bf-user-action-dialog bf-user-auto-login-dialog"
      actions={
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={onClose}>
          <span className="bf-button__label">{t('actions.dialog.close')}</span>
        </button>
      }
    >
      <div className="bf-user-action-dialog__body">
        <p className="bf-user-action-dialog__question">{t('actions.autoLogin.ready', names)}</p>
        <div className="bf-field bf-user-action-dialog__field">
          <label className="bf-field__label" htmlFor={id}>
            {t('actions.autoLogin.link')}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="url"
            className="bf-field__control bf-user-auto-login-dialog__link"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <div className="bf-user-auto-login-dialog__buttons">
          <button ref={copyRef} type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} onClick={onCopy}>
            <span className="bf-button__label">{t('actions.autoLogin.copy')}</span>
          </button>
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} onClick={onOpen}>
            <span className="bf-button__label">{t('actions.autoLogin.open')}</span>
          </button>
        </div>
        <p role="status" className={cx('bf-user-auto-login-dialog__copy', copy === 'failed' && 'bf-user-action-dialog__error')}>
          {copy ? t(copy === 'copied' ? 'actions.autoLogin.copied' : 'actions.autoLogin.copyFailed') : null}
        </p>
      </div>
    </Dialog>
  );
}
