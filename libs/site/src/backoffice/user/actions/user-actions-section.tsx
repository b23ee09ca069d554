import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, SendCredentialsStatus, UserType, type EnvelopeError, type User } from '@brokerfront/identity-api';
import {
  useCreateAutoLoginMutation,
  useDeleteUserMutation,
  usePromoteMutation,
  useSendCredentialsForClientsMutation,
  useSetAvatarMutation,
  useSetIsArchivedMutation,
  useSetIsBlockedMutation,
} from '@brokerfront/identity-api/redux';
import type { PermissionName } from '@brokerfront/permissions';
import { Can, usePermission, usePermissionsPending } from '@brokerfront/permissions/react';
import {
  AutoLoginDialog,
  AvatarDialog,
  AVATAR_MAX_BYTES,
  ConfirmUserActionDialog,
  DeleteUserDialog,
  formatByteSize,
  UserActionButton,
  UserActionsPanel,
  type CopyState,
  type SimpleUserActionId,
  type UserActionId,
  type UserActionTarget,
} from '@brokerfront/ui-templates';
import { useAvatarUrl } from '../../../client/avatar';
import { envelopeErrorsOf, joinErrorTexts, useServiceErrorText } from '../../../client/service-errors';
import { useLocalizedPath } from '../../../i18n/localized-link';
import { pathTo } from '../../../paths';
import type { UserSectionProps } from '../user-section-props';
import { chooseAutoLoginLink } from './auto-login-link';
import { deletedUserState } from './deleted-user-notice';

/** The permission each action needs on the user (one action per permission: its button keeps its place). */
export const USER_ACTION_PERMISSIONS: Readonly<Record<UserActionId, PermissionName>> = Object.freeze({
  promote: 'users.update',
  sendCredentials: 'users.send-credentials',
  avatar: 'users.avatar',
  autoLogin: 'users.auto-login',
  block: 'users.block',
  unblock: 'users.block',
  archive: 'users.archive',
  unarchive: 'users.archive',
  delete: 'users.delete',
});

/**
 * The actions offered on `user` to the signed-in employee, in the panel's order: each with its permission on
 * this user, and only where it applies (Promote for clients not fully registered; Send credentials and
 * "Log in as client" for clients; Block or Unblock, Archive or Unarchive after the user's state).
 */
function useOfferedActions(user: User): UserActionId[] {
  const may = {
    update: usePermission('users.update', user.Id),
    credentials: usePermission('users.send-credentials', user.Id),
    avatar: usePermission('users.avatar', user.Id),
    autoLogin: usePermission('users.auto-login', user.Id),
    block: usePermission('users.block', user.Id),
    archive: usePermission('users.archive', user.Id),
    delete: usePermission('users.delete', user.Id),
  };
  const client = user.UserType === UserType.Individual;
  const offered: UserActionId[] = [];
  if (client && !user.IsFullyRegistered && may.update) offered.push('promote');
  if (client && may.credentials) offered.push('sendCredentials');
  if (may.avatar) offered.push('avatar');
  if (client && may.autoLogin) offered.push('autoLogin');
  if (may.block) offered.push(user.IsBlocked ? 'unblock' : 'block');
  if (may.archive) offered.push(user.IsArchived ? 'unarchive' : 'archive');
  if (may.delete) offered.push('delete');
  return offered;
}

export { autoLoginLinkOf } from './auto-login-link';

/** A `SendCredentialsForClients` answer other than Success (the dialog says it in words). */
class CredentialsNotSent extends Error {
  constructor(readonly status: string) {
    super(`SendCredentialsForClients: ${status}`);
  }
}

type OpenDialog =
  | { action: SimpleUserActionId }
  | { action: 'delete' }
  | { action: 'avatar' }
  | { action: 'autoLogin'; link: string | null; copy: CopyState };

/**
 * The guarded actions on one user: Promote, Send credentials, Change avatar, "Log in as client", Block or
 * Unblock, Archive or Unarchive, and Delete — each behind its permission on this user (`<Can>`) and a
 * confirmation that names the user and the consequence. The outcome is announced; a refusal shows in words
 * in the dialog, which stays open. Delete asks for the user's e-mail address to be typed and then goes to
 * the users list with a notice. "Log in as client" (clients only) warns first, then gives the sign-in
 * link (on the site the service names, when it is this one or its configured origin) with Copy and Open.
 * None on the employee's own record; without any permission, a short note.
 */
export function UserActionsSection({ user, ownRecord }: UserSectionProps) {
  const { t, i18n } = useTranslation('backoffice');
  const app = useAppConfig();
  const errorText = useServiceErrorText();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const pending = usePermissionsPending();
  const offered = useOfferedActions(user);
  const avatarUrl = useAvatarUrl(user);
  const [setBlocked] = useSetIsBlockedMutation();
  const [setArchived] = useSetIsArchivedMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [promote] = usePromoteMutation();
  const [sendCredentials] = useSendCredentialsForClientsMutation();
  const [setAvatar] = useSetAvatarMutation();
  const [createAutoLogin] = useCreateAutoLoginMutation();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // One call at a time, even when pressed twice before the busy state is drawn.
  const inFlight = useRef(false);

  if (ownRecord) return <UserActionsPanel note="own" />;
  if (offered.length === 0) return <UserActionsPanel note={pending ? 'pending' : 'none'} />;

  const target: UserActionTarget = { name: fullNameOf(user), email: user.Email };
  const names = { name: target.name, email: target.email };

  /** An avatar's refusal in words: this page's own for a file too large or not an image, else the service's. */
  const avatarErrorText = (error: EnvelopeError): string => {
    if (error.Code === 'payload_too_large') {
      return t('actions.avatar.errors.tooLarge', { max: formatByteSize(AVATAR_MAX_BYTES, i18n.language || 'en') });
    }
    if (error.Code === 'unsupported_media_type') return t('actions.avatar.errors.media');
    if (error.Code === 'invalid_request' && typeof error.Data === 'string' && error.Data.startsWith('File: not')) {
      return t('actions.avatar.errors.media');
    }
    return errorText(error);
  };

  /**
   * A refusal in words: every error the service gave (§8 texts, joined by commas), with this page's own
   * words for an avatar's file or the credentials' status.
   */
  const describe = (action: UserActionId, failure: unknown): string => {
    if (failure instanceof CredentialsNotSent) {
      const known = (Object.values(SendCredentialsStatus) as string[]).includes(failure.status);
      return t(`actions.sendCredentials.status.${known ? failure.status : SendCredentialsStatus.Other}`, names);
    }
    const errors = envelopeErrorsOf(failure);
    if (action === 'avatar' && errors.length > 0) return joinErrorTexts(errors.map(avatarErrorText));
    return errorText(failure);
  };

  /**
   * Runs a confirmed action. `call` answers what to do on success (close the dialog, announce the outcome),
   * done together with leaving the busy state, so that the buttons are enabled again when focus returns.
   * A refusal stays in the dialog, in words.
   */
  const run = async (action: UserActionId, call: () => Promise<() => void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    let after: (() => void) | null = null;
    try {
      after = await call();
    } catch (failure) {
      setError(describe(action, failure));
    }
    inFlight.current = false;
    setBusy(false);
    after?.();
  };

  const finish = (message: string) => () => {
    setOpen(null);
    setStatus(message);
  };

  const start = (action: UserActionId) => {
    setStatus(null);
    setError(null);
    setOpen(action === 'autoLogin' ? { action, link: null, copy: null } : ({ action } as OpenDialog));
  };

  const close = () => {
    setOpen(null);
    setError(null);
  };

  const confirmSimple = (action: SimpleUserActionId) =>
    run(action, async () => {
      switch (action) {
        case 'block':
        case 'unblock':
          await setBlocked({ id: user.Id, isBlocked: action === 'block' }).unwrap();
          break;
        case 'archive':
        case 'unarchive':
          await setArchived({ UserId: user.Id, IsArchived: action === 'archive' }).unwrap();
          break;
        case 'promote':
          await promote({ UserIds: [user.Id] }).unwrap();
          break;
        case 'sendCredentials': {
          const answer = await sendCredentials({ UserIds: [user.Id] }).unwrap();
          if (answer.Status !== SendCredentialsStatus.Success) throw new CredentialsNotSent(answer.Status);
          return finish(t('actions.sendCredentials.status.Success', names));
        }
      }
      return finish(t(`actions.${action}.done`, names));
    });

  const confirmDelete = () =>
    run('delete', async () => {
      await deleteUser(user.Id).unwrap();
      return () => {
        setOpen(null);
        void navigate(localize(pathTo('backOfficeUsers')), { state: deletedUserState(user.Id, target.name) });
      };
    });

  const upload = (file: File) =>
    run('avatar', async () => {
      await setAvatar({ id: user.Id, file, fileName: file.name }).unwrap();
      return finish(t('actions.avatar.done', names));
    });

  const createLink = () =>
    run('autoLogin', async () => {
      const answer = await createAutoLogin(user.Id).unwrap();
      // The answer's URL chooses the site (this one or its configured origin, never another host); the page is ours.
      const { link, refused } = chooseAutoLoginLink(answer, {
        ownOrigin: window.location.origin,
        configuredOrigin: app.origin,
        localizedPath: localize(pathTo('autoLogin')),
      });
      if (refused && refused.reason !== 'missing') {
        // Never the URL itself: it holds the token.
        console.warn(
          refused.reason === 'foreign'
            ? `CreateAutoLogin named ${refused.origin}, which is neither this site nor its configured origin: the link leads to this site.`
            : 'CreateAutoLogin answered a URL that is not an http(s) address: the link leads to this site.',
        );
      }
      return () => {
        setOpen({ action: 'autoLogin', link, copy: null });
        setStatus(t('actions.autoLogin.done', names));
      };
    });

  const copyLink = async (link: string) => {
    const copied = (copy: CopyState) => setOpen((current) => (current?.action === 'autoLogin' ? { ...current, copy } : current));
    copied(null);
    try {
      await navigator.clipboard.writeText(link);
      copied('copied');
    } catch {
      copied('failed');
    }
  };

  let dialog = null;
  if (open) {
    const common = { user: target, busy, error, onCancel: close };
    switch (open.action) {
      case 'delete':
        dialog = <DeleteUserDialog {...common} onConfirm={() => void confirmDelete()} />;
        break;
      case 'avatar':
        dialog = (
          <AvatarDialog {...common} currentAvatarUrl={avatarUrl} onUpload={(file) => void upload(file)} onChoose={() => setError(null)} />
        );
        break;
      case 'autoLogin': {
        const { link, copy } = open;
        dialog = (
          <AutoLoginDialog
            {...common}
            link={link}
            copy={copy}
            onCreate={() => void createLink()}
            onCopy={() => link && void copyLink(link)}
            onOpen={() => link && window.open(link, '_blank', 'noopener,noreferrer')}
          />
        );
        break;
      }
      default: {
        const action = open.action;
        dialog = <ConfirmUserActionDialog {...common} action={action} onConfirm={() => void confirmSimple(action)} />;
      }
    }
  }

  return (
    <UserActionsPanel status={status}>
      {offered.map((action) => (
        <Can key={USER_ACTION_PERMISSIONS[action]} permission={USER_ACTION_PERMISSIONS[action]} resourceId={user.Id}>
          <UserActionButton action={action} disabled={busy} onClick={() => start(action)} />
        </Can>
      ))}
      {dialog}
    </UserActionsPanel>
  );
}
