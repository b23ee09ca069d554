import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColumnChooser } from './column-chooser';
import { FiltersDisclosure } from './filters-disclosure';
import { ListPager } from './list-pager';
import { UsersListToolbar } from './list-toolbar';
import { FIXTURE_COLUMNS, FIXTURE_DEFAULT_COLUMNS, FIXTURE_ROWS } from './list-fixtures';
import { NO_SELECTION, toggleRow, togglePage, type RowSelection } from './row-selection';
import { SelectionSummary } from './selection-summary';
import { UsersListTable, type ListSort } from './users-list-table';
import { ViewsMenu, sameViewName, type SavedViewItem } from './views-menu';

/** The users list's parts: table with columns and selection, column chooser, saved views, toolbar, pager. */
const meta: Meta = {
  title: 'Back office/Users list',
};
export default meta;
type Story = StoryObj;

interface TableDemoProps {
  columns?: readonly string[];
  total?: number;
  empty?: boolean;
  busy?: boolean;
  onSelection?: (selection: RowSelection) => void;
}

/** The table and the selection line holding their state, as the users page does with the URL. */
function TableDemo({
  columns = FIXTURE_DEFAULT_COLUMNS,
  total = FIXTURE_ROWS.length,
  empty = false,
  busy = false,
  onSelection,
}: TableDemoProps) {
  const [sort, setSort] = useState<ListSort>({ column: 'createdAt', ascending: false });
  const [selection, setSelection] = useState<RowSelection>(NO_SELECTION);
  const rows = empty ? [] : FIXTURE_ROWS;
  const pageIds = rows.map((r) => r.id);
  const select = (next: RowSelection) => {
    setSelection(next);
    onSelection?.(next);
  };
  return (
    <div className="bf-list">
      <div className="bf-list__status">
        <p className="bf-list__total">Matching users: {total}</p>
        <SelectionSummary
          selection={selection}
          pageIds={pageIds}
          total={total}
          onSelectAllMatching={() => select({ kind: 'all' })}
          onClear={() => select(NO_SELECTION)}
        />
      </div>
      <UsersListTable
        caption="Users"
        columns={FIXTURE_COLUMNS.filter((c) => columns.includes(c.id)).sort((a, b) => columns.indexOf(a.id) - columns.indexOf(b.id))}
        rows={rows}
        sort={sort}
        onSort={(column) => setSort((s) => ({ column, ascending: s.column === column ? !s.ascending : true }))}
        selection={selection}
        onToggleRow={(id) => select(toggleRow(selection, id, pageIds))}
        onTogglePage={() => select(togglePage(selection, pageIds))}
        busy={busy}
      />
    </div>
  );
}

export const TableWithSelection: Story = {
  render: () => <TableDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Name', 'E-mail', 'Type', 'Country', 'Status', 'Created']);
    await expect(canvas.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Bea Blocked' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    await expect(canvas.getByText('Selected: 1')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bea Blocked' })).toHaveAttribute('href', '#user-2');
  },
};

const onSelection = fn();

export const SelectAllMatching: Story = {
  render: () => <TableDemo total={57} onSelection={onSelection} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Select all 57 matching/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Erik Employee' })).toBeChecked();
    await expect(canvas.getByText('Selected: 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 57 matching' }));
    await expect(onSelection).toHaveBeenLastCalledWith({ kind: 'all' });
    await expect(canvas.getByText('All 57 users matching the query are selected.')).toBeVisible();
    // Unticking one row narrows the selection to the rest of the page.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Chris Client' }));
    await expect(canvas.getByText('Selected: 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  },
};

export const ChosenColumns: Story = {
  render: () => <TableDemo columns={['name', 'phone', 'status']} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getByText('+46 70 123 45 67')).toBeVisible();
  },
};

export const EmptyAndLoading: Story = {
  render: () => <TableDemo empty busy total={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users match this query.')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The chooser holding its columns. */
function ChooserDemo({ onChange }: { onChange: (columns: string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>(FIXTURE_DEFAULT_COLUMNS);
  return (
    <div style={{ minHeight: '32rem' }}>
      <ColumnChooser
        columns={FIXTURE_COLUMNS}
        value={value}
        defaultValue={FIXTURE_DEFAULT_COLUMNS}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="columns">{value.join(',')}</output>
    </div>
  );
}

const onColumns = fn();

export const ColumnChooserStory: Story = {
  name: 'Column chooser',
  render: () => <ChooserDemo onChange={onColumns} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Columns' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const set = canvas.getByRole('group', { name: 'Columns shown' });
    await userEvent.click(within(set).getByRole('checkbox', { name: 'Type' }));
    await expect(canvas.getByTestId('columns')).toHaveTextContent('name,email,country,status,createdAt');
    await userEvent.click(within(set).getByRole('checkbox', { name: 'Phone' }));
    await expect(canvas.getByTestId('columns')).toHaveTextContent('name,email,country,status,createdAt,phone');
    // From the keyboard: the moved column's button keeps the focus.
    within(set).getByRole('button', { name: 'Move Phone up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('columns')).toHaveTextContent('name,email,country,status,phone,createdAt');
    await expect(within(set).getByRole('button', { name: 'Move Phone up' })).toHaveFocus();
    await expect(canvas.getByText('Phone is now column 5 of 6.')).toHaveAttribute('role', 'status');
    // At the top, the focus goes to "Move down".
    within(set).getByRole('button', { name: 'Move E-mail up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(set).getByRole('button', { name: 'Move E-mail up' })).toBeDisabled();
    await expect(within(set).getByRole('button', { name: 'Move E-mail down' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset columns' }));
    await expect(onColumns).toHaveBeenLastCalledWith([...FIXTURE_DEFAULT_COLUMNS]);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const OneColumnLeft: Story = {
  render: () => (
    <div style={{ minHeight: '20rem' }}>
      <ColumnChooser columns={FIXTURE_COLUMNS} value={['name']} defaultValue={FIXTURE_DEFAULT_COLUMNS} onChange={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await expect(canvas.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Name' })).toHaveAccessibleDescription('At least one column stays shown.');
  },
};

/** The views menu over views kept in the story's state (the site keeps them in localStorage). */
function ViewsDemo({
  initial,
  current = null,
  modified = false,
}: {
  initial: SavedViewItem[];
  current?: string | null;
  modified?: boolean;
}) {
  const [views, setViews] = useState(initial);
  const [log, setLog] = useState('');
  return (
    <div style={{ minHeight: '28rem' }}>
      <ViewsMenu
        views={views}
        currentId={current}
        modified={modified}
        onSave={(name) => {
          setViews((list) => {
            const same = list.find((v) => sameViewName(v.name, name));
            return same
              ? list.map((v) => (v === same ? { ...v, name } : v))
              : [...list, { id: `v${list.length + 1}`, name, href: `#view-${list.length + 1}` }];
          });
          setLog(`saved ${name}`);
        }}
        onUpdate={(id) => setLog(`updated ${id}`)}
        onDelete={(id) => {
          setViews((list) => list.filter((v) => v.id !== id));
          setLog(`deleted ${id}`);
        }}
      />
      <output data-testid="log">{log}</output>
    </div>
  );
}

const SAMPLE_VIEWS: SavedViewItem[] = [
  { id: 'v1', name: 'Blocked clients', href: '#view-1' },
  { id: 'v2', name: 'New this month', href: '#view-2' },
];

export const ViewsMenuEmpty: Story = {
  render: () => <ViewsDemo initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(canvas.getByText('No saved views yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Update view/ })).toBeNull();
  },
};

export const ViewsMenuSave: Story = {
  render: () => <ViewsDemo initial={SAMPLE_VIEWS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Views' });
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'Blocked clients' })).toHaveAttribute('href', '#view-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save view as…' }));
    const dialog = canvas.getByRole('dialog', { name: 'Save view' });
    const name = within(dialog).getByRole('textbox', { name: /View name/ });
    await expect(name).toHaveFocus();
    // Required, said beside the field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await expect(name).toHaveAccessibleDescription('Give the view a name.');
    // A name in use asks once more, then replaces.
    await userEvent.type(name, 'blocked CLIENTS{Enter}');
    await expect(
      within(dialog).getByText('A view named “Blocked clients” already exists. Replace it with the current list?'),
    ).toBeVisible();
    await expect(canvas.getByTestId('log')).toHaveTextContent('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace view' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent('saved blocked CLIENTS');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(menu).toHaveFocus();
    await expect(canvas.getByText('View “blocked CLIENTS” saved.')).toHaveAttribute('role', 'status');
  },
};

export const ViewsMenuChanged: Story = {
  render: () => <ViewsDemo initial={SAMPLE_VIEWS} current="v2" modified />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'View: New this month (changed)' });
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'New this month' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Update view “New this month”' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent('updated v2');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ViewsMenuDelete: Story = {
  render: () => <ViewsDemo initial={SAMPLE_VIEWS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete view Blocked clients' }));
    const confirm = canvas.getByRole('alertdialog', { name: 'Delete the view?' });
    await expect(confirm).toHaveAccessibleDescription('The view “Blocked clients” will be deleted. No user is changed.');
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete view Blocked clients' }));
    await userEvent.click(within(canvas.getByRole('alertdialog')).getByRole('button', { name: 'Delete view' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent('deleted v1');
    await expect(canvas.getByText('View “Blocked clients” deleted.')).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(canvas.queryByRole('link', { name: 'Blocked clients' })).toBeNull();
  },
};

/** The toolbar with its search kept in the story's state. */
function ToolbarDemo({ permitted = true }: { permitted?: boolean }) {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  return (
    <div style={{ minHeight: '26rem' }}>
      <UsersListToolbar
        search={search}
        onSearchChange={setSearch}
        onSearchSubmit={() => setApplied(search)}
        createLinks={permitted ? { client: '#new-client', employee: '#new-employee', affiliate: '#new-affiliate' } : undefined}
        importHref={permitted ? '#import' : undefined}
      >
        <ViewsMenu views={SAMPLE_VIEWS} currentId={null} modified={false} onSave={fn()} onUpdate={fn()} onDelete={fn()} />
        <ColumnChooser columns={FIXTURE_COLUMNS} value={FIXTURE_DEFAULT_COLUMNS} defaultValue={FIXTURE_DEFAULT_COLUMNS} onChange={fn()} />
      </UsersListToolbar>
      <FiltersDisclosure count={2}>
        <p>The query builder goes here.</p>
      </FiltersDisclosure>
      <output data-testid="applied">{applied}</output>
    </div>
  );
}

export const Toolbar: Story = {
  render: () => <ToolbarDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('group', { name: 'Create users' });
    await expect(within(create).getByRole('link', { name: 'New client' })).toHaveAttribute('href', '#new-client');
    await expect(within(create).getByRole('link', { name: 'New employee' })).toHaveAttribute('href', '#new-employee');
    await expect(within(create).getByRole('link', { name: 'New affiliate user' })).toHaveAttribute('href', '#new-affiliate');
    await expect(within(create).getByRole('link', { name: 'Import users' })).toHaveAttribute('href', '#import');
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAccessibleDescription('Name, e-mail or phone');
    await userEvent.type(box, 'rossi{Enter}');
    await expect(canvas.getByTestId('applied')).toHaveTextContent('rossi');
    const filters = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(filters);
    await expect(canvas.getByText('The query builder goes here.')).not.toBeVisible();
  },
};

export const ToolbarWithoutCreate: Story = {
  render: () => <ToolbarDemo permitted={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Create users' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

const onPage = fn();
const onPageSize = fn();

export const Pager: Story = {
  render: () => <ListPager page={2} pageCount={5} pageSize={20} pageSizes={[20, 50, 100]} onPage={onPage} onPageSize={onPageSize} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Result pages' });
    await expect(nav).toHaveTextContent('Page 2 of 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(onPage).toHaveBeenLastCalledWith(3);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(onPageSize).toHaveBeenLastCalledWith(100);
  },
};
