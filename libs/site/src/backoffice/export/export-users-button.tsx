import { useRef, useState } from 'react';
import type { Filter, SortColumn, User } from '@brokerfront/identity-api';
import { toIdentityApiError } from '@brokerfront/identity-api/redux';
import { ExportCsvButton, type ExportOutcome } from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch, AppExtra, RootState } from '../../app/store';
import { useServiceErrorText } from '../../client/service-errors';
import { USER_COLUMNS, type UsersColumnId } from '../query/users-columns';

/** Props of {@link ExportUsersButton}: the list's query, its chosen columns and how many users it matches. */
export interface ExportUsersButtonProps {
  filters: readonly Filter[];
  sort: readonly SortColumn[];
  columns: readonly UsersColumnId[];
  /** How many users the query matches (the button names it; disabled at 0). */
  total: number;
}

/** The wire fields of the chosen columns, in their order, each once (a column may export several fields). */
export function exportFieldsOf(columns: readonly UsersColumnId[]): (keyof User)[] {
  return [...new Set(columns.flatMap((column) => USER_COLUMNS[column]?.export ?? []))];
}

/** The export call on the identity services of the store (the thunk extra argument). */
const exportUsers =
  (request: { Filters: Filter[]; Sort: SortColumn[]; Columns: (keyof User)[] }, onPopupBlocked: () => void) =>
  (_dispatch: AppDispatch, _getState: () => RootState, extra: AppExtra): Promise<Blob> => {
    if (!extra.identity) return Promise.reject(new Error('The identity services are not available.'));
    return extra.identity.users.exportUsers(request, { onPopupBlocked });
  };

/**
 * "Export CSV": every user matching the query (all pages, in its sort order), in the chosen columns, through the
 * service's export (`POST users/Export`, a file). The file opens in a new window; when the browser blocks it, the
 * pop-up message shows beside the button; a refused export shows the service's error in words. Either way the
 * button works again at once, and one click never starts two exports.
 */
export function ExportUsersButton({ filters, sort, columns, total }: ExportUsersButtonProps) {
  const dispatch = useAppDispatch();
  const errorText = useServiceErrorText();
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const running = useRef(false);
  const fields = exportFieldsOf(columns);

  const run = async () => {
    if (running.current || total === 0 || fields.length === 0) return;
    running.current = true;
    setExporting(true);
    setOutcome(null);
    try {
      const request = { Filters: [...filters], Sort: [...sort], Columns: fields };
      let blocked = false;
      await dispatch(
        exportUsers(request, () => {
          blocked = true;
        }),
      );
      setOutcome(blocked ? { kind: 'blocked' } : { kind: 'opened', count: total });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorText(toIdentityApiError(error)) });
    } finally {
      running.current = false;
      setExporting(false);
    }
  };

  return (
    <ExportCsvButton
      total={total}
      exporting={exporting}
      unavailable={fields.length === 0}
      outcome={outcome}
      onExport={() => void run()}
      onDismiss={() => setOutcome(null)}
    />
  );
}
