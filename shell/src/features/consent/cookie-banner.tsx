import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, localizedPath, useLocale, useLocation } from '@court/runtime';
import { CONSENT_FORM, courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../config/main-content';
import { useConsent, type ConsentStatus } from './consent-store';
import styles from './cookie-banner.module.css';

/**
 * The cookie question (spec section 4): a labelled region fixed at the bottom of the window, not a modal, so
 * the page stays usable. Accept and Refuse weigh the same. After the answer a short confirmation takes its
 * place (and the focus) until the visitor hides it. Small screens never see the banner (spec section 1).
 *
 * The question is a form, so it can be answered before the scripts run or without them: the site server keeps
 * the answer and sends the visitor back to the page (`CONSENT_FORM`). With the scripts running the shell
 * answers the submission itself, without leaving the page. The page to come back to is the path alone, as the
 * server draws the form from it; the browser's first render must draw the same.
 */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname } = useLocation();
  const status = useConsent((state) => state.status);
  const accept = useConsent((state) => state.accept);
  const refuse = useConsent((state) => state.refuse);
  const [answered, setAnswered] = useState<Exclude<ConsentStatus, 'undecided'> | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (answered) confirmationRef.current?.focus();
  }, [answered]);

  if (status !== 'undecided' && !answered) return null;

  const answer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    const value = submitter?.getAttribute('value');
    if (value === 'true') {
      accept();
      setAnswered('accepted');
    } else if (value === 'false') {
      refuse();
      setAnswered('denied');
    }
  };

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
          <form method="post" action={CONSENT_FORM.path} className={styles.question} onSubmit={answer}>
            <input type="hidden" name={CONSENT_FORM.returnTo} value={pathname} />
            <div className={styles.text}>
              <h2 className={styles.heading}>{t('consent.heading')}</h2>
              <p>
                {t('consent.text')}{' '}
                <Link to={localizedPath(locale, courtPaths.legal('privacy-policy'))}>{t('consent.privacyLink')}</Link>
              </p>
            </div>
            <div className={styles.actions}>
              <button type="submit" name={CONSENT_FORM.answer} value="true" className={styles.button}>
                {t('consent.accept')}
              </button>
              <button type="submit" name={CONSENT_FORM.answer} value="false" className={styles.button}>
                {t('consent.refuse')}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
