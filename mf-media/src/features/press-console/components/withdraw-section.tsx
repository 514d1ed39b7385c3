import { useState } from 'react';
import { buttonClass } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../i18n';
import styles from './console.module.css';

interface WithdrawSectionProps {
  /** Another action is under way: the confirmation waits for it. */
  busy: boolean;
  onWithdraw: () => void;
}

/** Taking a public or scheduled release off the site, asked twice: a button, then its confirmation. */
export function WithdrawSection({ busy, onWithdraw }: WithdrawSectionProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="withdraw-title" className={styles.withdraw}>
      <h2 id="withdraw-title">{t('withdraw.title')}</h2>
      <p>{t('withdraw.text')}</p>
      {confirming ? (
        <div className={styles.actions}>
          <button type="button" className={buttonClass('warning')} onClick={onWithdraw} disabled={busy}>
            {t('withdraw.confirm')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
            {t('withdraw.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className={buttonClass('warning')} onClick={() => setConfirming(true)}>
          {t('withdraw.action')}
        </button>
      )}
    </section>
  );
}
