import { useEffect } from 'react';
import { Link, localizedPath, useDocumentTitle, useLocale, useMetaDescription } from '@court/runtime';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../config';
import { endBrowserSession } from '../session-startup';
import styles from './auth-pages.module.css';

/** `/{lang}/logout`: where the provider sends the citizen after logging out there. */
export function LoggedOutPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const locale = useLocale();
  useDocumentTitle(t('loggedOut.title'));
  useMetaDescription(t('loggedOut.text'));
  useEffect(() => endBrowserSession(), []);
  return (
    <div className={styles.page}>
      <h1>{t('loggedOut.title')}</h1>
      <p>{t('loggedOut.text')}</p>
      <div className={styles.actions}>
        <Link className={styles.button} to={localizedPath(locale)}>
          {t('callback.home')}
        </Link>
        <Link className={styles.secondary} to={localizedPath(locale, shellPaths.login())}>
          {t('loggedOut.again')}
        </Link>
      </div>
    </div>
  );
}
