import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import {
  fullNameOf,
  Gender,
  getCountries,
  isBirthDateSet,
  type EnvelopeError,
  type PhoneConfirmation,
  type UpdateUserRequest,
  type User,
} from '@brokerfront/identity-api';
import {
  identityApi,
  useConfirmPhoneNumberMutation,
  useGetCurrentUserQuery,
  useGetPhoneConfirmationQuery,
  useSendPhoneCodeMutation,
  useSetAvatarMutation,
  useUpdateUserMutation,
} from '@brokerfront/identity-api/redux';
import {
  AVATAR_MAX_BYTES,
  AvatarEditor,
  ClientPage,
  formatByteSize,
  LoadState,
  PersonalDetails,
  PhoneConfirmationPanel,
  type FormOutcome,
  type ProfileDetailsData,
  type ProfileField,
  type ProfileFormValues,
  type ProfileGender,
  type SendCodeOutcome,
} from '@brokerfront/ui-templates';
import { useAppDispatch } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { ROUTE_PATHS } from '../paths';
import { useAvatarUrl } from './avatar';
import { envelopeErrorsOf, joinErrorTexts, splitErrors, useServiceErrorText } from './service-errors';

const GENDERS: Record<Gender, ProfileGender> = {
  [Gender.None]: 'None',
  [Gender.Male]: 'Male',
  [Gender.Female]: 'Female',
  [Gender.Other]: 'Other',
};

/** The wire field of each form field (`Update` body, and the `Data` of a field error). */
const WIRE_FIELDS: Record<ProfileField, keyof UpdateUserRequest> = {
  firstName: 'FirstName',
  middleName: 'MiddleName',
  lastName: 'LastName',
  phoneNumber: 'PhoneNumber',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'PostalCode',
  countryCode: 'CountryCode',
  birthDate: 'BirthDate',
  gender: 'Gender',
  timeZone: 'TimeZone',
};

/** The form field a service code belongs to, whatever its `Data` says. */
const FIELD_OF_CODE: Readonly<Record<string, ProfileField>> = {
  invalid_first_name: 'firstName',
  invalid_last_name: 'lastName',
  invalid_phone_number: 'phoneNumber',
  phone_already_in_use: 'phoneNumber',
  invalid_country: 'countryCode',
  invalid_birth_date: 'birthDate',
};

/** A phone number as the service stores it (`+` and digits), to compare numbers typed differently. */
const normalizedPhone = (phone: string | null | undefined) => (phone ? `+${phone.replace(/\D/g, '')}` : '');

/** The form field of a service error: by its code, else by the field its `Data` names (`"BirthDate"`, `"BirthDate: …"`). */
export function profileFieldOf(error: EnvelopeError): ProfileField | undefined {
  const byCode = FIELD_OF_CODE[error.Code];
  if (byCode) return byCode;
  if (typeof error.Data !== 'string') return undefined;
  const named = error.Data.split(':')[0]?.trim();
  return (Object.keys(WIRE_FIELDS) as ProfileField[]).find((f) => WIRE_FIELDS[f] === named);
}

/**
 * The profile's view of a user: its own fields, the phone number's confirmation (only when it is about
 * the number shown) and the country's name in the interface language.
 */
export function profileDetailsOf(user: User, phone: PhoneConfirmation | undefined, language: string): ProfileDetailsData {
  const code = user.CountryCode?.trim().toUpperCase() || null;
  const countryName = code ? (getCountries(language).find((c) => c.iso2 === code)?.name ?? code) : null;
  const phoneKnown = phone && normalizedPhone(phone.PhoneNumber) === normalizedPhone(user.PhoneNumber);
  return {
    firstName: user.FirstName,
    middleName: user.MiddleName ?? null,
    lastName: user.LastName,
    email: user.Email,
    emailConfirmed: user.EmailConfirmed,
    phoneNumber: user.PhoneNumber ?? null,
    phoneConfirmed: user.PhoneNumber && phoneKnown ? phone.Confirmed : null,
    address: user.Address ?? null,
    city: user.City ?? null,
    state: user.State ?? null,
    postalCode: user.PostalCode ?? null,
    countryName,
    birthDate: isBirthDateSet(user.BirthDate) ? user.BirthDate : null,
    gender: GENDERS[user.Gender] ?? 'None',
    timeZone: user.TimeZone ?? null,
    tierName: user.ActiveTierName ?? null,
    tierColor: user.ActiveTierColor ?? null,
    memberSince: user.CreatedAt,
  };
}

/** What "Edit profile" opens with: the user's current values as text (`yyyy-mm-dd` for the birth date). */
export function profileFormValuesOf(user: User): ProfileFormValues {
  return {
    firstName: user.FirstName ?? '',
    middleName: user.MiddleName ?? '',
    lastName: user.LastName ?? '',
    phoneNumber: user.PhoneNumber ?? '',
    address: user.Address ?? '',
    city: user.City ?? '',
    state: user.State ?? '',
    postalCode: user.PostalCode ?? '',
    countryCode: user.CountryCode?.toUpperCase() ?? '',
    birthDate: isBirthDateSet(user.BirthDate) ? user.BirthDate.slice(0, 10) : '',
    gender: GENDERS[user.Gender] ?? 'None',
    timeZone: user.TimeZone ?? '',
  };
}

/**
 * The `Update` body for the fields the user changed (absent fields keep their value on the service, so a
 * change pushed meanwhile to another field is not overwritten), or null when nothing changed. Emptied
 * optional fields are sent as null (cleared); names are trimmed.
 */
export function profileUpdateOf(user: User, values: ProfileFormValues): UpdateUserRequest | null {
  const before = profileFormValuesOf(user);
  const body: UpdateUserRequest = { Id: user.Id };
  let changed = false;
  const set = <K extends keyof UpdateUserRequest>(key: K, value: UpdateUserRequest[K]) => {
    body[key] = value;
    changed = true;
  };
  for (const field of Object.keys(WIRE_FIELDS) as ProfileField[]) {
    const now = values[field].trim();
    if (now === before[field].trim()) continue;
    if (field === 'phoneNumber' && now && normalizedPhone(now) === normalizedPhone(before.phoneNumber)) continue;
    if (field === 'gender') set('Gender', Number(Object.entries(GENDERS).find(([, g]) => g === now)?.[0] ?? Gender.None) as Gender);
    else if (field === 'firstName' || field === 'lastName') set(WIRE_FIELDS[field] as 'FirstName' | 'LastName', now);
    else if (field === 'birthDate') set('BirthDate', now ? `${now}T00:00:00.000Z` : null);
    else if (field === 'countryCode') set('CountryCode', now ? now.toUpperCase() : null);
    else set(WIRE_FIELDS[field] as 'MiddleName', now || null);
  }
  return changed ? body : null;
}

/** IANA time zones this browser knows (with the user's own when the list lacks it). */
function timeZoneList(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  try {
    if (supported) return supported('timeZone');
  } catch {
    // An engine without the list falls back to UTC below.
  }
  return ['UTC'];
}

/** The profile of the signed-in user (see {@link ProfileRoute}). */
export function ProfilePage() {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('client');
  const { i18n: errorsI18n } = useTranslation('errors');
  const serviceText = useServiceErrorText();
  const dispatch = useAppDispatch();
  const language = i18n.language || app.defaultLanguage.prefix;
  const { data: user, error, isLoading, isFetching, refetch } = useGetCurrentUserQuery();
  const phone = useGetPhoneConfirmationQuery(undefined, { skip: !user });
  const avatarUrl = useAvatarUrl(user);
  const [updateUser] = useUpdateUserMutation();
  const [setAvatar] = useSetAvatarMutation();
  const [sendPhoneCode] = useSendPhoneCodeMutation();
  const [confirmPhoneNumber] = useConfirmPhoneNumberMutation();

  const countries = useMemo(() => getCountries(language, { order: 'name' }).map((c) => ({ code: c.iso2, name: c.name })), [language]);
  const timeZones = useMemo(timeZoneList, []);

  // A new phone number (changed here or pushed) has its own confirmation: ask again.
  const shownNumber = user?.PhoneNumber ?? null;
  const previousNumber = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!user) return;
    if (previousNumber.current !== undefined && previousNumber.current !== shownNumber) {
      dispatch(identityApi.util.invalidateTags(['PhoneConfirmation']));
    }
    previousNumber.current = shownNumber;
  }, [user, shownNumber, dispatch]);

  /** The signed-in user as the service answered it, at once (the refetch the mutation triggers follows). */
  const showUser = useCallback(
    (next: User) => dispatch(identityApi.util.updateQueryData('getCurrentUser', undefined, () => next)),
    [dispatch],
  );

  /** A text of the `errors` namespace for a code it knows, else the client area's message for the field. */
  const fieldText = useCallback(
    (e: EnvelopeError, field: ProfileField): string => {
      if (errorsI18n.exists(e.Code, { ns: 'errors' }) && e.Code !== 'invalid_request') return serviceText(e);
      if (e.Code === 'invalid_request') return t('profile.errors.invalidValue');
      if (field === 'firstName' || field === 'middleName' || field === 'lastName') return t('profile.errors.invalidName');
      if (field === 'phoneNumber') return t('profile.errors.invalidPhone');
      if (field === 'countryCode') return t('profile.errors.invalidCountry');
      if (field === 'birthDate') return t('profile.errors.invalidDate');
      return t('profile.errors.invalidValue');
    },
    [errorsI18n, serviceText, t],
  );

  const save = async (values: ProfileFormValues): Promise<FormOutcome<ProfileField>> => {
    if (!user) return { ok: false, formError: t('profile.saveFailed') };
    const body = profileUpdateOf(user, values);
    if (!body) return { ok: true };
    try {
      showUser(await updateUser(body).unwrap());
      return { ok: true };
    } catch (e) {
      const errors = envelopeErrorsOf(e);
      const { fields, rest } = splitErrors(errors, profileFieldOf);
      const fieldErrors: Partial<Record<ProfileField, string>> = {};
      for (const [field, errs] of Object.entries(fields) as [ProfileField, EnvelopeError[]][])
        fieldErrors[field] = joinErrorTexts(errs.map((err) => fieldText(err, field)));
      const formError = rest.length ? serviceText(rest) : errors.length ? undefined : serviceText(e);
      return { ok: false, fieldErrors, formError };
    }
  };

  const uploadAvatar = async (file: File): Promise<FormOutcome> => {
    if (!user) return { ok: false, formError: t('avatar.failed') };
    try {
      showUser(await setAvatar({ id: user.Id, file, fileName: file.name }).unwrap());
      return { ok: true };
    } catch (e) {
      const first = envelopeErrorsOf(e)[0];
      if (first?.Code === 'payload_too_large') {
        return { ok: false, formError: t('avatar.errors.tooLarge', { max: formatByteSize(AVATAR_MAX_BYTES, language) }) };
      }
      if (first?.Code === 'invalid_request' && typeof first.Data === 'string' && first.Data.startsWith('File: not')) {
        return { ok: false, formError: t('avatar.errors.content') };
      }
      return { ok: false, formError: serviceText(e) };
    }
  };

  const sendCode = async (): Promise<SendCodeOutcome> => {
    try {
      const sent = await sendPhoneCode().unwrap();
      return { ok: true, phoneNumber: sent.PhoneNumber, expiresAt: sent.ExpiresAt };
    } catch (e) {
      if (envelopeErrorsOf(e)[0]?.Code === 'phone_already_confirmed') {
        dispatch(identityApi.util.invalidateTags(['PhoneConfirmation']));
        return { ok: false, error: t('phone.alreadyConfirmed') };
      }
      return { ok: false, error: serviceText(e) };
    }
  };

  const confirmCode = async (code: string): Promise<FormOutcome<'code'>> => {
    try {
      await confirmPhoneNumber(code.replace(/[\s-]/g, '')).unwrap();
      return { ok: true };
    } catch (e) {
      const first = envelopeErrorsOf(e)[0];
      if (first?.Code === 'InvalidToken' || first?.Code === 'token_not_valid')
        return { ok: false, fieldErrors: { code: serviceText(first) } };
      if (first?.Code === 'phone_already_confirmed') {
        dispatch(identityApi.util.invalidateTags(['PhoneConfirmation']));
        return { ok: false, formError: t('phone.alreadyConfirmed') };
      }
      return { ok: false, formError: serviceText(e) };
    }
  };

  const phoneKnown = phone.data && normalizedPhone(phone.data.PhoneNumber) === normalizedPhone(user?.PhoneNumber);

  return (
    <>
      <DocumentHead
        title={t('profile.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.accountProfile}
      />
      <ClientPage title={t('profile.title')} lead={t('profile.lead')}>
        <LoadState
          loading={isLoading}
          error={error && !user ? t('profile.loadError') : null}
          empty={!user}
          loadingLabel={t('profile.loading')}
          emptyContent={<p>{t('profile.loadError')}</p>}
          onRetry={() => void refetch()}
          retrying={isFetching}
        >
          {user ? (
            <div className="bf-profile-layout">
              <div className="bf-profile-layout__side">
                <AvatarEditor name={fullNameOf(user)} avatarUrl={avatarUrl} onUpload={uploadAvatar} />
                <PhoneConfirmationPanel
                  phoneNumber={user.PhoneNumber ?? null}
                  confirmed={phoneKnown ? (phone.data?.Confirmed ?? null) : null}
                  loadError={user.PhoneNumber && phone.error && !phoneKnown ? t('phone.loadError') : null}
                  onRetry={() => void phone.refetch()}
                  onSendCode={sendCode}
                  onConfirm={confirmCode}
                  timeZone={user.TimeZone}
                />
              </div>
              <div className="bf-profile-layout__main">
                <PersonalDetails
                  profile={profileDetailsOf(user, phone.data, language)}
                  formValues={profileFormValuesOf(user)}
                  countries={countries}
                  timeZones={timeZones}
                  onSave={save}
                />
              </div>
            </div>
          ) : null}
        </LoadState>
      </ClientPage>
    </>
  );
}

/**
 * `/account/profile` (in the client shell): the signed-in user's own fields with "Edit profile" (`Update`),
 * the avatar (`{id}/SetAvatar`, also shown in the top bar: the current user's cache entry is replaced with
 * the answer) and the phone confirmation by SMS code. Changes pushed by the hub patch the cached user and
 * show at once.
 */
export function ProfileRoute() {
  return <ProfilePage />;
}
