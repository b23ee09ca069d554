import { useEffect, useRef } from 'react';
import { useAutoLogin } from '@brokerfront/auth/react';
import { useAppConfig } from '@brokerfront/config/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink, Section } from '@brokerfront/ui-templates';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DocumentHead } from '../head/document-head';
import { useLocalizedPath } from '../i18n/localized-link';
import { pathTo, ROUTE_PATHS } from '../paths';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * `/auto-login?token=…`: signs in with the single-use token of the link (one request, even under
 * StrictMode) and goes on to the remembered URL or the signed-in home. A missing, invalid, expired
 * or used token shows a clear error with a way to the sign-in screen.
 */
export function AutoLoginRoute() {
  const app = useAppConfig();
  const { t } = useTranslation('auth');
  const { t: tAccount } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const state = useAutoLogin(token);
  const after = useAfterSignIn();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const succeeded = state.status === 'done' && state.result.success;
  // The remembered URL is taken (and cleared) once: later renders before the page leaves go nowhere.
  const left = useRef(false);

  useEffect(() => {
    if (!succeeded || left.current) return;
    left.current = true;
    void navigate(after.take(), { replace: true });
  }, [succeeded, navigate, after]);

  const failed = !token || (state.status === 'done' && !state.result.success);
  return (
    <Section width="narrow" className="bf-account bf-account--auto-login">
      <DocumentHead
        title={t('autoLogin.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.autoLogin}
      />
      <h1 className="bf-account__title">{t('autoLogin.title')}</h1>
      {failed ? (
        <div role="alert" className="bf-account__error">
          <p>{token ? t('autoLogin.failed') : tAccount('autoLogin.missingToken')}</p>
          <ButtonLink href={localize(pathTo('signIn'))} variant="primary">
            {t('autoLogin.goToSignIn')}
          </ButtonLink>
        </div>
      ) : (
        <p role="status" className="bf-account__status">
          {t('autoLogin.working')}
        </p>
      )}
    </Section>
  );
}
