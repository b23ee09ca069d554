import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import de from './i18n/de.json';
import en from './i18n/en.json';
import svn from './i18n/svn.json';
import { ExportCsvButton, type ExportOutcome } from './export-csv-button';

const renderUi = rendererWith(backofficeResources({ en, de, svn }));

describe('ExportCsvButton', () => {
  it('names the count in the interface language, with its number format', () => {
    const { unmount } = renderUi(<ExportCsvButton total={12345} exporting={false} onExport={jest.fn()} />, 'de');
    expect(screen.getByRole('button', { name: 'CSV exportieren (12.345 Benutzer)' })).toBeEnabled();
    unmount();
    renderUi(<ExportCsvButton total={3} exporting={false} onExport={jest.fn()} />, 'svn');
    expect(screen.getByRole('button', { name: 'Izvozi CSV (uporabnikov: 3)' })).toBeEnabled();
  });

  it('ignores clicks while exporting and at zero users', async () => {
    const onExport = jest.fn();
    const { rerender } = renderUi(<ExportCsvButton total={5} exporting onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporting…' }));
    rerender(<ExportCsvButton total={0} exporting={false} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV (0 users)' }));
    expect(onExport).not.toHaveBeenCalled();
    rerender(<ExportCsvButton total={5} exporting={false} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV (5 users)' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it.each<[string, { exporting: boolean; outcome: ExportOutcome | null }]>([
    ['ready', { exporting: false, outcome: null }],
    ['exporting', { exporting: true, outcome: null }],
    ['opened', { exporting: false, outcome: { kind: 'opened', count: 1 } }],
    ['blocked', { exporting: false, outcome: { kind: 'blocked' } }],
    ['failed', { exporting: false, outcome: { kind: 'failed', message: 'Too many requests. Please wait a moment and try again.' } }],
  ])('has no serious or critical axe issue: %s', async (_name, state) => {
    const { container } = renderUi(<ExportCsvButton total={40} {...state} onExport={jest.fn()} onDismiss={jest.fn()} />);
    await expectNoSeriousAxeIssues(container);
  });

  it('says when one user’s file opened', () => {
    renderUi(<ExportCsvButton total={1} exporting={false} outcome={{ kind: 'opened', count: 1 }} onExport={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('The CSV file of 1 user opened in a new window.');
  });
});
