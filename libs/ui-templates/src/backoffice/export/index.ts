// The back office's export part: "Export CSV" and the outcome of an export (namespace `backoffice`, key `export`).
export { ExportCsvButton, type ExportCsvButtonProps, type ExportOutcome } from './export-csv-button';
