import { ErrorState, LoadingState, useAsync } from '@court/shared';
import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { releaseHistory } from '../api/console-releases';
import { formatCourtTime } from '../api/court-time';
import { CONSOLE_NAMESPACE } from '../i18n';
import styles from './console.module.css';

/** The audit trail of one release: who did what, when (newest first); `revision` reloads it after a write. */
export function ReleaseHistory({ id, revision }: { id: string; revision: number }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  const history = useAsync(() => releaseHistory(id), [id, revision]);
  return (
    <section aria-labelledby="history-title" className={styles.history}>
      <h2 id="history-title">{t('history.title')}</h2>
      {history.status === 'loading' && <LoadingState />}
      {history.status === 'error' && <ErrorState onRetry={history.retry} />}
      {history.status === 'success' && (
        <ol className={styles.historyList} data-testid="release-history">
          {history.data.items.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{formatCourtTime(entry.at, locale)}</time>{' '}
              {t(`history.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
              {t('history.by', { actor: entry.actor })}
              {entry.version !== null && (
                <span className={styles.muted}> {t('history.version', { version: entry.version })}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
