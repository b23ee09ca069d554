import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, getCountries, UserType, type User } from '@brokerfront/identity-api';
import { identityApi, useGetEmployeeGroupsQuery, useUpdateUserMutation } from '@brokerfront/identity-api/redux';
import { Can } from '@brokerfront/permissions/react';
import {
  Button,
  editValuesOf,
  SELF_EDIT_FIELDS,
  timeZoneNames,
  USER_EDIT_FIELDS,
  UserDetails,
  UserEditForm,
  UserProfilePanel,
  type ProfileCountry,
  type UserEditValues,
} from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../../app/hooks';
import { useFailure } from '../../../client/registration-hooks';
import { envelopeErrorsOf } from '../../../client/service-errors';
import type { UserSectionProps } from '../user-section-props';
import { emailChanged, userEditFieldOf, userUpdateOf } from './profile-update';
import { SalesStatusSection } from './sales-status';

/**
 * The outcome of the last edit, announced once the form closes; a changed e-mail address names the new one
 * (the confirmation link went there) and the previous one when that was confirmed (told of the change), or says the
 * change was withdrawn (`restored`: the confirmed address it replaced was set again).
 */
type Outcome = { kind: 'saved'; name: string; email?: { next: string; previous?: string; restored?: true } } | { kind: 'nothing' };

/** The employee group's name, for an employee in one (`GET EmployeeGroups`, cached; its number until it is known). */
function useEmployeeGroupName(user: User): string | null {
  const inGroup = user.UserType === UserType.Employee && user.EmployeeGroupId != null;
  const { data } = useGetEmployeeGroupsQuery(undefined, { skip: !inGroup });
  return (inGroup && data?.find((group) => group.Id === user.EmployeeGroupId)?.Name) || null;
}

/**
 * The user page's "Details": every User field of SPEC §3 in words, "Edit details" with `users.update` on
 * the user (on the employee's own record only the fields a user may change on itself), and a client's
 * sales status.
 *
 * The form sends `Update` with only the fields changed; the service's errors show beside their fields (and
 * in a summary) in the interface language and what was typed stays; Cancel restores the record. A changed
 * e-mail address stays unconfirmed until its owner confirms it: the saved message says where the link and the
 * notice went, and `email_change_pending` says why the address cannot be marked confirmed. While the
 * form is open, a change another employee saves arrives pushed: the form names the fields that changed
 * and their new values and saves nothing until the employee keeps their own changes or takes the others'.
 */
export function UserProfileSection({ user, ownRecord }: UserSectionProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const dispatch = useAppDispatch();
  const countries = useMemo<ProfileCountry[]>(
    () => getCountries(language, { order: 'name' }).map((c) => ({ code: c.iso2, name: c.name })),
    [language],
  );
  const timeZones = useMemo(() => timeZoneNames(), []);
  const groupName = useEmployeeGroupName(user);
  const [update, { isLoading: saving }] = useUpdateUserMutation();
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fields = ownRecord ? SELF_EDIT_FIELDS : USER_EDIT_FIELDS;
  const fieldOf = useMemo(() => userEditFieldOf(fields), [fields]);
  const failure = useFailure(refusal, fieldOf);
  // `email_change_pending` (marking a changed address confirmed) says how the address does get confirmed.
  const pendingHint = t('profile.emailChangePending');
  const formErrors = useMemo(() => {
    if (!failure) return undefined;
    const pending = envelopeErrorsOf(refusal).some((error) => error.Code === 'email_change_pending');
    return pending ? [...failure.form, pendingHint] : failure.form;
  }, [failure, refusal, pendingHint]);

  // Another user's page starts with the details shown.
  const [shownId, setShownId] = useState(user.Id);
  if (shownId !== user.Id) {
    setShownId(user.Id);
    setEditing(false);
    setRefusal(null);
    setOutcome(null);
  }

  // Once the form closes, the focus goes back to "Edit details".
  const editHolder = useRef<HTMLSpanElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (returnFocus && !editing) {
      editHolder.current?.querySelector('button')?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  const open = () => {
    setRefusal(null);
    setOutcome(null);
    setEditing(true);
  };
  const close = (next: Outcome | null) => {
    setRefusal(null);
    setOutcome(next);
    setEditing(false);
    setReturnFocus(true);
  };

  const save = async (changes: Partial<UserEditValues>) => {
    if (saving) return;
    setRefusal(null);
    if (Object.keys(changes).length === 0) {
      close({ kind: 'nothing' });
      return;
    }
    const result = await update(userUpdateOf(user.Id, changes));
    if ('error' in result) {
      setRefusal(result.error);
      return;
    }
    // The answer shows at once (the refetch the mutation triggers follows).
    dispatch(identityApi.util.updateQueryData('getUser', user.Id, () => result.data));
    const name = fullNameOf(result.data);
    if (changes.Email === undefined || !emailChanged(user.Email, result.data.Email)) return close({ kind: 'saved', name });
    // Setting again the confirmed address a pending change replaced withdraws the change (the service restores it).
    if (result.data.EmailConfirmed) return close({ kind: 'saved', name, email: { next: result.data.Email, restored: true } });
    // The notice goes to the last confirmed address: the one before, unless that was itself an unconfirmed change.
    close({ kind: 'saved', name, email: { next: result.data.Email, ...(user.EmailConfirmed ? { previous: user.Email } : {}) } });
  };

  const details = <UserDetails user={user} countries={countries} employeeGroupName={groupName} />;
  const status =
    outcome?.kind === 'saved'
      ? outcome.email
        ? outcome.email.restored
          ? t('profile.savedEmailRestored', { name: outcome.name, email: outcome.email.next })
          : outcome.email.previous
            ? t('profile.savedEmailChange', { name: outcome.name, email: outcome.email.next, previous: outcome.email.previous })
            : t('profile.savedEmailChangeAgain', { name: outcome.name, email: outcome.email.next })
        : t('profile.saved', { name: outcome.name })
      : outcome?.kind === 'nothing'
        ? t('profile.nothingChanged')
        : null;
  return (
    <UserProfilePanel
      status={status}
      action={
        editing ? null : (
          <span ref={editHolder}>
            <Can permission="users.update" resourceId={user.Id}>
              <Button variant="secondary" size="sm" onClick={open}>
                {t('profile.edit')}
              </Button>
            </Can>
          </span>
        )
      }
      footer={user.UserType === UserType.Individual ? <SalesStatusSection user={user} /> : null}
    >
      {editing ? (
        <Can permission="users.update" resourceId={user.Id} fallback={details}>
          <UserEditForm
            key={user.Id}
            name={fullNameOf(user)}
            record={editValuesOf(user)}
            fields={fields}
            ownRecord={ownRecord}
            countries={countries}
            timeZones={timeZones}
            busy={saving}
            serviceErrors={failure?.fields}
            formErrors={formErrors}
            onSave={(changes) => void save(changes)}
            onCancel={() => close(null)}
          />
        </Can>
      ) : (
        details
      )}
    </UserProfilePanel>
  );
}
