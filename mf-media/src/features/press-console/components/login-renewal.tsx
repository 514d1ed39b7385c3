import { buttonClass } from '@court/shared';
import { useEffect, useRef } from 'react';
import { ApiError, useLocalizedHref } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { LOGIN_EXPIRED } from '../api/publishing-fetch';
import { CONSOLE_NAMESPACE } from '../i18n';
import { RENEWAL_PARAM } from '../login/staff-login';
import { PRESS_SCOPE, useStaffSession } from '../login/staff-session';
import styles from './console.module.css';

export const isLoginExpired = (error: unknown): boolean => error instanceof ApiError && error.code === LOGIN_EXPIRED;

/** The window the login is renewed in; the same name reuses it rather than opening another. */
const RENEWAL_WINDOW = 'court-staff-login';

/**
 * The login expired while the officer worked: the login is renewed in a window of its own, so this page, and
 * everything typed in it, stays as it is. The new login reaches this tab (staff-session.ts) and `onRenewed` runs.
 */
export function LoginRenewal({ onRenewed }: { onRenewed?: () => void }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const href = useLocalizedHref();
  const session = useStaffSession();
  const renewed = Boolean(session?.scopes.includes(PRESS_SCOPE));
  const told = useRef(false);
  useEffect(() => {
    if (renewed && !told.current) {
      told.current = true;
      onRenewed?.();
    }
  }, [renewed, onRenewed]);

  const renewalUrl = `${href(mediaPaths.console())}?${RENEWAL_PARAM}=1`;
  return (
    <div className={`${styles.notice} ${styles.warning}`} role="alert" data-testid="login-expired">
      <h2>{t('renewal.title')}</h2>
      <p>{t('renewal.text')}</p>
      <p>
        <a
          href={renewalUrl}
          target={RENEWAL_WINDOW}
          className={buttonClass('secondary')}
          onClick={(event) => {
            event.preventDefault();
            window.open(renewalUrl, RENEWAL_WINDOW, 'popup,width=720,height=760');
          }}
        >
          {t('renewal.action')}
        </a>
      </p>
    </div>
  );
}
