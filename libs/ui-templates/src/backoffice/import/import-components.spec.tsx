import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { ImportFileStep } from './import-file-step';
import { manyRows, SAMPLE_PREVIEW_ROWS, SAMPLE_RESULT_ROWS } from './import-fixtures';
import { ImportMappingStep } from './import-mapping-step';
import { ImportWizard } from './import-parts';
import { ImportPreviewStep } from './import-preview-step';
import { ImportProgressStep } from './import-progress-step';
import { countStatuses, ImportResultsStep } from './import-results-step';
import { ImportRowEditor } from './import-row-editor';
import { ImportRowsTable } from './import-rows-table';
import { importRowStatus, type ImportStep } from './types';

const renderUi = rendererWith(backofficeResources({ en, de }));

const noop = () => undefined;
const LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 20_000 };

describe('ImportWizard', () => {
  function Steps() {
    const [step, setStep] = useState<ImportStep>('file');
    return (
      <ImportWizard step={step}>
        <section>
          <h2 tabIndex={-1}>Heading of {step}</h2>
          <button type="button" onClick={() => setStep('columns')}>
            go on
          </button>
        </section>
      </ImportWizard>
    );
  }

  it('marks the current step and the done ones, and moves the focus to a new step’s heading', async () => {
    renderUi(<Steps />);
    const steps = within(screen.getByRole('navigation', { name: 'Import steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    // The first step does not take the focus on its own.
    expect(screen.getByRole('heading', { name: 'Heading of file' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'go on' }));
    expect(screen.getByRole('heading', { name: 'Heading of columns' })).toHaveFocus();
    const after = within(screen.getByRole('navigation', { name: 'Import steps' })).getAllByRole('listitem');
    expect(after[0]).toHaveTextContent('Choose a file (done)');
    expect(after[1]).toHaveAttribute('aria-current', 'step');
  });
});

describe('ImportFileStep', () => {
  const drop = (target: Element, files: File[]) => {
    const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
  };

  it('takes a dropped file, and refuses several at once', () => {
    const onFile = jest.fn();
    const { container } = renderUi(<ImportFileStep onFile={onFile} {...LIMITS} />);
    const zone = container.querySelector('.bf-file-upload__zone') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'], dropEffect: 'none' } });
    expect(zone).toHaveClass('bf-file-upload__zone--active');
    const a = new File(['Email\na@example.com'], 'a.csv', { type: 'text/csv' });
    drop(zone, [a, a]);
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(/Drop one file at a time\./);
    drop(zone, [a]);
    expect(onFile).toHaveBeenCalledWith(a);
    expect(zone).not.toHaveClass('bf-file-upload__zone--active');
  });

  it('recalls the file read last and goes on with it', async () => {
    const onContinue = jest.fn();
    renderUi(
      <ImportFileStep onFile={noop} chosen={{ name: 'clients.csv', rows: 12_000, columns: 5 }} onContinue={onContinue} {...LIMITS} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('clients.csv · rows: 12,000 · columns: 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('speaks the interface language', () => {
    renderUi(<ImportFileStep onFile={noop} {...LIMITS} />, 'de');
    expect(screen.getByLabelText('CSV-Datei')).toHaveAccessibleDescription(/Bis zu 10 MB und 20.000 Zeilen/);
  });
});

describe('ImportMappingStep', () => {
  it('offers every column by header and sample, and reports choices', async () => {
    const onChange = jest.fn();
    renderUi(
      <ImportMappingStep
        fileName="x.csv"
        headers={['Mail', '']}
        samples={['a@example.com', 'x'.repeat(40)]}
        mapping={{ FirstName: null, LastName: null, Email: 0, PhoneNumber: null, Country: null }}
        onChange={onChange}
        onBack={noop}
        onContinue={noop}
      />,
    );
    const phone = screen.getByRole('combobox', { name: 'Phone number (optional)' });
    expect(
      within(phone)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not in the file', 'Mail (e.g. a@example.com)', `Column 2 (e.g. ${'x'.repeat(31)}…)`]);
    await userEvent.selectOptions(phone, 'Mail (e.g. a@example.com)');
    expect(onChange).toHaveBeenCalledWith('PhoneNumber', 0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mail (required)' }), 'Not in the file');
    expect(onChange).toHaveBeenCalledWith('Email', null);
  });
});

describe('ImportRowsTable', () => {
  it('draws only the rows in view, and the rows further down once scrolled there', () => {
    const rows = manyRows(10_000);
    renderUi(
      <ImportRowsTable
        label="Rows"
        rows={rows}
        emptyText="none"
        columns={[
          { id: 'line', header: 'Row', width: '4rem', rowHeader: true, cell: (row) => row.line },
          { id: 'email', header: 'E-mail', width: '1fr', cell: (row) => row.values.Email },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'E-mail']);
    const first = within(table).getAllByRole('row');
    expect(first.length).toBeLessThan(60);
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeInTheDocument();
    expect(within(table).queryByText('user5000@example.com')).toBeNull();

    const region = screen.getByRole('region', { name: 'Rows' });
    act(() => {
      region.scrollTop = 5000 * 52;
      fireEvent.scroll(region);
    });
    const row = within(table).getByText('user5000@example.com').closest('[role="row"]');
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(within(table).queryByText('user0@example.com')).toBeNull();
  });

  it('is as wide as its columns’ least widths, in a labelled region, the buttons’ column kept in view', () => {
    renderUi(
      <ImportPreviewStep
        rows={SAMPLE_PREVIEW_ROWS}
        onlyProblems={false}
        onOnlyProblems={noop}
        onEdit={noop}
        onBack={noop}
        onImport={noop}
      />,
    );
    const region = screen.getByRole('region', { name: 'Rows of the file' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    // 5 + 5.5 + 5.5 + 9 + 9.5 + 5.5 + 10 + 8: what the back office's content area holds at 1280 px.
    expect(table.style.getPropertyValue('--bf-import-min-width')).toBe('58rem');
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveClass('bf-scroll-region__sticky-end');
    const edit = within(table).getAllByRole('button', { name: /^Edit row/ })[0];
    expect(edit.closest('[role="cell"]')).toHaveClass('bf-scroll-region__sticky-end');
  });

  it('says so when there are no rows', () => {
    renderUi(<ImportRowsTable label="Rows" rows={[]} emptyText="Nothing here." columns={[]} />);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows' })).toHaveAttribute('aria-rowcount', '1');
  });
});

describe('ImportRowEditor', () => {
  const row = SAMPLE_PREVIEW_ROWS[4];

  it('keeps the row as it was on Cancel and on Escape', async () => {
    const onSave = jest.fn();
    const onClose = jest.fn();
    renderUi(<ImportRowEditor row={row} check={() => []} onSave={onSave} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit row 6' });
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    expect(screen.getByRole('dialog')).toBe(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'x');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves what was typed, problems or not', async () => {
    const onSave = jest.fn();
    renderUi(
      <ImportRowEditor
        row={row}
        check={(values) => (values.Email.includes('@') ? [] : [{ code: 'emailInvalid', field: 'Email', status: 'InvalidEmail' }])}
        onSave={onSave}
        onClose={noop}
      />,
    );
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('The e-mail is not a valid address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(row.id, row.values);
    await userEvent.clear(email);
    await userEvent.type(email, 'dora@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(row.id, { ...row.values, Email: 'dora@example.com' });
  });
});

describe('statuses', () => {
  it('gives each row its status: imported, refused, held back by its first problem, not sent, unknown', () => {
    expect(SAMPLE_RESULT_ROWS.map(importRowStatus)).toEqual([
      'Success',
      'Success',
      'InvalidFirstName',
      'InvalidLastName',
      'InvalidEmail',
      'DuplicateEmail',
      'EmailAlreadyInUse',
      'InvalidPhoneNumber',
      'DuplicatePhoneNumber',
      'PhoneNumberAlreadyInUse',
      'InvalidCountry',
      'InvalidEmail',
    ]);
    expect(importRowStatus({ state: { kind: 'ready' }, problems: [] })).toBe('NotSent');
    expect(importRowStatus({ state: { kind: 'unknown' }, problems: [] })).toBe('Unknown');
    expect(countStatuses(SAMPLE_RESULT_ROWS).find((c) => c.status === 'InvalidEmail')).toEqual({ status: 'InvalidEmail', count: 2 });
  });

  it('says how an edited refused row, a found row and a lost answer stand', () => {
    const rows = [
      { ...SAMPLE_RESULT_ROWS[6], state: { kind: 'failed' as const, status: 'EmailAlreadyInUse' as const, edited: true } },
      { ...SAMPLE_RESULT_ROWS[0], state: { kind: 'imported' as const, userId: 9, href: '#9', found: true } },
      { ...SAMPLE_RESULT_ROWS[9], state: { kind: 'unknown' as const }, editable: false },
    ];
    renderUi(
      <ImportResultsStep
        rows={rows}
        onlyFailed={false}
        onOnlyFailed={noop}
        onEdit={noop}
        onDownload={noop}
        onRetry={noop}
        retryCount={0}
        onStartOver={noop}
      />,
    );
    expect(screen.getByText('Edited: sent again on retry.')).toBeInTheDocument();
    expect(screen.getByText('Found by e-mail after the answer was lost.')).toBeInTheDocument();
    expect(screen.getByText('The answer was lost: the row is looked up before it is sent again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry failed rows (0)' })).toBeDisabled();
  });
});

describe('accessibility', () => {
  it.each([
    ['choose a file', <ImportFileStep key="f" onFile={noop} error="The file is empty." {...LIMITS} />, 'file'],
    [
      'match columns',
      <ImportMappingStep
        key="m"
        fileName="x.csv"
        headers={['First', 'Last']}
        mapping={{ FirstName: 0, LastName: 1, Email: null, PhoneNumber: null, Country: null }}
        problems={{ Email: 'required', Country: 'required' }}
        attempt={1}
        onChange={noop}
        onBack={noop}
        onContinue={noop}
      />,
      'columns',
    ],
    [
      'check rows',
      <ImportPreviewStep
        key="p"
        rows={SAMPLE_PREVIEW_ROWS}
        onlyProblems={false}
        onOnlyProblems={noop}
        onEdit={noop}
        onBack={noop}
        onImport={noop}
      />,
      'check',
    ],
    [
      'import',
      <ImportProgressStep
        key="i"
        phase="sending"
        progress={{ total: 100, done: 50, imported: 49, failed: 1 }}
        onCancel={noop}
        onTryAgain={noop}
        onShowResults={noop}
      />,
      'import',
    ],
    [
      'results',
      <ImportResultsStep
        key="r"
        rows={SAMPLE_RESULT_ROWS}
        onlyFailed={false}
        onOnlyFailed={noop}
        onEdit={noop}
        onDownload={noop}
        onRetry={noop}
        retryCount={2}
        onStartOver={noop}
      />,
      'results',
    ],
  ] as const)('has no serious or critical axe issue: %s', async (_name, step, id) => {
    const { container } = renderUi(<ImportWizard step={id}>{step}</ImportWizard>);
    await expectNoSeriousAxeIssues(container);
  });

  it('has no serious or critical axe issue: the row editor', async () => {
    renderUi(<ImportRowEditor row={SAMPLE_PREVIEW_ROWS[2]} check={() => []} onSave={noop} onClose={noop} />);
    await expectNoSeriousAxeIssues(document.body);
  });
});
