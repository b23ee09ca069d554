import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerfront/i18n/react';

/** What the user page hands to the users list after deleting a user (router location state). */
export interface DeletedUserState {
  deletedUser: { id: number; name: string };
}

/** The location state that makes the users list say "{name} was deleted.". */
export function deletedUserState(id: number, name: string): DeletedUserState {
  return { deletedUser: { id, name } };
}

/** The deleted user a location state carries, or null. */
export function deletedUserOf(state: unknown): DeletedUserState['deletedUser'] | null {
  const handed = (state as Partial<DeletedUserState> | null | undefined)?.deletedUser;
  return handed && typeof handed.id === 'number' && typeof handed.name === 'string' ? handed : null;
}

/**
 * "Nina New was deleted.": the status message the user page hands to the users list after a deletion,
 * in the interface language. The live region is there first and the message arrives after it (so screen
 * readers announce it); the state is then taken off the history entry, so a reload or Back does not say
 * it again. Nothing when the list was opened any other way.
 */
export function DeletedUserNotice({ className }: { className?: string }) {
  const { t } = useTranslation('backoffice');
  const location = useLocation();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<DeletedUserState['deletedUser'] | null>(null);
  useEffect(() => {
    const handed = deletedUserOf(location.state);
    if (!handed) return;
    setDeleted(handed);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate]);
  return (
    <p role="status" className={className ?? 'bf-backoffice__done'}>
      {deleted ? t('actions.delete.done', { name: deleted.name }) : null}
    </p>
  );
}
