import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { getCountries } from '@brokerfront/identity-api';
import { useCreateEmployeeMutation, useCreateIndividualMutation, useRegisterAffiliateUserMutation } from '@brokerfront/identity-api/redux';
import {
  ButtonLink,
  CreateUserForm,
  isNewUserKind,
  PageHeader,
  BackofficeSection,
  timeZoneNames,
  type NewUserCountry,
  type NewUserKind,
  type NewUserValues,
} from '@brokerfront/ui-templates';
import { useFailure } from '../../client/registration-hooks';
import { DocumentHead } from '../../head/document-head';
import { useLocalizedPath } from '../../i18n/localized-link';
import { pathTo, ROUTE_PATHS, userPath } from '../../paths';
import { BackOfficeGuard } from '../back-office-guard';
import { createdUserState, newUserFieldOf, newUserRequestOf } from './create-user-request';

/** The kind a `?type=` asks for: `client`, `employee` or `affiliate`; anything else is a client. */
export function kindOfParam(value: string | null): NewUserKind {
  return isNewUserKind(value) ? value : 'client';
}

/** The failed call of a kind (the kind decides which fields its errors may name). */
interface Refusal {
  kind: NewUserKind;
  error: unknown;
}

/**
 * `/backoffice/users/new?type=client|employee|affiliate`: "New client" (`CreateIndividual`), "New
 * employee" (`CreateEmployee`) and "New affiliate user" (`RegisterAffiliateUser`). The choice of kind
 * follows the address (`?type=`, replaced, so Back leaves the page); the form offers the localised
 * countries and the browser's time zones. The service's errors show beside their fields in the interface
 * language and nothing typed is lost; once created, the new user's page opens with a status message (the
 * pushed `UserCreatedEvent` adds the user to every employee's list).
 */
export function CreateUserPage() {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('backoffice');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind = kindOfParam(params.get('type'));
  const language = i18n.language || app.defaultLanguage.prefix;
  const countries = useMemo<NewUserCountry[]>(
    () => getCountries(language, { order: 'name' }).map((c) => ({ code: c.iso2, name: c.name })),
    [language],
  );
  const timeZones = useMemo(() => timeZoneNames(), []);
  const [createIndividual, individual] = useCreateIndividualMutation();
  const [createEmployee, employee] = useCreateEmployeeMutation();
  const [registerAffiliateUser, affiliate] = useRegisterAffiliateUserMutation();
  const busy = individual.isLoading || employee.isLoading || affiliate.isLoading;

  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusedKind = refusal?.kind ?? kind;
  const fieldOf = useMemo(() => newUserFieldOf(refusedKind), [refusedKind]);
  const failure = useFailure(refusal?.error ?? null, fieldOf);

  // A creation that ends after the employee has left the page does not pull them back to the new user.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const chooseKind = useCallback(
    (next: NewUserKind) => {
      setRefusal(null);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('type', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const submit = async (values: NewUserValues) => {
    if (busy) return;
    setRefusal(null);
    const body = newUserRequestOf(kind, values);
    const result =
      kind === 'employee'
        ? await createEmployee(body)
        : kind === 'affiliate'
          ? await registerAffiliateUser(body)
          : await createIndividual(body);
    if (!mounted.current) return;
    if ('error' in result) {
      setRefusal({ kind, error: result.error });
      return;
    }
    void navigate(localize(userPath(result.data.Id)), { state: createdUserState(kind, result.data) });
  };

  return (
    <>
      <DocumentHead
        title={t(`create.kinds.${kind}.title`)}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.backOfficeNewUser}
      />
      <PageHeader
        eyebrow={t('title')}
        title={t('create.title')}
        lead={t('create.lead')}
        actions={
          <ButtonLink href={localize(pathTo('backOfficeUsers'))} variant="secondary">
            {t('create.back')}
          </ButtonLink>
        }
      />
      <BackofficeSection>
        <CreateUserForm
          kind={kind}
          onKindChange={chooseKind}
          onSubmit={(values) => void submit(values)}
          countries={countries}
          timeZones={timeZones}
          busy={busy}
          serviceErrors={refusal && refusal.kind === kind ? failure?.fields : undefined}
          formErrors={refusal && refusal.kind === kind ? failure?.form : undefined}
          cancelHref={localize(pathTo('backOfficeUsers'))}
        />
      </BackofficeSection>
    </>
  );
}

/** `/backoffice/users/new`: signed-in employees with `users.read` and `users.create`. */
export function CreateUserRoute() {
  return (
    <BackOfficeGuard permission="users.create">
      <CreateUserPage />
    </BackOfficeGuard>
  );
}
