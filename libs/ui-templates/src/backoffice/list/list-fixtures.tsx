import { UserStatusBadge } from '../user-status-badge';
import type { ListColumn, ListRow } from './users-list-table';

/** Every column of the stories' users table, in the chooser's default order. */
export const FIXTURE_COLUMNS: readonly ListColumn[] = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'E-mail' },
  { id: 'phone', label: 'Phone' },
  { id: 'type', label: 'Type' },
  { id: 'country', label: 'Country' },
  { id: 'status', label: 'Status' },
  { id: 'createdAt', label: 'Created' },
];

/** The columns shown until the employee chooses. */
export const FIXTURE_DEFAULT_COLUMNS: readonly string[] = ['name', 'email', 'type', 'country', 'status', 'createdAt'];

const people: ReadonlyArray<[number, string, string, string, string, 'active' | 'blocked' | 'archived', string]> = [
  [1, 'Chris Client', 'client@example.com', '+44 7700 900123', 'Germany', 'active', '12/03/2024'],
  [2, 'Bea Blocked', 'blocked@example.com', '+46 70 123 45 67', 'Sweden', 'blocked', '02/11/2023'],
  [3, 'Ana Archived', 'ana@example.com', '', 'Spain', 'archived', '28/06/2022'],
  [4, 'Erik Employee', 'employee@example.com', '+43 660 1234567', 'Austria', 'active', '05/01/2021'],
];

const statusLabels = { active: 'Active', blocked: 'Blocked', archived: 'Archived' } as const;

/** Four users as the list shows them. */
export const FIXTURE_ROWS: readonly ListRow[] = people.map(([id, name, email, phone, country, status, createdAt]) => ({
  id,
  href: `#user-${id}`,
  name,
  cells: {
    name,
    email,
    phone,
    type: id === 4 ? 'Employee' : 'Individual',
    country,
    status: <UserStatusBadge status={status} label={statusLabels[status]} />,
    createdAt,
  },
}));
