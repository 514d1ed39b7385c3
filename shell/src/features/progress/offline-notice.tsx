import { useTranslation } from 'react-i18next';
import styles from './offline-notice.module.css';

/**
 * Says politely that the browser is offline. The live region is always in the page (empty while online), so
 * screen readers announce the text when it appears.
 */
export function OfflineNotice({ online }: { online: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div role="status" className="no-print">
      {!online && <p className={styles.notice}>{t('offline')}</p>}
    </div>
  );
}
