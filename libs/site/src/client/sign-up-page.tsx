import { useMemo, useState } from 'react';
import { useAppConfig } from '@brokerfront/config/react';
import { intlLocaleOf } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { getCountries } from '@brokerfront/identity-api';
import { useRegisterDemoMutation, useRegisterMutation } from '@brokerfront/identity-api/redux';
import {
  CheckEmailPanel,
  joinPath,
  RegistrationForm,
  Section,
  type LegalDocumentLink,
  type RegistrationField,
  type RegistrationKind,
  type RegistrationValues,
  type SignUpCountry,
} from '@brokerfront/ui-templates';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';
import { RequireSignedOut } from '../session/guards';
import { registrationFieldOf } from './registration-errors';
import { useFailure, useResendLink } from './registration-hooks';

/** The legal documents of the configuration as links (AppConfig `documents` under `uploadsDir`, like the footer). */
function useLegalDocuments(): LegalDocumentLink[] {
  const app = useAppConfig();
  return useMemo(
    () => app.documents.map((doc) => ({ href: joinPath(app.uploadsDir, doc.fileName), label: doc.name })),
    [app.documents, app.uploadsDir],
  );
}

/**
 * The registration page of a kind: the form (with the localised country list for a live account and
 * the legal documents for the consent), the service's errors beside their fields in the interface
 * language (nothing typed is lost), then "Check your e-mail" with "Send the link again".
 */
export function SignUpPage({ kind }: { kind: RegistrationKind }) {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('client');
  const localize = useLocalizedPath();
  const language = i18n.language || app.defaultLanguage.prefix;
  const countries = useMemo<SignUpCountry[]>(
    () => getCountries(language, { order: 'name' }).map((c) => ({ code: c.iso2, name: c.name })),
    [language],
  );
  const documents = useLegalDocuments();
  const [register, live] = useRegisterMutation();
  const [registerDemo, demo] = useRegisterDemoMutation();
  const [error, setError] = useState<unknown>(null);
  const failure = useFailure<RegistrationField>(error, registrationFieldOf);
  const [registered, setRegistered] = useState<string | null>(null);
  const resend = useResendLink();
  const busy = kind === 'live' ? live.isLoading : demo.isLoading;

  const submit = async (values: RegistrationValues) => {
    setError(null);
    const names = { FirstName: values.firstName, LastName: values.lastName, Email: values.email, Password: values.password };
    const result =
      kind === 'live'
        ? await register({ ...names, PhoneNumber: values.phoneNumber, CountryCode: values.country })
        : await registerDemo(names);
    if ('error' in result) setError(result.error);
    else setRegistered(result.data?.Email || values.email);
  };

  const section = kind === 'live' ? 'signUp' : 'demo';
  return (
    <Section width="narrow" className={`bf-account bf-account--sign-up bf-account--sign-up-${kind}`}>
      <DocumentHead
        title={registered ? t('signUp.sent.title') : t(`${section}.title`)}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={kind === 'live' ? ROUTE_PATHS.signUp : ROUTE_PATHS.signUpDemo}
      />
      {registered ? (
        <CheckEmailPanel kind={kind} email={registered} signInHref={localize(pathTo('signIn'))} {...resend} />
      ) : (
        <RegistrationForm
          kind={kind}
          onSubmit={(values) => void submit(values)}
          countries={countries}
          documents={documents}
          locale={intlLocaleOf(language)}
          busy={busy}
          serviceErrors={failure?.fields}
          formErrors={failure?.form}
          signInHref={localize(pathTo('signIn'))}
          otherKindHref={localize(pathTo(kind === 'live' ? 'signUpDemo' : 'signUp'))}
        />
      )}
    </Section>
  );
}

/**
 * `/sign-up`, logged-out only (a signed-in visitor goes on to their signed-in home: the dashboard, or the
 * back office for an employee): a live account (`Register`).
 */
export function SignUpRoute() {
  return (
    <RequireSignedOut>
      <SignUpPage kind="live" />
    </RequireSignedOut>
  );
}

/** `/sign-up/demo`, logged-out only (like `/sign-up`): a demo account with virtual funds (`RegisterDemo`). */
export function DemoSignUpRoute() {
  return (
    <RequireSignedOut>
      <SignUpPage kind="demo" />
    </RequireSignedOut>
  );
}
