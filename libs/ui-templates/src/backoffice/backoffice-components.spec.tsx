import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../i18n/test-i18n';
import { Pagination } from './pagination';
import { EMPTY_USERS_FILTERS, UsersFilters } from './users-filters';
import { UsersTable, type UserRow } from './users-table';

const rows: UserRow[] = [
  {
    id: 1,
    href: '/backoffice/users/1',
    name: 'Anna Berg',
    email: 'anna@example.com',
    type: 'Individual',
    country: 'Sweden',
    status: 'active',
    statusLabel: 'Active',
    createdAt: '01/02/2024',
  },
  {
    id: 2,
    href: '/backoffice/users/2',
    name: 'Bruno Rossi',
    email: 'bruno@example.com',
    type: 'Individual',
    country: 'Italy',
    status: 'blocked',
    statusLabel: 'Blocked',
    createdAt: '02/02/2024',
  },
];

describe('UsersTable', () => {
  it('marks the sorted column with aria-sort and reports header presses', async () => {
    const onSort = jest.fn();
    renderWithI18n(<UsersTable rows={rows} sort={{ column: 'name', ascending: true }} onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(table).getByRole('button', { name: /Email/ }));
    expect(onSort).toHaveBeenCalledWith('email');
    expect(within(table).getByRole('link', { name: 'Bruno Rossi' })).toHaveAttribute('href', '/backoffice/users/2');
    expect(within(table).getByText('Blocked')).toHaveClass('bf-status--blocked');
  });

  it('says so when there are no users', () => {
    renderWithI18n(<UsersTable rows={[]} sort={null} onSort={jest.fn()} />);
    expect(screen.getByText('No users match these filters.')).toBeInTheDocument();
  });
});

describe('UsersFilters', () => {
  it('reports each change and clears them all', async () => {
    const onChange = jest.fn();
    const countries = [{ code: 'SE', name: 'Sweden' }];
    const { rerender } = renderWithI18n(<UsersFilters value={EMPTY_USERS_FILTERS} onChange={onChange} countries={countries} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Sweden');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_USERS_FILTERS, country: 'SE' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_USERS_FILTERS, search: 'a' });
    rerender(<UsersFilters value={{ ...EMPTY_USERS_FILTERS, status: 'blocked' }} onChange={onChange} countries={countries} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_USERS_FILTERS);
  });
});

describe('Pagination', () => {
  it('disables the ends and moves by one page', async () => {
    const onPage = jest.fn();
    renderWithI18n(<Pagination page={1} pageCount={3} total={45} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(nav).toHaveTextContent('Page 1 of 3 · 45 users');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
