import type { Filter, SortColumn } from '@brokerfront/identity-api';

/** The users a bulk action applies to: the rows ticked, or every user matching the list's query. */
export type BulkSelection =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'query'; filters: readonly Filter[]; sort: readonly SortColumn[]; total: number };

export interface BulkActionsProps {
  selection: BulkSelection;
  /** Clears the selection (after a finished action, or "Clear selection"). */
  onClear: () => void;
}

/**
 * The bulk bar under the list's toolbar while users are selected: Block, Unblock, Archive, Send
 * credentials, Assign — each confirmed, with progress, a per-user outcome and "Retry failed".
 */
export function BulkActions(_props: BulkActionsProps) {
  return null;
}
