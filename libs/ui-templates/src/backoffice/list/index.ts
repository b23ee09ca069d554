// The back office's list part: components, styles and texts (namespace `backoffice`, key `list`).
export {
  NO_SELECTION,
  isRowSelected,
  isSelectionEmpty,
  pageSelectionState,
  selectionCount,
  toggleRow,
  togglePage,
  type PageSelectionState,
  type RowSelection,
} from './row-selection';
export { UsersListTable, type ListColumn, type ListRow, type ListSort, type UsersListTableProps } from './users-list-table';
export { SelectionSummary, type SelectionSummaryProps } from './selection-summary';
export { ColumnChooser, type ColumnChooserProps } from './column-chooser';
export { ViewsMenu, sameViewName, type SavedViewItem, type ViewsMenuProps } from './views-menu';
export { UsersListToolbar, type CreateUserLinks, type UsersListToolbarProps } from './list-toolbar';
export { FiltersDisclosure, type FiltersDisclosureProps } from './filters-disclosure';
export { ListPager, type ListPagerProps } from './list-pager';
