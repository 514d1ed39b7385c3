import { useEffect, useRef, useState } from 'react';
import { Link, localizedPath, useDocumentTitle, useLocale, useMetaDescription, useNavigate } from '@court/runtime';
import { LoadingState } from '@court/shared';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { exchangeCode, fetchMe } from '../auth-api';
import { AUTH_NAMESPACE } from '../config';
import { takeLoginRequest } from '../login-request';
import { beginBrowserSession, endBrowserSession } from '../session-startup';
import styles from './auth-pages.module.css';

type Failure = 'cancelled' | 'state' | 'rejected';

/** Reads the callback's query once and removes it from the address bar: the code must not linger there. */
function takeCallbackParams(): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return params;
}

/**
 * `/{lang}/auth/callback`: checks the state against this browser's pending login, has the API exchange the
 * code and verify the identity, keeps the token and returns to where the visitor was. Every failure leaves
 * no token behind.
 */
export function CallbackPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure>();
  const done = useRef(false);
  useDocumentTitle(failure ? t('callback.failedTitle') : t('callback.title'));
  useMetaDescription(t('callback.description'));

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const params = takeCallbackParams();
    const request = takeLoginRequest();
    const fail = (reason: Failure) => {
      endBrowserSession();
      setFailure(reason);
    };
    if (params.get('error')) return fail('cancelled');
    const code = params.get('code');
    if (!request || !code || params.get('state') !== request.state) return fail('state');
    exchangeCode({ code, codeVerifier: request.codeVerifier, nonce: request.nonce, redirectUri: request.redirectUri })
      .then(async (answer) => {
        const user = await fetchMe(answer.accessToken);
        beginBrowserSession(answer.accessToken, answer.fedid, answer.exp, user);
        navigate(request.returnTo, { replace: true });
      })
      .catch(() => fail('rejected'));
  }, [navigate]);

  return (
    <div className={styles.page}>
      {failure ? (
        <>
          <h1>{t('callback.failedTitle')}</h1>
          <p role="alert">{t(`callback.${failure}`)}</p>
          <div className={styles.actions}>
            <Link className={styles.button} to={localizedPath(locale, shellPaths.login())}>
              {t('callback.tryAgain')}
            </Link>
            <Link className={styles.secondary} to={localizedPath(locale)}>
              {t('callback.home')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1>{t('callback.title')}</h1>
          <LoadingState label={t('callback.checking')} />
        </>
      )}
    </div>
  );
}
