import { useEffect, useRef, useState } from 'react';
import { Link, localizedPath, useLocale } from '@court/runtime';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../config/main-content';
import { useConsent, type ConsentStatus } from './consent-store';
import styles from './cookie-banner.module.css';

/**
 * The cookie question (spec section 4): a labelled region fixed at the bottom of the window, not a modal, so
 * the page stays usable. Accept and Refuse weigh the same. After the answer a short confirmation takes its
 * place (and the focus) until the visitor hides it. Small screens never see the banner (spec section 1).
 */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const status = useConsent((state) => state.status);
  const accept = useConsent((state) => state.accept);
  const refuse = useConsent((state) => state.refuse);
  const [answered, setAnswered] = useState<Exclude<ConsentStatus, 'undecided'> | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (answered) confirmationRef.current?.focus();
  }, [answered]);

  if (status !== 'undecided' && !answered) return null;

  const hide = () => {
    setAnswered(null);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <section className={`${styles.banner} no-print`} aria-label={t('consent.label')}>
      <div className={styles.inner}>
        {answered ? (
          <>
            <p ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
              {t(answered === 'accepted' ? 'consent.accepted' : 'consent.refused')}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={hide}>
                {t('consent.hide')}
              </button>
            </div>
          </>
        ) : (
          <>
            <div className={styles.text}>
              <h2 className={styles.heading}>{t('consent.heading')}</h2>
              <p>
                {t('consent.text')}{' '}
                <Link to={localizedPath(locale, courtPaths.legal('privacy-policy'))}>{t('consent.privacyLink')}</Link>
              </p>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  accept();
                  setAnswered('accepted');
                }}
              >
                {t('consent.accept')}
              </button>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  refuse();
                  setAnswered('denied');
                }}
              >
                {t('consent.refuse')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
