/**
 * The rows a list has selected: some rows by id (kept while paging), or every row matching the list's
 * query ("Select all N matching"). Pure functions; the page keeps the value and clears it when the query
 * changes.
 */
export type RowSelection = { kind: 'ids'; ids: ReadonlySet<number> } | { kind: 'all' };

/** Nothing selected. */
export const NO_SELECTION: RowSelection = Object.freeze({ kind: 'ids', ids: new Set<number>() }) as RowSelection;

/** How much of the page is selected: the state of its "Select all on this page" box. */
export type PageSelectionState = 'none' | 'some' | 'all';

/** Whether a row is selected. */
export function isRowSelected(selection: RowSelection, id: number): boolean {
  return selection.kind === 'all' || selection.ids.has(id);
}

/** The page's selection state (an empty page is `none`). */
export function pageSelectionState(selection: RowSelection, pageIds: readonly number[]): PageSelectionState {
  if (pageIds.length === 0) return 'none';
  if (selection.kind === 'all') return 'all';
  const selected = pageIds.filter((id) => selection.ids.has(id)).length;
  return selected === 0 ? 'none' : selected === pageIds.length ? 'all' : 'some';
}

/**
 * Ticks or unticks one row. Unticking a row while every matching row is selected narrows the selection
 * to the rest of the current page (the rows the employee sees), as mail clients do.
 */
export function toggleRow(selection: RowSelection, id: number, pageIds: readonly number[]): RowSelection {
  if (selection.kind === 'all') return { kind: 'ids', ids: new Set(pageIds.filter((other) => other !== id)) };
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { kind: 'ids', ids };
}

/** "Select all on this page": selects the page's rows, or, when the page is wholly selected, unselects them. */
export function togglePage(selection: RowSelection, pageIds: readonly number[]): RowSelection {
  if (pageSelectionState(selection, pageIds) === 'all') {
    if (selection.kind === 'all') return NO_SELECTION;
    const ids = new Set(selection.ids);
    for (const id of pageIds) ids.delete(id);
    return { kind: 'ids', ids };
  }
  const ids = new Set(selection.kind === 'ids' ? selection.ids : []);
  for (const id of pageIds) ids.add(id);
  return { kind: 'ids', ids };
}

/** How many rows are selected, `total` being the number of rows matching the query. */
export function selectionCount(selection: RowSelection, total: number): number {
  return selection.kind === 'all' ? total : selection.ids.size;
}

/** True when nothing is selected. */
export function isSelectionEmpty(selection: RowSelection): boolean {
  return selection.kind === 'ids' && selection.ids.size === 0;
}
