import { Link, localizedPath, useDocumentTitle, useLocale, useMetaDescription, useSessionStore } from '@court/runtime';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../config';
import styles from './auth-pages.module.css';

/** `/{lang}/admin/apage`: what the federal login told the site about the citizen. */
export function IdentityPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const locale = useLocale();
  const user = useSessionStore((state) => state.currentUser);
  const exp = useSessionStore((state) => state.authInfo?.exp);
  useDocumentTitle(t('identity.title'));
  useMetaDescription(t('identity.description'));
  const until = exp ? new Date(exp * 1000).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <div className={styles.page}>
      <h1>{t('identity.title')}</h1>
      <dl className={styles.details}>
        <dt>{t('fields.name')}</dt>
        <dd>{`${user?.givenName ?? ''} ${user?.surname ?? ''}`}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{typeof user?.mail === 'string' ? user.mail : '—'}</dd>
        <dt>{t('fields.language')}</dt>
        <dd>{typeof user?.prefLanguage === 'string' ? user.prefLanguage.toUpperCase() : '—'}</dd>
        <dt>{t('identity.validUntil')}</dt>
        <dd>{until}</dd>
      </dl>
      <div className={styles.actions}>
        <Link className={styles.secondary} to={localizedPath(locale, shellPaths.admin())}>
          {t('admin.title')}
        </Link>
      </div>
    </div>
  );
}
