// The back office's user actions part: components, styles and texts (namespace `backoffice`, key `actions`).
export {
  ConfirmActionDialog,
  TypedConfirmDialog,
  typedConfirmationMatches,
  type ConfirmActionDialogProps,
  type TypedConfirmDialogProps,
} from './confirm-action-dialog';
export {
  DESTRUCTIVE_USER_ACTIONS,
  USER_ACTION_IDS,
  UserActionButton,
  UserActionsPanel,
  type UserActionButtonProps,
  type UserActionId,
  type UserActionsNote,
  type UserActionsPanelProps,
  type UserActionTarget,
} from './user-actions-panel';
export {
  AutoLoginDialog,
  AvatarDialog,
  ConfirmUserActionDialog,
  DeleteUserDialog,
  type AutoLoginDialogProps,
  type AvatarDialogProps,
  type ConfirmUserActionDialogProps,
  type CopyState,
  type DeleteUserDialogProps,
  type SimpleUserActionId,
} from './user-action-dialogs';
