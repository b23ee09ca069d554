import '@testing-library/jest-dom';
import { StrictMode, useState, type ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { LinkProvider, type LinkComponentProps } from '../../components/link';
import { createTestI18n } from '../../i18n/test-i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { ColumnChooser } from './column-chooser';
import { FIXTURE_COLUMNS, FIXTURE_DEFAULT_COLUMNS, FIXTURE_ROWS } from './list-fixtures';
import {
  isRowSelected,
  isSelectionEmpty,
  NO_SELECTION,
  pageSelectionState,
  selectionCount,
  toggleRow,
  togglePage,
  type RowSelection,
} from './row-selection';
import { UsersListTable, type ListRow } from './users-list-table';

const FILES = { en, de, esp, ita, svn, swe };

function renderUi(ui: ReactElement, language = 'en') {
  const resources = Object.fromEntries(Object.entries(FILES).map(([lang, file]) => [lang, { backoffice: file }]));
  const i18n = createTestI18n(language, resources);
  const wrap = (node: ReactElement) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </StrictMode>
  );
  const view = render(wrap(ui));
  return { ...view, i18n, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

const ids = (selection: RowSelection) => (selection.kind === 'ids' ? [...selection.ids].sort() : 'all');

describe('row selection', () => {
  const page = [1, 2, 3];

  it('ticks and unticks rows, and says how much of the page is selected', () => {
    let selection = toggleRow(NO_SELECTION, 2, page);
    expect(ids(selection)).toEqual([2]);
    expect(pageSelectionState(selection, page)).toBe('some');
    expect(isRowSelected(selection, 2)).toBe(true);
    expect(isRowSelected(selection, 1)).toBe(false);
    selection = toggleRow(selection, 2, page);
    expect(isSelectionEmpty(selection)).toBe(true);
    expect(pageSelectionState(selection, page)).toBe('none');
    expect(pageSelectionState(selection, [])).toBe('none');
  });

  it('selects the whole page, keeping rows of other pages, and unselects only that page', () => {
    const elsewhere = toggleRow(NO_SELECTION, 9, [9]);
    const whole = togglePage(toggleRow(elsewhere, 1, page), page);
    expect(ids(whole)).toEqual([1, 2, 3, 9]);
    expect(pageSelectionState(whole, page)).toBe('all');
    expect(selectionCount(whole, 100)).toBe(4);
    expect(ids(togglePage(whole, page))).toEqual([9]);
  });

  it('every matching row: counted as the total; unticking a row keeps the rest of the page; the page box clears it', () => {
    const all: RowSelection = { kind: 'all' };
    expect(selectionCount(all, 57)).toBe(57);
    expect(isRowSelected(all, 123)).toBe(true);
    expect(pageSelectionState(all, page)).toBe('all');
    expect(ids(toggleRow(all, 2, page))).toEqual([1, 3]);
    expect(isSelectionEmpty(togglePage(all, page))).toBe(true);
    expect(isSelectionEmpty(all)).toBe(false);
  });
});

describe('UsersListTable', () => {
  it('draws again only the rows whose object or selection changed', () => {
    // Each drawing of a row draws its link: count them by address.
    const renders = new Map<string, number>();
    function CountingLink(props: LinkComponentProps) {
      renders.set(props.href, (renders.get(props.href) ?? 0) + 1);
      return <a {...props} />;
    }
    const table = (list: readonly ListRow[], selection: RowSelection = NO_SELECTION) => (
      <LinkProvider component={CountingLink}>
        <UsersListTable caption="Users" columns={FIXTURE_COLUMNS} rows={list} sort={null} onSort={jest.fn()} selection={selection} />
      </LinkProvider>
    );
    const rows = FIXTURE_ROWS;
    const { rerender } = renderUi(table(rows));
    const first = new Map(renders);
    // A pushed update: one user gets a new record (and row object).
    const updated = [rows[0], { ...rows[1], name: 'Bea Unblocked' }, rows[2], rows[3]];
    rerender(table(updated));
    expect(renders.get('#user-1')).toBe(first.get('#user-1'));
    expect(renders.get('#user-2')).toBeGreaterThan(first.get('#user-2') ?? 0);
    const afterUpdate = new Map(renders);
    rerender(table(updated, toggleRow(NO_SELECTION, 3, [])));
    expect(renders.get('#user-3')).toBeGreaterThan(afterUpdate.get('#user-3') ?? 0);
    expect(renders.get('#user-4')).toBe(afterUpdate.get('#user-4'));
    expect(screen.getByRole('checkbox', { name: 'Select Ana Archived' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bea Unblocked' })).not.toBeChecked();
  });

  it('heads each row with the name column, or with the first column when the name is hidden', () => {
    const phoneFirst = FIXTURE_COLUMNS.filter((c) => c.id === 'phone' || c.id === 'email');
    renderUi(<UsersListTable caption="Users" columns={phoneFirst} rows={FIXTURE_ROWS} sort={null} onSort={jest.fn()} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('client@example.com');
    expect(within(table).getByRole('link', { name: 'client@example.com' })).toHaveAttribute('href', '#user-1');
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('marks unsortable columns without aria-sort and reports header presses', async () => {
    const onSort = jest.fn();
    const columns = [
      { id: 'name', label: 'Name' },
      { id: 'status', label: 'Status', sortable: false },
    ];
    renderUi(
      <UsersListTable caption="Users" columns={columns} rows={FIXTURE_ROWS} sort={{ column: 'name', ascending: false }} onSort={onSort} />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('speaks the interface language', () => {
    renderUi(
      <UsersListTable
        caption="Benutzer"
        columns={FIXTURE_COLUMNS}
        rows={FIXTURE_ROWS}
        sort={null}
        onSort={jest.fn()}
        selection={NO_SELECTION}
      />,
      'de',
    );
    expect(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Chris Client auswählen' })).toBeInTheDocument();
  });

  it('labels the rows again when the language changes, though their records stayed', async () => {
    const { i18n } = renderUi(
      <UsersListTable
        caption="Users"
        columns={FIXTURE_COLUMNS}
        rows={FIXTURE_ROWS}
        sort={null}
        onSort={jest.fn()}
        selection={NO_SELECTION}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Chris Client' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('checkbox', { name: 'Chris Client auswählen' })).toBeInTheDocument();
  });
});

/** Every key path of a nested translation object, with its value. */
function entries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

/** The chooser over columns kept in state, as the page keeps them (in its URL). */
function Chooser() {
  const [value, setValue] = useState<readonly string[]>(FIXTURE_DEFAULT_COLUMNS);
  return <ColumnChooser columns={FIXTURE_COLUMNS} value={value} defaultValue={FIXTURE_DEFAULT_COLUMNS} onChange={setValue} />;
}

describe('ColumnChooser', () => {
  it('keeps the focus on a column’s checkbox ticked from the keyboard, as it joins the shown or the hidden columns', async () => {
    const user = userEvent.setup();
    renderUi(<Chooser />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const set = screen.getByRole('group', { name: 'Columns shown' });
    within(set).getByRole('checkbox', { name: 'Type' }).focus();
    await user.keyboard(' ');
    expect(within(set).getByRole('checkbox', { name: 'Type' })).not.toBeChecked();
    expect(within(set).getByRole('checkbox', { name: 'Type' })).toHaveFocus();
    within(set).getByRole('checkbox', { name: 'Phone' }).focus();
    await user.keyboard(' ');
    expect(within(set).getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(within(set).getByRole('checkbox', { name: 'Phone' })).toHaveFocus();
    // The ticked column is now the last shown one: its "Move down" is off, "Move up" on.
    expect(within(set).getByRole('button', { name: 'Move Phone down' })).toBeDisabled();
    expect(within(set).getByRole('button', { name: 'Move Phone up' })).toBeEnabled();
  });
});

describe('the list’s texts', () => {
  const english = entries(en);

  it('use the list part’s own top-level key only', () => {
    for (const file of Object.values(FILES)) expect(Object.keys(file)).toEqual(['list']);
  });

  it.each(Object.keys(FILES).filter((l) => l !== 'en'))(
    '%s has every key, each a translated text with the same placeholders',
    (language) => {
      const translated = new Map(entries(FILES[language as keyof typeof FILES]));
      expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const [key, source] of english) {
        const text = translated.get(key);
        expect(typeof text).toBe('string');
        expect((text as string).trim()).not.toBe('');
        expect({ key, placeholders: placeholders(text as string) }).toEqual({ key, placeholders: placeholders(source as string) });
      }
    },
  );
});
