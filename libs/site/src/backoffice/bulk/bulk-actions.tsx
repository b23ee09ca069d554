import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import type { IdentityServices } from '@brokerfront/identity-api';
import { useGetCurrentUserQuery } from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import {
  BulkBar,
  BulkDialog,
  type AccountManagerOption,
  type BulkActionId,
  type BulkDialogView,
  type BulkOutcomeRow,
} from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../app/hooks';
import type { AppExtra } from '../../app/store';
import { useServiceErrorText } from '../../client/service-errors';
import { useLocalizedPath } from '../../i18n/localized-link';
import { useEmployeeSearch } from '../groups/use-employee-search';
import { userPath } from '../../paths';
import {
  BulkLedger,
  BulkRun,
  selectionSize,
  type BulkAction,
  type BulkSelection,
  type BulkTransport,
  type BulkUserOutcome,
} from './bulk-runner';

export type { BulkSelection } from './bulk-runner';

export interface BulkActionsProps {
  selection: BulkSelection;
  /** Clears the selection (after a finished action, or "Clear selection"). */
  onClear: () => void;
}

/**
 * The bulk calls over the identity services of the store (plain calls, not cache mutations: a run of
 * thousands of users must not refetch the list after each one; pushed user events keep the cached
 * pages current instead).
 */
function useBulkTransport(): BulkTransport {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const services = (): IdentityServices => {
      const identity = dispatch((_dispatch, _getState, extra: AppExtra) => extra.identity);
      if (!identity) throw new Error('The store has no identity services.');
      return identity;
    };
    return {
      search: (query) => services().users.search(query),
      setIsBlocked: (userId, isBlocked) => services().users.setIsBlocked(userId, isBlocked),
      archive: (userId) => services().users.setIsArchived({ UserId: userId, IsArchived: true }),
      sendCredentials: async (userIds) => (await services().users.sendCredentialsForClients({ UserIds: userIds })).Status,
      assign: async (userIds, accountManagerId) =>
        (await services().users.assign({ UserIds: userIds, AccountManagerId: accountManagerId })).map((user) => user.Id),
    };
  }, [dispatch]);
}

/** The actions the signed-in employee may take, each with its permission. */
function useAllowedActions(): BulkActionId[] {
  const block = usePermission('users.block');
  const archive = usePermission('users.archive');
  const credentials = usePermission('users.send-credentials');
  const update = usePermission('users.update');
  return useMemo(() => {
    const allowed: BulkActionId[] = [];
    if (block) allowed.push('block', 'unblock');
    if (archive) allowed.push('archive');
    if (credentials) allowed.push('sendCredentials');
    if (update) allowed.push('assign');
    return allowed;
  }, [block, archive, credentials, update]);
}

/** Seconds left until `resumeAt` (clock ms), ticking each second; null without a pause. */
function useSecondsUntil(resumeAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (resumeAt === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resumeAt]);
  return resumeAt === null ? null : Math.max(1, Math.ceil((resumeAt - now) / 1000));
}

/** Each user's outcome for the outcome table, in words. */
function useOutcomeRows(outcomes: readonly BulkUserOutcome[]): BulkOutcomeRow[] {
  const { t } = useTranslation('backoffice');
  const errorText = useServiceErrorText();
  const localize = useLocalizedPath();
  return useMemo(
    () =>
      outcomes.map(({ id, user, outcome }): BulkOutcomeRow => {
        const row: BulkOutcomeRow = {
          id,
          name: user?.FullName || `#${id}`,
          href: user ? localize(userPath(id)) : undefined,
          state: outcome.state === 'working' ? 'pending' : outcome.state,
        };
        if (outcome.state === 'skipped') row.reason = outcome.reason;
        if (outcome.state === 'failed') {
          const { failure } = outcome;
          if (failure.kind === 'credentials') row.error = t(`bulk.credentials.${failure.status}`);
          else if (failure.errors.every((e) => e.Code === 'cannot_act_on_self')) row.error = t('bulk.outcome.skip.self');
          else row.error = errorText(failure.errors);
        }
        return row;
      }),
    [outcomes, t, errorText, localize],
  );
}

interface RunDialogProps {
  run: BulkRun;
  actionId: BulkActionId;
  /** Closes the dialog, keeping the selection (a search cancelled or failed). */
  onClose: () => void;
  /** "Done": closes and clears the selection. */
  onDone: () => void;
}

/** The dialog of a run: finding the users, the progress, the outcome. */
function RunDialog({ run, actionId, onClose, onDone }: RunDialogProps) {
  const errorText = useServiceErrorText();
  const state = useSyncExternalStore(run.subscribe, run.getState);
  const waitSeconds = useSecondsUntil(state.resumeAt);
  const settled = state.phase === 'finished' || state.phase === 'cancelled';
  const rows = useOutcomeRows(settled ? run.getOutcomes() : EMPTY);

  let view: BulkDialogView;
  switch (state.phase) {
    case 'resolving':
      view = { step: 'resolving', expected: state.expected, found: state.found };
      break;
    case 'resolve-failed':
      view = { step: 'resolve-failed', error: errorText(state.resolveError) };
      break;
    case 'running':
    case 'cancelling':
      view = { step: 'running', done: state.passDone, total: state.passTotal, cancelling: state.phase === 'cancelling', waitSeconds };
      break;
    case 'finished':
    case 'cancelled':
      view = { step: 'outcome', rows, cancelled: state.phase === 'cancelled' };
      break;
  }
  return (
    <BulkDialog
      action={actionId}
      view={view}
      onConfirm={() => undefined}
      onCancel={() => {
        run.cancel();
        // Nothing was done yet while finding the users: the dialog closes.
        if (state.phase === 'resolving' || state.phase === 'resolve-failed') onClose();
      }}
      onRetryResolve={() => void run.retryResolve()}
      onRetryFailed={() => void run.retryFailed()}
      onContinue={() => void run.continue()}
      onDone={onDone}
    />
  );
}

const EMPTY: readonly BulkUserOutcome[] = [];

type Open = { step: 'confirm'; action: BulkActionId } | { step: 'run'; action: BulkActionId; run: BulkRun };

/**
 * The bulk bar under the list's toolbar while users are selected: Block, Unblock, Archive, Send
 * credentials, Assign — each shown with its permission, confirmed, with progress, a per-user outcome and
 * "Retry failed". A query selection is first resolved to its users (Search, a page at a time) and the
 * action applies to that snapshot. The signed-in employee is always left out, and no user is acted on
 * twice while the selection lasts (retries, a cancelled run and a second run included). The list
 * refreshes itself through pushed user events. Leaving the page stops a run after its calls in flight.
 */
export function BulkActions({ selection, onClear }: BulkActionsProps) {
  const allowed = useAllowedActions();
  const transport = useBulkTransport();
  const { data: me } = useGetCurrentUserQuery();
  const [ledger] = useState(() => new BulkLedger());
  const [open, setOpen] = useState<Open | null>(null);
  const [manager, setManager] = useState<AccountManagerOption | null | undefined>(undefined);
  // The account managers offered: active employees (the service refuses a blocked or archived one); the search starts over each time.
  const picker = useEmployeeSearch(open?.step === 'confirm' && open.action === 'assign');
  const count = selectionSize(selection);
  const selfId = me?.Id ?? null;

  // Leaving the page stops a run after its calls in flight.
  const current = useRef<BulkRun | null>(null);
  current.current = open?.step === 'run' ? open.run : null;
  useEffect(() => () => current.current?.cancel(), []);

  const start = (actionId: BulkActionId) => {
    setManager(undefined);
    setOpen({ step: 'confirm', action: actionId });
  };

  const confirm = () => {
    if (open?.step !== 'confirm') return;
    const action: BulkAction = open.action === 'assign' ? { kind: 'assign', accountManagerId: manager?.id ?? null } : { kind: open.action };
    const run = new BulkRun({ action, selection, transport, selfId, ledger });
    setOpen({ step: 'run', action: open.action, run });
    void run.start();
  };

  const done = useCallback(() => {
    ledger.clear();
    setOpen(null);
    onClear();
  }, [ledger, onClear]);

  return (
    <>
      <BulkBar
        count={count}
        scope={selection.kind === 'query' ? 'query' : 'rows'}
        actions={allowed}
        busy={open !== null}
        onAction={start}
        onClear={onClear}
      />
      {open?.step === 'confirm' ? (
        <BulkDialog
          action={open.action}
          view={{ step: 'confirm', count }}
          includesSelf={selfId !== null && selection.kind === 'ids' && selection.ids.includes(selfId)}
          picker={open.action === 'assign' ? { ...picker, value: manager, onChange: setManager } : undefined}
          onConfirm={confirm}
          onCancel={() => setOpen(null)}
          onDone={() => setOpen(null)}
        />
      ) : null}
      {open?.step === 'run' ? <RunDialog run={open.run} actionId={open.action} onClose={() => setOpen(null)} onDone={done} /> : null}
    </>
  );
}
