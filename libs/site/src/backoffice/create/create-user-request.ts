import type { CreateEmployeeRequest, EnvelopeError, Gender, User } from '@brokerfront/identity-api';
import { newUserFieldsOf, type NewUserField, type NewUserKind, type NewUserValues, type UserEditField } from '@brokerfront/ui-templates';
import { serviceFieldOf } from '../../client/registration-errors';

/**
 * The body of a kind's call (`CreateIndividual`, `CreateEmployee`, `RegisterAffiliateUser`): only the
 * fields the kind takes, and of those only the ones given. Texts are trimmed (the password is sent as
 * typed), the country upper-cased, gender, idle minutes and employee group as numbers, the birth date as
 * the start of its day (UTC). "E-mail address confirmed" is always sent for a client or an employee.
 */
export function newUserRequestOf(kind: NewUserKind, values: NewUserValues): CreateEmployeeRequest {
  const body: CreateEmployeeRequest = {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    Email: values.Email.trim(),
  };
  const text = (value: string) => value.trim() || undefined;
  for (const field of newUserFieldsOf(kind)) {
    switch (field) {
      case 'FirstName':
      case 'LastName':
      case 'Email':
        break;
      case 'Password':
        if (values.Password !== '') body.Password = values.Password;
        break;
      case 'EmailConfirmed':
        body.EmailConfirmed = values.EmailConfirmed;
        break;
      case 'Gender':
        if (values.Gender !== '' && values.Gender !== '0') body.Gender = Number(values.Gender) as Gender;
        break;
      case 'BirthDate':
        if (text(values.BirthDate)) body.BirthDate = `${values.BirthDate.trim()}T00:00:00.000Z`;
        break;
      case 'CountryCode':
        if (text(values.CountryCode)) body.CountryCode = values.CountryCode.trim().toUpperCase();
        break;
      case 'ActiveTierColor':
        if (text(values.ActiveTierColor)) body.ActiveTierColor = values.ActiveTierColor.trim().toUpperCase();
        break;
      case 'InactivityLogoutMinutes':
        if (text(values.InactivityLogoutMinutes)) body.InactivityLogoutMinutes = Number(values.InactivityLogoutMinutes.trim());
        break;
      case 'EmployeeGroupId':
        if (text(values.EmployeeGroupId)) body.EmployeeGroupId = Number(values.EmployeeGroupId.trim());
        break;
      default: {
        const value = text(values[field]);
        if (value !== undefined) body[field] = value;
      }
    }
  }
  return body;
}

/**
 * The field of each code about a user's own fields, as the create calls and `Update` answer it (SPEC §8
 * and the contract's service rules).
 */
export const USER_FIELD_OF_CODE: Readonly<Record<string, UserEditField>> = {
  invalid_first_name: 'FirstName',
  invalid_last_name: 'LastName',
  email_invalid: 'Email',
  email_already_taken: 'Email',
  invalid_phone_number: 'PhoneNumber',
  phone_already_in_use: 'PhoneNumber',
  invalid_country: 'CountryCode',
  invalid_birth_date: 'BirthDate',
};

/** The form field of each code the create calls answer: the user's fields, and the password. */
const FIELD_OF_CODE: Readonly<Record<string, NewUserField>> = {
  ...USER_FIELD_OF_CODE,
  password_short: 'Password',
  PasswordRequiresUpper: 'Password',
  password_invalid: 'Password',
};

/**
 * Which field of a kind's form an error of its call belongs to: by code, else by the field `Data` names
 * (`invalid_request` as `"InactivityLogoutMinutes: …"`); `undefined` for an error of the whole form
 * (`forbidden`, `too_many_requests`, …) or of a field the kind does not show.
 */
export function newUserFieldOf(kind: NewUserKind): (error: EnvelopeError) => NewUserField | undefined {
  const fields: ReadonlySet<string> = new Set(newUserFieldsOf(kind));
  return (error) => {
    const field = FIELD_OF_CODE[error.Code] ?? serviceFieldOf(error);
    return field && fields.has(field) ? (field as NewUserField) : undefined;
  };
}

/** What the create page hands to the new user's page (router location state). */
export interface CreatedUserState {
  createdUser: { id: number; name: string; kind: NewUserKind };
}

/** The location state telling the new user's page who was just created. */
export function createdUserState(kind: NewUserKind, user: Pick<User, 'Id' | 'FirstName' | 'LastName' | 'FullName'>): CreatedUserState {
  const name = user.FullName || `${user.FirstName} ${user.LastName}`.trim();
  return { createdUser: { id: user.Id, name, kind } };
}

/** The created user a location state carries, or null. */
export function createdUserOf(state: unknown): CreatedUserState['createdUser'] | null {
  const created = (state as Partial<CreatedUserState> | null | undefined)?.createdUser;
  return created && typeof created.id === 'number' && typeof created.name === 'string' ? created : null;
}
