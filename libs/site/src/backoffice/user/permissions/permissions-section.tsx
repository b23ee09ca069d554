import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { fullNameOf, UserType, type ModifyPermissionsRequest, type User } from '@brokerfront/identity-api';
import { useGetUserPermissionsQuery, useModifyPermissionsMutation } from '@brokerfront/identity-api/redux';
import { usePermission, usePermissionsSource } from '@brokerfront/permissions/react';
import {
  GRANT_BUSY_KEY,
  PermissionsPanel,
  type PermissionChangeDone,
  type PermissionGrantRequest,
  type PermissionGrantView,
  type PermissionRowAction,
  type PermissionsEditor,
  type PermissionsLock,
} from '@brokerfront/ui-templates';
import { useServiceErrorText } from '../../../client/service-errors';
import { UserFullName } from '../../user-full-name';
import type { UserSectionProps } from '../user-section-props';
import { grantableOf, grantEntry, grantsBeyond, newGrantEntry, toGrantViews } from './grants';

const renderName = (id: number): ReactNode => <UserFullName id={id} pending="…" />;

/** `errors` without the one of `key`. */
function withoutKey(errors: Record<string, string>, key: string): Record<string, string> {
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

const BODY_LIST: Record<PermissionRowAction, 'Suspend' | 'Resume' | 'Revoke'> = { suspend: 'Suspend', resume: 'Resume', remove: 'Revoke' };
const DONE: Record<PermissionRowAction, PermissionChangeDone['change']> = { suspend: 'suspended', resume: 'resumed', remove: 'removed' };

/** An employee's grants, loaded and kept live (pushed permission events), with the controls the signed-in employee may use. */
function EmployeePermissions({ user, ownRecord }: { user: User; ownRecord: boolean }) {
  const errorText = useServiceErrorText();
  const { data, error, refetch } = useGetUserPermissionsQuery(user.Id);
  const mine = usePermissionsSource().permissions;
  const mayModify = usePermission('permissions.modify', user.Id);
  const [modify] = useModifyPermissionsMutation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [grantError, setGrantError] = useState<string | null>(null);
  const [done, setDone] = useState<PermissionChangeDone | null>(null);

  const grants = useMemo(() => toGrantViews(data ?? [], mine), [data, mine]);
  const beyond = useMemo(() => (data && mine ? grantsBeyond(data, mine) : []), [data, mine]);
  const grantable = useMemo(() => grantableOf(mine), [mine]);

  /** Sends one change; the endpoint puts the answered list in the cache. True once done, else the refusal in words. */
  const send = useCallback(
    async (key: string, body: ModifyPermissionsRequest, said: PermissionChangeDone, refused: (text: string) => void) => {
      setBusyKey(key);
      setDone(null);
      try {
        await modify(body).unwrap();
        setDone(said);
        return true;
      } catch (e) {
        refused(errorText(e));
        return false;
      } finally {
        setBusyKey(null);
      }
    },
    [modify, errorText],
  );

  const onAction = useCallback(
    (grant: PermissionGrantView, action: PermissionRowAction) => {
      setRowErrors((errors) => withoutKey(errors, grant.key));
      return send(
        grant.key,
        { UserId: user.Id, [BODY_LIST[action]]: [grantEntry(grant)] },
        { change: DONE[action], permissionId: grant.permissionId, code: grant.code, resourceId: grant.resourceId },
        (text) => setRowErrors((errors) => ({ ...errors, [grant.key]: text })),
      );
    },
    [send, user.Id],
  );

  const onGrant = useCallback(
    (request: PermissionGrantRequest) => {
      const entry = newGrantEntry(request.permissionId, request.resourceId);
      if (!entry) return false;
      setGrantError(null);
      const code = grantable.find((p) => p.permissionId === request.permissionId)?.code;
      return send(
        GRANT_BUSY_KEY,
        { UserId: user.Id, Grant: [entry] },
        { change: 'granted', permissionId: request.permissionId, code, resourceId: request.resourceId },
        setGrantError,
      );
    },
    [send, user.Id, grantable],
  );

  // Own record: never changed here (the service refuses it too). A user holding more than the employee: every
  // change would be refused. Otherwise, with permissions.modify and the employee's own grants known: the editor.
  let lock: PermissionsLock | null = null;
  let editor: PermissionsEditor | null = null;
  if (ownRecord) lock = { reason: 'ownRecord' };
  else if (mayModify && data && mine) {
    if (beyond.length > 0) lock = { reason: 'morePrivileged', codes: beyond };
    else editor = { grantable, onAction, onGrant, busyKey, rowErrors, grantError };
  }

  return (
    <PermissionsPanel
      userName={fullNameOf(user)}
      status={data ? 'ready' : error ? 'failed' : 'loading'}
      loadError={error ? errorText(error) : null}
      onRetry={() => void refetch()}
      grants={grants}
      renderName={renderName}
      lock={lock}
      editor={editor}
      done={done}
    />
  );
}

/**
 * The permissions editor of the user page. An employee's grants (`GET permissions/UserPermissions/User/{id}`)
 * for employees with `permissions.read` on the user, and on their own record: each grant with its label and
 * code, resource type, resource ('All' or the user's name and id), created and suspended at and by (full names
 * from the batched lookup) and status. With `permissions.modify` on the user — never on the own record, nor on
 * a user who holds permissions the employee lacks (the subset rule) — the grants the employee holds can be
 * suspended, resumed and, once confirmed, removed, and the permissions they hold granted (`Modify`); the list
 * takes the call's answer and the change is announced, a refusal is said in words beside its row or the form.
 * A client gets one line: clients hold no permissions, and the service gives them none.
 */
export function PermissionsSection({ user, ownRecord }: UserSectionProps) {
  const mayRead = usePermission('permissions.read', user.Id);
  if (!mayRead && !ownRecord) return null;
  if (user.UserType !== UserType.Employee) {
    return <PermissionsPanel userName={fullNameOf(user)} client status="ready" grants={[]} />;
  }
  // A new user starts with no pending change, refusal or announcement of the previous one.
  return <EmployeePermissions key={user.Id} user={user} ownRecord={ownRecord} />;
}
