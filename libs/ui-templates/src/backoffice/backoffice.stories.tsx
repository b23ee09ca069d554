import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailsList } from './details-list';
import { Pagination } from './pagination';
import { EMPTY_USERS_FILTERS, UsersFilters, type UsersFilterValues } from './users-filters';
import { UsersTable, type UserRow, type UsersSort } from './users-table';

const meta: Meta = {
  title: 'Signed in/Back office',
};
export default meta;

type Story = StoryObj;

const rows: UserRow[] = [
  {
    id: 1,
    href: '#user-1',
    name: 'Chris Client',
    email: 'client@example.com',
    type: 'Individual',
    country: 'Germany',
    status: 'active',
    statusLabel: 'Active',
    createdAt: '12/03/2024',
  },
  {
    id: 2,
    href: '#user-2',
    name: 'Bea Blocked',
    email: 'blocked@example.com',
    type: 'Individual',
    country: 'Sweden',
    status: 'blocked',
    statusLabel: 'Blocked',
    createdAt: '02/11/2023',
  },
  {
    id: 3,
    href: '#user-3',
    name: 'Ana Archived',
    email: 'ana@example.com',
    type: 'Individual',
    country: 'Spain',
    status: 'archived',
    statusLabel: 'Archived',
    createdAt: '28/06/2022',
  },
  {
    id: 4,
    href: '#user-4',
    name: 'Erik Employee',
    email: 'employee@example.com',
    type: 'Employee',
    country: 'Austria',
    status: 'active',
    statusLabel: 'Active',
    createdAt: '05/01/2021',
  },
];

function SortableTable({ onSort }: { onSort: (column: string) => void }) {
  const [sort, setSort] = useState<UsersSort | null>({ column: 'name', ascending: true });
  return (
    <UsersTable
      rows={rows}
      sort={sort}
      onSort={(column) => {
        onSort(column);
        setSort((s) => ({ column, ascending: s?.column === column ? !s.ascending : true }));
      }}
    />
  );
}

const onSort = fn();

export const UsersList: Story = {
  render: () => <SortableTable onSort={onSort} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(rows.length + 1);
    const nameHeader = canvas.getByRole('columnheader', { name: /name/i });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(onSort).toHaveBeenCalledWith('name');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  },
};

export const UsersListLoading: Story = {
  render: () => <UsersTable rows={rows} sort={null} onSort={() => undefined} busy />,
};

function FiltersDemo() {
  const [value, setValue] = useState<UsersFilterValues>(EMPTY_USERS_FILTERS);
  return (
    <>
      <UsersFilters
        value={value}
        onChange={setValue}
        countries={[
          { code: 'AT', name: 'Austria' },
          { code: 'DE', name: 'Germany' },
          { code: 'SE', name: 'Sweden' },
        ]}
      />
      <output data-testid="filters">{JSON.stringify(value)}</output>
    </>
  );
}

export const Filters: Story = {
  render: () => <FiltersDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'chris');
    await expect(canvas.getByTestId('filters')).toHaveTextContent('"search":"chris"');
  },
};

const onPage = fn();

export const Paging: Story = {
  render: () => <Pagination page={2} pageCount={5} total={96} onPage={onPage} />,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]);
    await expect(onPage).toHaveBeenCalledWith(3);
  },
};

export const UserDetails: Story = {
  render: () => (
    <DetailsList
      items={[
        ['Full name', 'Chris Client'],
        ['Email', 'client@example.com'],
        ['User type', 'Individual'],
        ['Country', 'Germany'],
        ['Tier', 'Gold'],
        ['Created', '12/03/2024'],
      ]}
    />
  ),
};
