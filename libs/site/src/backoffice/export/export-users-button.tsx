import type { Filter, SortColumn } from '@brokerfront/identity-api';
import type { UsersColumnId } from '../query/users-columns';

export interface ExportUsersButtonProps {
  filters: readonly Filter[];
  sort: readonly SortColumn[];
  columns: readonly UsersColumnId[];
  /** How many users the query matches (the button names it; disabled at 0). */
  total: number;
}

/** "Export CSV": every user matching the query, in the chosen columns, opened in a new window. */
export function ExportUsersButton(_props: ExportUsersButtonProps) {
  return null;
}
