import { useEffect, useState } from 'react';
import { buttonClass, ErrorCard, LoadingState, SectionLayout } from '@court/shared';
import { useDocumentTitle, useLocalizedHref, useNavigate } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../i18n';
import { finishStaffLogin } from '../login/staff-login';
import styles from './console.module.css';

type CallbackState = 'finishing' | 'renewed' | 'logged-out' | 'failed';

/**
 * `/{lang}/media/console/callback`: where the staff identity provider sends the officer back. It finishes the
 * login and goes on to the console page asked for; a renewal window says the login is renewed and closes; after a
 * logout it says the officer is logged out.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation([CONSOLE_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>('finishing');
  useDocumentTitle(t('callback.title'));

  useEffect(() => {
    let cancelled = false;
    finishStaffLogin(new URLSearchParams(window.location.search)).then(
      (outcome) => {
        if (cancelled) return;
        if (outcome.status === 'logged-out') return setState('logged-out');
        if (outcome.status !== 'done') return setState('failed');
        if (!outcome.renewal) return void navigate(outcome.returnTo, { replace: true });
        setState('renewed');
        // Closes only a window the console opened itself; any other stays with its message.
        window.close();
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  const crumbs = [{ label: t('common:home'), href: href() }, { label: t('callback.title') }];
  return (
    <SectionLayout crumbs={crumbs}>
      {state === 'finishing' && <LoadingState label={t('callback.finishing')} />}
      {state === 'renewed' && (
        <div className={`${styles.notice} ${styles.success}`} role="status">
          <h1>{t('callback.renewedTitle')}</h1>
          <p>{t('callback.renewed')}</p>
        </div>
      )}
      {state === 'logged-out' && (
        <div className={`${styles.notice} ${styles.success}`} role="status" data-testid="logged-out">
          <h1>{t('callback.loggedOutTitle')}</h1>
          <p>{t('callback.loggedOut')}</p>
          <p>
            <a className={buttonClass('secondary')} href={href(mediaPaths.console())}>
              {t('callback.tryAgain')}
            </a>
          </p>
        </div>
      )}
      {state === 'failed' && (
        <ErrorCard status={401} heading={t('callback.failedTitle')} text={t('callback.failed')} homeHref={href()}>
          <a className={buttonClass('secondary')} href={href(mediaPaths.console())}>
            {t('callback.tryAgain')}
          </a>
        </ErrorCard>
      )}
    </SectionLayout>
  );
}
