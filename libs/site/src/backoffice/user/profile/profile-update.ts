import type { EnvelopeError, Gender, UpdateUserRequest } from '@brokerfront/identity-api';
import type { UserEditField, UserEditValues } from '@brokerfront/ui-templates';
import { serviceFieldOf } from '../../../client/registration-errors';
import { USER_FIELD_OF_CODE } from '../../create/create-user-request';

/**
 * The `Update` body of the fields an employee changed (absent fields keep their value on the service, so a
 * change another employee saved meanwhile to another field is not overwritten). Texts are trimmed and an
 * emptied optional field is sent as null (cleared); the country and the tier colour upper-cased, gender
 * and idle minutes as numbers, the birth date as the start of its day (UTC).
 */
export function userUpdateOf(id: number, changes: Partial<UserEditValues>): UpdateUserRequest {
  const body: UpdateUserRequest = { Id: id };
  const optional = (value: string) => value.trim() || null;
  for (const [field, value] of Object.entries(changes) as [UserEditField, UserEditValues[UserEditField]][]) {
    if (typeof value === 'boolean') {
      if (field === 'EmailConfirmed') body.EmailConfirmed = value;
      continue;
    }
    switch (field) {
      case 'FirstName':
      case 'LastName':
      case 'Email':
        body[field] = value.trim();
        break;
      case 'Gender':
        body.Gender = Number(value || 0) as Gender;
        break;
      case 'BirthDate':
        body.BirthDate = value.trim() ? `${value.trim()}T00:00:00.000Z` : null;
        break;
      case 'CountryCode':
      case 'ActiveTierColor':
        body[field] = optional(value)?.toUpperCase() ?? null;
        break;
      case 'InactivityLogoutMinutes':
        if (value.trim()) body.InactivityLogoutMinutes = Number(value.trim());
        break;
      case 'EmailConfirmed':
        break;
      default:
        body[field] = optional(value);
    }
  }
  return body;
}

/**
 * Whether a saved `Update` changed the e-mail address (compared as the service does: trimmed, NFC, without
 * case), so a confirmation link went to the new address and a notice to the previous one.
 */
export function emailChanged(previous: string, saved: string): boolean {
  const normal = (email: string) => email.trim().normalize('NFC').toLowerCase();
  return normal(previous) !== normal(saved);
}

/**
 * Which field of the edit form an error of `Update` belongs to: by code, else by the field its `Data`
 * names (`invalid_request` as `"InactivityLogoutMinutes: …"`); `undefined` for an error of the whole form
 * (`forbidden`, `target_more_privileged`, `too_many_requests`, `email_change_pending` (said with why), …) or
 * of a field the form does not offer.
 */
export function userEditFieldOf(fields: readonly UserEditField[]): (error: EnvelopeError) => UserEditField | undefined {
  const offered: ReadonlySet<string> = new Set(fields);
  return (error) => {
    if (error.Code === 'email_change_pending') return undefined;
    const field = USER_FIELD_OF_CODE[error.Code] ?? serviceFieldOf(error);
    return field && offered.has(field) ? (field as UserEditField) : undefined;
  };
}
