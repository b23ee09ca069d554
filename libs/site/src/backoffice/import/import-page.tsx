import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { formatNumber } from '@brokerfront/i18n';
import { getCountries, type ImportUserRow } from '@brokerfront/identity-api';
import { identityApi } from '@brokerfront/identity-api/redux';
import {
  ClientPage,
  formatByteSize,
  ImportConfirmDialog,
  ImportFileStep,
  ImportMappingStep,
  ImportPreviewStep,
  ImportProgressStep,
  ImportResultsStep,
  ImportRowEditor,
  importRowStatus,
  ImportWizard,
  type ImportMapping,
  type ImportRowStatusKey,
  type ImportRowValues,
  type ImportRowView,
  type ImportStep,
  type ImportTarget,
} from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { useServiceErrorText } from '../../client/service-errors';
import { DocumentHead } from '../../head/document-head';
import { useLocalizedPath } from '../../i18n/localized-link';
import { ROUTE_PATHS, userPath } from '../../paths';
import { BackOfficeGuard } from '../back-office-guard';
import { autoMap, emptyMapping, mappingProblems, valuesOf } from './column-mapping';
import { CSV_ACCEPT, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, readCsvFile, type CsvProblem, type CsvTable } from './csv-file';
import { createImportJob, emailLookupQuery, type ImportJob, type ImportTransport } from './import-job';
import { buildRowViews, resultsCsvRows, rowsToImport } from './import-rows';
import { checkRows, createCountryIndex, draftChecker, type RowToCheck } from './pre-check';
import { resultsCsv, resultsFileName } from './results-csv';

/**
 * The import's calls through the store: `ImportAffiliateUsers` (its cache entry dropped once answered) and
 * the look-up of users by e-mail (Search, not kept subscribed). Failures reject with the store's
 * `IdentityApiError` (status and envelope errors), which the job sorts.
 */
export function createStoreImportTransport(dispatch: AppDispatch): ImportTransport {
  return {
    async importUsers(users: ImportUserRow[]) {
      const request = dispatch(identityApi.endpoints.importAffiliateUsers.initiate({ Users: users }));
      try {
        return (await request.unwrap()).Results;
      } finally {
        request.reset();
      }
    },
    async findUsersByEmail(emails: string[]) {
      const request = dispatch(
        identityApi.endpoints.searchUsers.initiate(emailLookupQuery(emails), { subscribe: false, forceRefetch: true }),
      );
      const page = await request.unwrap();
      return page.Items.map((user) => ({ Id: user.Id, Email: user.Email, FirstName: user.FirstName, LastName: user.LastName }));
    },
  };
}

/** Saves text as a file through a Blob and a link with `download` (a BOM first, so spreadsheets read UTF-8). */
function saveCsvFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file read, as the wizard keeps it. */
interface ChosenFile {
  name: string;
  /** Its size in bytes (shown with its name). */
  size: number;
  table: CsvTable;
}

const RUNNING = new Set(['checking', 'sending', 'waiting']);

/**
 * `/backoffice/import`: the import wizard. 1) a CSV file is read in the browser (papaparse); 2) its columns
 * are matched to the import's fields (guessed from the headers); 3) every row is checked (reasons per row,
 * rows with problems held back until fixed in place); 4) the rows are sent through `ImportAffiliateUsers` in
 * chunks with a progress bar and Cancel; 5) the result of each row, the counts per status, "Download
 * results" and "Retry failed rows". The import's book ({@link createImportJob}) makes sure no row is ever
 * imported twice. The wizard keeps its state while the page is open; leaving during an import asks first.
 */
export function ImportUsersPage() {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || app.defaultLanguage.prefix;
  const localize = useLocalizedPath();
  const serviceText = useServiceErrorText();
  const dispatch = useAppDispatch();
  const n = useCallback((value: number) => formatNumber(value, language), [language]);

  const [job, setJob] = useState<ImportJob>(() => createImportJob(createStoreImportTransport(dispatch)));
  const jobState = useSyncExternalStore(job.subscribe, job.getState);
  const [step, setStep] = useState<ImportStep>('file');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>(emptyMapping);
  const [attempt, setAttempt] = useState(0);
  const [edits, setEdits] = useState<ReadonlyMap<number, ImportRowValues>>(() => new Map());
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const readToken = useRef(0);

  // Rows, checks and views: derived from the file, the mapping, the edits and the book.
  const countryList = useMemo(() => getCountries(language), [language]);
  const countryIndex = useMemo(() => createCountryIndex([countryList]), [countryList]);
  const countryNames = useMemo(() => new Map(countryList.map((c) => [c.iso2, c.name])), [countryList]);
  // Rows are read through the mapping and checked from the check step on: reading the file and matching its columns
  // stay separate tasks from checking ten thousand rows, and a change of mapping costs nothing until then.
  const checking = step === 'check' || step === 'import' || step === 'results';
  const rows = useMemo<RowToCheck[]>(
    () =>
      file && checking ? file.table.rows.map((row, id) => ({ line: row.line, values: edits.get(id) ?? valuesOf(row.cells, mapping) })) : [],
    [file, mapping, edits, checking],
  );
  const checked = useMemo(() => checkRows(rows, countryIndex), [rows, countryIndex]);
  const views = useMemo(
    () =>
      buildRowViews(rows, checked, jobState.outcomes, {
        href: (userId) => localize(userPath(userId)),
        countryName: (iso2) => countryNames.get(iso2),
      }),
    [rows, checked, jobState.outcomes, localize, countryNames],
  );
  const retryRows = useMemo(() => rowsToImport(views, checked, true), [views, checked]);
  const running = RUNNING.has(jobState.phase);

  // The run's end opens the results; a stop on an error stays on the progress step with the reason.
  useEffect(() => {
    if (step === 'import' && (jobState.phase === 'done' || jobState.phase === 'cancelled')) setStep('results');
  }, [step, jobState.phase]);

  // The countdown of a wait after "too many requests".
  useEffect(() => {
    if (jobState.phase !== 'waiting') return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [jobState.phase]);

  // Leaving: in the app, a confirmation; closing or reloading the tab, the browser's own.
  const blocker = useBlocker(running);
  useEffect(() => {
    if (!running) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [running]);
  // Gone from the page: a run stops after the request under way.
  useEffect(() => () => job.cancel(), [job]);

  const problemText = (problem: CsvProblem): string => {
    switch (problem.code) {
      case 'tooLarge':
        return t('import.file.errors.tooLarge', {
          size: formatByteSize(problem.size, language),
          max: formatByteSize(problem.max, language),
        });
      case 'tooManyRows':
        return t('import.file.errors.tooManyRows', { rows: n(problem.rows), max: n(problem.max) });
      case 'malformed':
        return t('import.file.errors.malformed', { line: problem.line });
      default:
        return t(`import.file.errors.${problem.code}`);
    }
  };

  const onFile = (chosen: File) => {
    const token = ++readToken.current;
    setReading(true);
    setFileError(null);
    void readCsvFile(chosen).then((result) => {
      if (token !== readToken.current) return;
      setReading(false);
      if (!result.ok) {
        setFileError(problemText(result.problem));
        return;
      }
      setFile({ name: chosen.name, size: chosen.size, table: result.table });
      setMapping(autoMap(result.table.headers));
      setEdits(new Map());
      setAttempt(0);
      setOnlyProblems(false);
      setStep('columns');
    });
  };

  const shownMappingProblems = attempt > 0 ? mappingProblems(mapping) : {};
  const onMappingContinue = () => {
    setAttempt((a) => a + 1);
    if (Object.keys(mappingProblems(mapping)).length === 0) setStep('check');
  };
  const onMappingChange = (target: ImportTarget, column: number | null) => {
    // Rows edited by hand keep their edits (nothing typed is lost); the others are read afresh.
    setMapping((current) => ({ ...current, [target]: column }));
  };

  const startRun = (retry: boolean) => {
    void job.run(rowsToImport(views, checked, retry));
    setStep('import');
  };

  const editingView = editing === null ? null : (views[editing] ?? null);
  const editorCheck = useMemo(() => {
    if (editing === null) return () => [];
    const check = draftChecker(rows, editing, countryIndex);
    return (values: ImportRowValues) => check(values).problems;
  }, [editing, rows, countryIndex]);
  const onSaveEdit = (id: number, values: ImportRowValues) => {
    setEditing(null);
    if (!views[id]?.editable) return;
    setEdits((current) => new Map(current).set(id, values));
  };

  const rowMessage = (view: ImportRowView, status: ImportRowStatusKey) => {
    const details: string[] = [];
    if (view.state.kind === 'problems')
      details.push(...view.problems.map((problem) => t(`import.problems.${problem.code}`, { line: problem.line })));
    if (view.state.kind === 'failed' && view.state.edited) details.push(t('import.state.edited'));
    if (view.state.kind === 'imported' && view.state.found) details.push(t('import.state.found'));
    if (view.state.kind === 'unknown') details.push(t('import.state.unknown'));
    const text = t(`import.status.${status}`);
    return details.length ? `${text}: ${details.join(' ')}` : text;
  };
  const onDownload = () => {
    if (!file) return;
    saveCsvFile(resultsFileName(file.name), resultsCsv(resultsCsvRows(views, checked, jobState.outcomes, importRowStatus, rowMessage)));
  };

  const startOver = () => {
    setConfirmStartOver(false);
    job.cancel();
    setJob(createImportJob(createStoreImportTransport(dispatch)));
    readToken.current++;
    setFile(null);
    setFileError(null);
    setReading(false);
    setMapping(emptyMapping());
    setEdits(new Map());
    setAttempt(0);
    setOnlyProblems(false);
    setOnlyFailed(false);
    setStep('file');
  };

  const failureText = () => {
    const failure = jobState.failure;
    if (!failure) return null;
    if (failure.kind === 'refused') return t('import.run.refused', { message: serviceText(failure.error) });
    return t(`import.run.${failure.kind}`);
  };

  let body;
  if (step === 'file') {
    body = (
      <ImportFileStep
        onFile={onFile}
        reading={reading}
        error={fileError}
        chosen={file ? { name: file.name, size: file.size, rows: file.table.rows.length, columns: file.table.headers.length } : null}
        onContinue={() => setStep('columns')}
        accept={CSV_ACCEPT}
        maxBytes={MAX_IMPORT_FILE_BYTES}
        maxRows={MAX_IMPORT_ROWS}
      />
    );
  } else if (step === 'columns' && file) {
    body = (
      <ImportMappingStep
        fileName={file.name}
        headers={file.table.headers}
        samples={file.table.rows[0]?.cells}
        mapping={mapping}
        problems={shownMappingProblems}
        attempt={attempt}
        onChange={onMappingChange}
        onBack={() => setStep('file')}
        onContinue={onMappingContinue}
      />
    );
  } else if (step === 'check') {
    body = (
      <ImportPreviewStep
        rows={views}
        onlyProblems={onlyProblems}
        onOnlyProblems={setOnlyProblems}
        onEdit={setEditing}
        onBack={() => setStep('columns')}
        onImport={() => startRun(false)}
      />
    );
  } else if (step === 'import') {
    body = (
      <ImportProgressStep
        phase={jobState.phase === 'idle' ? 'sending' : jobState.phase}
        progress={jobState.progress}
        cancelRequested={jobState.cancelRequested}
        waitSeconds={jobState.resumeAt === null ? null : (jobState.resumeAt - now) / 1000}
        failure={failureText()}
        onCancel={() => job.cancel()}
        onTryAgain={() => startRun(true)}
        onShowResults={() => setStep('results')}
      />
    );
  } else {
    body = (
      <ImportResultsStep
        rows={views}
        onlyFailed={onlyFailed}
        onOnlyFailed={setOnlyFailed}
        onEdit={setEditing}
        onDownload={onDownload}
        onRetry={() => startRun(true)}
        retryCount={retryRows.length}
        cancelled={jobState.phase === 'cancelled'}
        onStartOver={() => setConfirmStartOver(true)}
      />
    );
  }

  return (
    <>
      <DocumentHead
        title={t('import.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.backOfficeImport}
      />
      <ClientPage title={t('import.title')} lead={t('import.lead')}>
        <ImportWizard step={step}>{body}</ImportWizard>
      </ClientPage>
      <ImportRowEditor row={editingView} check={editorCheck} onSave={onSaveEdit} onClose={() => setEditing(null)} />
      <ImportConfirmDialog kind="startOver" open={confirmStartOver} onConfirm={startOver} onCancel={() => setConfirmStartOver(false)} />
      <ImportConfirmDialog
        kind="leave"
        open={blocker.state === 'blocked'}
        onConfirm={() => {
          job.cancel();
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

/** `/backoffice/import`: signed-in employees with `users.read` and `users.import`. */
export function ImportUsersRoute() {
  return (
    <BackOfficeGuard permission="users.import">
      <ImportUsersPage />
    </BackOfficeGuard>
  );
}
