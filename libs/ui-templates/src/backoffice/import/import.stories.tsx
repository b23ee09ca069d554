import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImportConfirmDialog } from './import-confirm-dialog';
import { ImportFileStep } from './import-file-step';
import { manyRows, SAMPLE_PREVIEW_ROWS, SAMPLE_RESULT_ROWS } from './import-fixtures';
import { ImportMappingStep } from './import-mapping-step';
import { ImportWizard } from './import-parts';
import { ImportPreviewStep } from './import-preview-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportResultsStep } from './import-results-step';
import { ImportRowEditor } from './import-row-editor';
import type { ImportMapping, ImportMappingProblem, ImportProblem, ImportRowValues, ImportRowView, ImportTarget } from './types';

const meta: Meta = {
  title: 'Signed in/Back office/Import',
};
export default meta;

type Story = StoryObj;

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 20_000 };

const onFile = fn();

/** Step 1, nothing chosen yet: the labelled file input with its limits. */
export const ChooseFile: Story = {
  render: () => (
    <ImportWizard step="file">
      <ImportFileStep onFile={onFile} {...LIMITS} />
    </ImportWizard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('navigation', { name: 'Import steps' });
    await expect(within(steps).getByText('Choose a file').closest('li')).toHaveAttribute('aria-current', 'step');
    const input = canvas.getByLabelText('CSV file');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await expect(input).toHaveAccessibleDescription(/Up to 10 MB and 20,000 rows/);
    const file = new File(['FirstName,LastName\nAnna,Berg\n'], 'clients.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(onFile).toHaveBeenCalledWith(file);
  },
};

/** Step 1 after a file that cannot be used: the reason beside the field. */
export const ChooseFileError: Story = {
  render: () => (
    <ImportWizard step="file">
      <ImportFileStep onFile={() => undefined} error="The file is empty." {...LIMITS} />
    </ImportWizard>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('CSV file');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The file is empty\./);
  },
};

/** Step 1 while the file is read. */
export const ChooseFileReading: Story = {
  render: () => (
    <ImportWizard step="file">
      <ImportFileStep onFile={() => undefined} reading {...LIMITS} />
    </ImportWizard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Reading the file…');
    await expect(canvas.getByLabelText('CSV file')).toBeDisabled();
  },
};

const HEADERS = ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Land'];
const SAMPLES = ['Jürgen', 'Müller', 'j.mueller@example.de', '+49 30 1234567', 'DE'];

function MappingDemo() {
  const [mapping, setMapping] = useState<ImportMapping>({ FirstName: null, LastName: null, Email: 2, PhoneNumber: null, Country: 4 });
  const [attempt, setAttempt] = useState(0);
  const [problems, setProblems] = useState<Partial<Record<ImportTarget, ImportMappingProblem>>>({});
  const [done, setDone] = useState(false);
  const check = (next: ImportMapping) => {
    const found: Partial<Record<ImportTarget, ImportMappingProblem>> = {};
    if (next.FirstName === null) found.FirstName = 'required';
    if (next.LastName === null) found.LastName = 'required';
    return found;
  };
  return (
    <ImportWizard step="columns">
      <ImportMappingStep
        fileName="kunden.csv"
        headers={HEADERS}
        samples={SAMPLES}
        mapping={mapping}
        problems={problems}
        attempt={attempt}
        onChange={(target, column) => {
          const next = { ...mapping, [target]: column };
          setMapping(next);
          if (attempt > 0) setProblems(check(next));
        }}
        onBack={() => undefined}
        onContinue={() => {
          const found = check(mapping);
          setProblems(found);
          setAttempt((a) => a + 1);
          setDone(Object.keys(found).length === 0);
        }}
      />
      {done ? <output>mapped</output> : null}
    </ImportWizard>
  );
}

/** Step 2: headers that did not match; "Check rows" names the fields still without a column. */
export const MatchColumns: Story = {
  render: () => <MappingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /E-mail/ })).toHaveDisplayValue('E-Mail (e.g. j.mueller@example.de)');
    await userEvent.click(canvas.getByRole('button', { name: 'Check rows' }));
    const first = canvas.getByRole('combobox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription('Choose the column that holds this field.');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.selectOptions(first, 'Vorname (e.g. Jürgen)');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Last name/ }), 'Nachname (e.g. Müller)');
    await userEvent.click(canvas.getByRole('button', { name: 'Check rows' }));
    await expect(canvas.getByText('mapped')).toBeInTheDocument();
  },
};

/** The check the stories use for the editor: the same rules in short. */
const storyCheck = (values: ImportRowValues): ImportProblem[] => {
  const problems: ImportProblem[] = [];
  if (!/^\p{L}[\p{L} .'-]*$/u.test(values.FirstName.trim()))
    problems.push({ code: 'firstNameInvalid', field: 'FirstName', status: 'InvalidFirstName' });
  if (values.LastName.trim() === '') problems.push({ code: 'lastNameMissing', field: 'LastName', status: 'InvalidLastName' });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.Email.trim()))
    problems.push({ code: 'emailInvalid', field: 'Email', status: 'InvalidEmail' });
  return problems;
};

function PreviewDemo({ initial }: { initial: ImportRowView[] }) {
  const [rows, setRows] = useState(initial);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [imported, setImported] = useState(false);
  return (
    <ImportWizard step="check">
      <ImportPreviewStep
        rows={rows}
        onlyProblems={onlyProblems}
        onOnlyProblems={setOnlyProblems}
        onEdit={setEditing}
        onBack={() => undefined}
        onImport={() => setImported(true)}
      />
      <ImportRowEditor
        row={editing === null ? null : (rows.find((r) => r.id === editing) ?? null)}
        check={storyCheck}
        onSave={(id, values) => {
          const problems = storyCheck(values);
          setRows((list) =>
            list.map((r) =>
              r.id === id ? { ...r, values, problems, state: problems.length ? { kind: 'problems' } : { kind: 'ready' } } : r,
            ),
          );
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      {imported ? <output>import started</output> : null}
    </ImportWizard>
  );
}

/** Step 3: the twelve sample rows, the reasons of the held-back ones, the filter and an edit in place. */
export const CheckRows: Story = {
  render: () => <PreviewDemo initial={SAMPLE_PREVIEW_ROWS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rows in the file: 12. Ready to import: 4. With problems: 8.')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Rows of the file' });
    await expect(table).toHaveAttribute('aria-rowcount', '13');
    await expect(within(table).getByText('Row 2 has the same e-mail.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only rows with problems' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '9'));

    await userEvent.click(canvas.getByRole('button', { name: 'Edit row 4' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit row 4' });
    const first = within(dialog).getByRole('textbox', { name: /^First name/ });
    await expect(first).toHaveAccessibleDescription(/may hold only letters/);
    await userEvent.clear(first);
    await userEvent.type(first, 'John');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('The row is ready to import.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '8'));
    await expect(canvas.getByText('Rows in the file: 12. Ready to import: 5. With problems: 7.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Import rows (5)' }));
    await expect(canvas.getByText('import started')).toBeInTheDocument();
  },
};

const TEN_THOUSAND = manyRows(10_000, 97);

/** Step 3 with 10 000 rows: only the rows in view are drawn, the table still counts them all. */
export const CheckTenThousandRows: Story = {
  render: () => <PreviewDemo initial={TEN_THOUSAND} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Rows of the file' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const drawn = within(table).getAllByRole('row');
    await expect(drawn.length).toBeLessThan(80);
    await expect(drawn[1]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('button', { name: 'Import rows (9,897)' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only rows with problems' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '104'));
  },
};

const onCancel = fn();

/** Step 4 under way: the bar, the live line and Cancel. */
export const Importing: Story = {
  render: () => {
    function Demo() {
      const [cancelled, setCancelled] = useState(false);
      return (
        <ImportWizard step="import">
          <ImportProgressStep
            phase="sending"
            progress={{ total: 10_000, done: 3_500, imported: 3_480, failed: 20 }}
            cancelRequested={cancelled}
            onCancel={() => {
              onCancel();
              setCancelled(true);
            }}
            onTryAgain={() => undefined}
            onShowResults={() => undefined}
          />
        </ImportWizard>
      );
    }
    return <Demo />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toHaveAttribute('value', '3500');
    await expect(bar).toHaveAttribute('max', '10000');
    await expect(canvas.getByRole('status')).toHaveTextContent('Rows sent: 3,500 of 10,000 (imported: 3,480, refused: 20).');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(onCancel).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Stopping after the rows being sent…');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Step 4 waiting after the service asked to slow down. */
export const ImportingWaiting: Story = {
  render: () => (
    <ImportWizard step="import">
      <ImportProgressStep
        phase="waiting"
        progress={{ total: 2_000, done: 500, imported: 500, failed: 0 }}
        waitSeconds={12}
        onCancel={() => undefined}
        onTryAgain={() => undefined}
        onShowResults={() => undefined}
      />
    </ImportWizard>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The service asked to slow down. Sending again in 12 s.');
  },
};

const onTryAgain = fn();

/** Step 4 stopped: the service did not answer; "Try again" and "See results". */
export const ImportingStopped: Story = {
  render: () => (
    <ImportWizard step="import">
      <ImportProgressStep
        phase="stopped"
        progress={{ total: 1_200, done: 500, imported: 495, failed: 5 }}
        failure="The service did not answer. The rows of the request under way are looked up before anything is sent again."
        onCancel={() => undefined}
        onTryAgain={onTryAgain}
        onShowResults={() => undefined}
      />
    </ImportWizard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service did not answer.');
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onTryAgain).toHaveBeenCalled();
  },
};

const onDownload = fn();
const onRetry = fn();

function ResultsDemo({ rows, cancelled = false }: { rows: ImportRowView[]; cancelled?: boolean }) {
  const [onlyFailed, setOnlyFailed] = useState(false);
  return (
    <ImportWizard step="results">
      <ImportResultsStep
        rows={rows}
        onlyFailed={onlyFailed}
        onOnlyFailed={setOnlyFailed}
        onEdit={() => undefined}
        onDownload={onDownload}
        onRetry={onRetry}
        retryCount={rows.filter((r) => r.state.kind === 'failed' || r.state.kind === 'ready').length}
        cancelled={cancelled}
        onStartOver={() => undefined}
      />
    </ImportWizard>
  );
}

/** Step 5: every status of the sample file, counted and in the table, the new users linked. */
export const Results: Story = {
  render: () => <ResultsDemo rows={SAMPLE_RESULT_ROWS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rows imported: 2 of 12.')).toBeInTheDocument();
    const counts = canvas.getByRole('list', { name: 'Rows by status' });
    await expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Imported2',
      'Invalid first name1',
      'Invalid last name1',
      'Invalid e-mail2',
      'Duplicate e-mail1',
      'E-mail already in use1',
      'Invalid phone number1',
      'Duplicate phone number1',
      'Phone number already in use1',
      'Invalid country1',
    ]);
    const table = canvas.getByRole('table', { name: 'Import results' });
    await expect(within(table).getByRole('link', { name: 'User 1001' })).toHaveAttribute('href', '#user-1001');
    await expect(within(table).queryByRole('button', { name: 'Edit row 2' })).toBeNull();
    await expect(within(table).getByRole('button', { name: 'Edit row 8' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download results' }));
    await expect(onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry failed rows (2)' }));
    await expect(onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only rows not imported' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '11'));
  },
};

/** Step 5 after Cancel: rows not sent, and one whose answer was lost. */
export const ResultsCancelled: Story = {
  render: () => (
    <ResultsDemo
      cancelled
      rows={manyRows(40).map((row, i) =>
        i < 20
          ? { ...row, state: { kind: 'imported', userId: 5000 + i, href: `#user-${5000 + i}` }, editable: false }
          : i < 25
            ? { ...row, state: { kind: 'unknown' }, editable: false }
            : row,
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('The import was cancelled.');
    const counts = canvas.getByRole('list', { name: 'Rows by status' });
    await expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Imported20', 'Not sent15', 'Outcome unknown5']);
  },
};

/** The leave confirmation while an import runs. */
export const LeaveWhileImporting: Story = {
  render: () => <ImportConfirmDialog kind="leave" open onConfirm={() => undefined} onCancel={() => undefined} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Leave the import?' });
    await expect(dialog).toHaveAccessibleDescription(/An import is running/);
    await expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
  },
};
