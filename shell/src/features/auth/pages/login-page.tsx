import { useEffect, useRef, useState } from 'react';
import {
  isAuthenticated,
  localizedPath,
  useDocumentTitle,
  useLocale,
  useMetaDescription,
  useNavigate,
  useSearchParams,
  useSessionStore,
} from '@court/runtime';
import { ErrorState, LoadingState } from '@court/shared';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { fetchLoginSettings } from '../auth-api';
import { AUTH_NAMESPACE } from '../config';
import { authorizeUrl, createLoginRequest } from '../login-request';
import { safeReturnPath } from '../return-path';
import styles from './auth-pages.module.css';

/** `/{lang}/auth/login`: sends the visitor to the federal login, to come back to `?redirect=` afterwards. */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useDocumentTitle(t('login.title'));
  useMetaDescription(t('login.description'));
  const returnTo = safeReturnPath(params.get('redirect'), locale);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    if (isAuthenticated(useSessionStore.getState().authInfo)) {
      navigate(returnTo, { replace: true });
      return;
    }
    setFailed(false);
    fetchLoginSettings()
      .then((settings) => {
        const request = createLoginRequest(
          `${window.location.origin}${localizedPath(locale, shellPaths.loginCallback())}`,
          returnTo,
        );
        return authorizeUrl(settings, request, locale);
      })
      .then((url) => window.location.assign(url))
      .catch(() => setFailed(true));
  }, [attempt, locale, navigate, returnTo]);

  return (
    <div className={styles.page}>
      <h1>{t('login.title')}</h1>
      {failed ? (
        <ErrorState onRetry={() => setAttempt((n) => n + 1)}>{t('login.unavailable')}</ErrorState>
      ) : (
        <LoadingState label={t('login.redirecting')} />
      )}
      {/* The page is drawn on the server; only its script can ask the federal login (the proof key it keeps). */}
      <noscript>
        <p>{t('login.withoutScripts')}</p>
      </noscript>
    </div>
  );
}
