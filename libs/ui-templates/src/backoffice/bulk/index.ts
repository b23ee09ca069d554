// The back office's bulk part: components, styles and texts (namespace `backoffice`).
export { BulkBar, type BulkBarProps } from './bulk-bar';
export { BulkDialog, type BulkDialogProps, type BulkDialogView } from './bulk-dialog';
export { BulkProgress, type BulkProgressProps } from './bulk-progress';
export {
  BulkOutcomeTable,
  countOutcomes,
  OUTCOME_ROWS_STEP,
  type BulkOutcomeFilter,
  type BulkOutcomeTableProps,
} from './bulk-outcome-table';
export { AccountManagerPicker, type AccountManagerPickerProps } from './account-manager-picker';
export {
  BULK_ACTION_IDS,
  type AccountManagerOption,
  type BulkActionId,
  type BulkOutcomeRow,
  type BulkRowState,
  type BulkSkipReasonId,
} from './bulk-types';
