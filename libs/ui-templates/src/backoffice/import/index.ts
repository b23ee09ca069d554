// The back office's import part: the wizard's steps, its row tables and texts (namespace `backoffice`, key `import`).
export * from './types';
export {
  ImportProblemList,
  ImportRowOutcome,
  ImportStatusBadge,
  ImportStepSection,
  ImportWizard,
  statusTone,
  useProblemText,
  type ImportWizardProps,
} from './import-parts';
export { ImportRowsTable, type ImportRowsTableProps, type ImportTableColumn } from './import-rows-table';
export { ImportFileStep, type ImportChosenFile, type ImportFileStepProps } from './import-file-step';
export { ImportMappingStep, type ImportMappingStepProps } from './import-mapping-step';
export { ImportPreviewStep, type ImportPreviewStepProps } from './import-preview-step';
export { ImportRowEditor, type ImportRowEditorProps } from './import-row-editor';
export { ImportProgressStep, type ImportProgressStepProps, type ImportRunPhase } from './import-progress-step';
export { countStatuses, ImportResultsStep, type ImportResultsStepProps } from './import-results-step';
export { ImportConfirmDialog, type ImportConfirmDialogProps } from './import-confirm-dialog';
