import { useEffect } from 'react';
import { useDocumentTitle, useMetaDescription } from '@court/runtime';
import { LoadingState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../config';
import { startLogout } from '../logout';
import styles from './auth-pages.module.css';

/** `/{lang}/auth/logout`: the logout as an address (the header's button does the same). */
export function LogoutPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  useDocumentTitle(t('logout.title'));
  useMetaDescription(t('logout.description'));
  useEffect(() => startLogout(), []);
  return (
    <div className={styles.page}>
      <h1>{t('logout.title')}</h1>
      <LoadingState label={t('logout.redirecting')} />
    </div>
  );
}
