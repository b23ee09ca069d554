import { useMemo } from 'react';
import { ViewsMenu } from '@brokerfront/ui-templates';
import { useLocalizedPath } from '../../i18n/localized-link';
import { pathTo } from '../../paths';
import type { UsersListState } from '../query/users-list-state';
import { differsFromView, viewParamsOf, viewSearchOf } from './saved-views';
import { useSavedViews } from './use-saved-views';

export interface UsersViewsMenuProps {
  /** The employee whose views these are (null while unknown: no views). */
  userId: number | null;
  /** The list's current state (from the URL). */
  state: UsersListState;
  /** Called with the id of the view the current list was saved or updated into, or null after its deletion. */
  onCurrentView: (id: string | null) => void;
}

/**
 * The saved views of the users list for the signed-in employee: each opens the list at its URL with
 * `view=<id>`; "Save view as…" stores the current search, filters, sort, page size and columns;
 * "Update view" appears when the list differs from the view it was opened from.
 */
export function UsersViewsMenu({ userId, state, onCurrentView }: UsersViewsMenuProps) {
  const localize = useLocalizedPath();
  const { views, save, update, remove } = useSavedViews(userId);
  const listPath = localize(pathTo('backOfficeUsers'));
  const items = useMemo(
    () =>
      [...views]
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
        .map((view) => ({ id: view.id, name: view.name, href: `${listPath}${viewSearchOf(view)}` })),
    [views, listPath],
  );
  const current = views.find((v) => v.id === state.view) ?? null;
  const modified = current !== null && differsFromView(state, current);
  return (
    <ViewsMenu
      views={items}
      currentId={current?.id ?? null}
      modified={modified}
      onSave={(name) => {
        const view = save(name, viewParamsOf(state));
        if (view) onCurrentView(view.id);
      }}
      onUpdate={(id) => {
        if (update(id, viewParamsOf(state))) onCurrentView(id);
      }}
      onDelete={(id) => {
        remove(id);
        if (id === state.view) onCurrentView(null);
      }}
    />
  );
}
