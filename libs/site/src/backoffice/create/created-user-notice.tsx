import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerfront/i18n/react';
import { createdUserOf, type CreatedUserState } from './create-user-request';

/**
 * "The client Nina New was created.": the status message the create page hands to the new user's page
 * (router location state), in the interface language. The live region is there first and the message
 * arrives after it (so screen readers announce it); the state is then taken off the history entry, so a
 * reload does not say it again. Nothing when the page was opened any other way, or for another user
 * than `userId`.
 */
export function CreatedUserNotice({ userId, className }: { userId?: number; className?: string }) {
  const { t } = useTranslation('backoffice');
  const location = useLocation();
  const navigate = useNavigate();
  const [created, setCreated] = useState<CreatedUserState['createdUser'] | null>(null);
  useEffect(() => {
    const handed = createdUserOf(location.state);
    if (!handed || (userId !== undefined && handed.id !== userId)) return;
    setCreated(handed);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate, userId]);
  return (
    <p role="status" className={className ?? 'bf-backoffice__done'}>
      {created ? t(`create.kinds.${created.kind}.created`, { name: created.name }) : null}
    </p>
  );
}
