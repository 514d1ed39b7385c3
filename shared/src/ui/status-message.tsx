import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MINIMUM_FETCH_DELAY_MS } from '@court/runtime';
import { useRetryWhenOnline } from '../data/use-retry-when-online';
import { RetryControl } from './retry-control';
import styles from './status-message.module.css';

/**
 * "Loading…" for a region of a page. It stays invisible for the first 200 ms (the spec's minimum fetch
 * delay) so fast answers do not flash a spinner, but it is announced to screen readers from the start.
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), MINIMUM_FETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="loading-state">
      {visible && <span className={styles.spinner} aria-hidden="true" />}
      <span className={visible ? undefined : 'visually-hidden'}>{label ?? t('errors.loadingPage')}</span>
    </div>
  );
}

/** An empty result ("no judgment", "no pending cases"…): a designed state, never a blank area. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.message} ${styles.info}`} role="status" data-testid="empty-state">
      {children}
    </div>
  );
}

/**
 * A failed fetch inside a page: "error while fetching data", with a retry when one is offered. The retry also
 * runs by itself when the browser comes back online, since the failure was most likely the lost connection.
 */
export function ErrorState({ children, onRetry }: { children?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  useRetryWhenOnline(onRetry);
  return (
    <div className={`${styles.message} ${styles.error}`} role="alert" data-testid="error-state">
      {children ?? t('errors.fetching')}
      {onRetry && (
        <RetryControl className={styles.retry} onRetry={onRetry}>
          {t('errors.retry')}
        </RetryControl>
      )}
    </div>
  );
}
