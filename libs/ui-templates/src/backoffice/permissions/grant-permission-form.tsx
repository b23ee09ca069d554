import './permissions.css';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { TextField } from '../../components/field';
import { SelectField } from '../../client/forms/form-parts';
import { EVERY_RESOURCE, type GrantablePermission, type PermissionGrantRequest } from './permission-types';
import { permissionCode, usePermissionLabel } from './permission-texts';

/** Props of {@link GrantPermissionForm}. */
export interface GrantPermissionFormProps {
  /** The full name of the user the permission is given to. */
  userName: string;
  /** The permissions the signed-in employee may grant (those they hold), in the order to offer them. */
  grantable: readonly GrantablePermission[];
  /** Whether the user already has the grant (asked before calling: granting it again would change nothing). */
  isHeld?: (request: PermissionGrantRequest) => boolean;
  /** A user's full name by id (the users a permission held for one user can be granted on). */
  renderName: (userId: number) => ReactNode;
  /** A change is being saved: the button waits until it is answered. */
  busy?: boolean;
  /** This form's grant is the change being saved: the button says so. */
  adding?: boolean;
  /** The service's refusal of the last grant, in words (shown under the button). */
  error?: string | null;
  /** Grants the choice; answer true once done to empty the form (false or nothing keeps what was chosen). */
  onGrant: (request: PermissionGrantRequest) => Promise<boolean> | boolean | void;
}

/** `all`: every user; `one`: the user id typed; `id:N`: user N (a permission held for some users only). */
type Scope = 'all' | 'one' | `id:${number}`;

const defaultScope = (permission: GrantablePermission | undefined): Scope =>
  !permission || permission.everyUser ? 'all' : `id:${permission.userIds[0] ?? 0}`;

/**
 * "Add permission": a permission among the ones the employee holds ("Block users · users.block"), the resource
 * (every user or one user id for a permission held on every user; otherwise only the users it is held for),
 * and Add. A missing choice, a bad id or a grant the user already has is said beside its field (the field gets
 * the focus) before any call; the service's refusal is said under the button. Nothing chosen or typed is lost
 * on a failure; the form empties once the grant is made.
 */
export function GrantPermissionForm({
  userName,
  grantable,
  isHeld,
  renderName,
  busy = false,
  adding = false,
  error,
  onGrant,
}: GrantPermissionFormProps) {
  const { t } = useTranslation('backoffice');
  const labelOf = usePermissionLabel();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [permissionId, setPermissionId] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [userId, setUserId] = useState('');
  const [errors, setErrors] = useState<{ permission?: string; userId?: string; scope?: string }>({});
  const [focus, setFocus] = useState<'permission' | 'userId' | 'scope' | null>(null);
  const chosen = grantable.find((p) => String(p.permissionId) === permissionId);

  // The field said to be wrong gets the focus once its message is drawn.
  useEffect(() => {
    if (!focus) return;
    const form = formRef.current;
    const target =
      focus === 'scope'
        ? (form?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
          form?.querySelector<HTMLInputElement>('input[type="radio"]'))
        : document.getElementById(focus === 'permission' ? `${id}-permission` : `${id}-user-id`);
    target?.focus();
    setFocus(null);
  }, [focus, id]);

  const choosePermission = (value: string) => {
    setPermissionId(value);
    setErrors({});
    const next = grantable.find((p) => String(p.permissionId) === value);
    // Keep the resource chosen when the new permission allows it.
    const allowed =
      next &&
      (next.everyUser ? scope === 'all' || scope === 'one' : scope.startsWith('id:') && next.userIds.includes(Number(scope.slice(3))));
    if (!allowed) setScope(defaultScope(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setErrors({ permission: t('permissions.add.permissionRequired') });
      setFocus('permission');
      return;
    }
    let resourceId: number = EVERY_RESOURCE;
    if (scope === 'one') {
      const text = userId.trim();
      const value = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(value) || value <= 0) {
        setErrors({ userId: t('permissions.add.userIdInvalid') });
        setFocus('userId');
        return;
      }
      resourceId = value;
    } else if (scope !== 'all') resourceId = Number(scope.slice(3));
    const request = { permissionId: chosen.permissionId, resourceId };
    if (isHeld?.(request)) {
      setErrors({ scope: t('permissions.add.alreadyHeld', { name: userName }) });
      setFocus(scope === 'one' ? 'userId' : 'scope');
      return;
    }
    setErrors({});
    if ((await onGrant(request)) === true) {
      setPermissionId('');
      setScope('all');
      setUserId('');
    }
  };

  const scopeErrorId = `${id}-scope-error`;
  const formErrorId = `${id}-error`;
  const choices: Array<{ value: Scope; label: ReactNode }> = !chosen
    ? []
    : chosen.everyUser
      ? [
          { value: 'all', label: t('permissions.add.allUsers') },
          { value: 'one', label: t('permissions.add.oneUser') },
        ]
      : chosen.userIds.map((user) => ({
          value: `id:${user}` as Scope,
          label: (
            <>
              {renderName(user)} {t('permissions.userIdSuffix', { id: user })}
            </>
          ),
        }));

  return (
    <form
      ref={formRef}
      className="bf-permissions__form"
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? formErrorId : undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="bf-permissions__form-title">
        {t('permissions.add.title')}
      </h3>
      <p className="bf-field__hint">{t('permissions.add.hint')}</p>
      <SelectField
        id={`${id}-permission`}
        label={t('permissions.add.permission')}
        placeholder={t('permissions.add.choose')}
        options={grantable.map((p) => ({
          value: String(p.permissionId),
          label: `${labelOf(p.code, p.permissionId)} · ${permissionCode(p.code, p.permissionId)}`,
        }))}
        value={permissionId}
        error={errors.permission}
        required
        onChange={(event) => choosePermission(event.target.value)}
      />
      {chosen ? (
        <fieldset
          className={cx('bf-permissions__scope', errors.scope ? 'bf-permissions__scope--invalid' : undefined)}
          aria-describedby={errors.scope ? scopeErrorId : undefined}
        >
          <legend className="bf-field__label">{t('permissions.add.resource')}</legend>
          {chosen.everyUser ? null : <p className="bf-field__hint">{t('permissions.add.someUsersOnly')}</p>}
          {choices.map((choice) => (
            <label key={choice.value} className="bf-permissions__choice">
              <input
                type="radio"
                name={`${id}-scope`}
                value={choice.value}
                checked={scope === choice.value}
                onChange={() => {
                  setScope(choice.value);
                  setErrors({});
                }}
              />
              <span>{choice.label}</span>
            </label>
          ))}
          {scope === 'one' ? (
            <TextField
              id={`${id}-user-id`}
              label={t('permissions.add.userId')}
              inputMode="numeric"
              autoComplete="off"
              value={userId}
              required
              error={errors.userId}
              onChange={(event) => {
                setUserId(event.target.value);
                setErrors({});
              }}
            />
          ) : null}
          {errors.scope ? (
            <p className="bf-field__error" id={scopeErrorId}>
              {errors.scope}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Button type="submit" aria-disabled={busy || undefined}>
        {adding ? t('permissions.add.adding') : t('permissions.add.submit')}
      </Button>
      {error ? (
        <p role="alert" id={formErrorId} className="bf-permissions__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
