import { Link, localizedPath, useDocumentTitle, useLocale, useMetaDescription, useSessionStore } from '@court/runtime';
import { EmptyState, ErrorState, formatDateTime, LoadingState, useAsync } from '@court/shared';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { listRegistryMessages } from '../auth-api';
import { AUTH_NAMESPACE } from '../config';
import styles from './auth-pages.module.css';

/** `/{lang}/admin`: the logged-in citizen's own messages to the registry, newest first. */
export function AdminPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const locale = useLocale();
  const user = useSessionStore((state) => state.currentUser);
  const messages = useAsync(() => listRegistryMessages(), []);
  useDocumentTitle(t('admin.title'));
  useMetaDescription(t('admin.description'));

  return (
    <div className={styles.page}>
      <h1>{t('admin.title')}</h1>
      <p>{t('admin.intro', { name: `${user?.givenName ?? ''} ${user?.surname ?? ''}`.trim() })}</p>
      <div className={styles.actions}>
        <Link className={styles.button} to={localizedPath(locale, shellPaths.formWizard())}>
          {t('admin.newMessage')}
        </Link>
        <Link className={styles.secondary} to={localizedPath(locale, shellPaths.adminPage())}>
          {t('identity.title')}
        </Link>
      </div>
      <h2>{t('admin.messages')}</h2>
      {messages.status === 'loading' && <LoadingState />}
      {messages.status === 'error' && <ErrorState onRetry={messages.retry} />}
      {messages.status === 'success' && messages.data.length === 0 && <EmptyState>{t('admin.none')}</EmptyState>}
      {messages.status === 'success' && messages.data.length > 0 && (
        <ul className={styles.list} data-testid="registry-messages">
          {messages.data.map((message) => (
            <li key={message.receipt} className={styles.item}>
              <h3>{message.topic}</h3>
              <dl className={styles.details}>
                <dt>{t('fields.receipt')}</dt>
                <dd>{message.receipt}</dd>
                <dt>{t('fields.rollNumber')}</dt>
                <dd>{message.rollNumber}</dd>
                <dt>{t('fields.sentOn')}</dt>
                <dd>{formatDateTime(message.createdAt, locale)}</dd>
                <dt>{t('fields.message')}</dt>
                <dd>{message.message}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
