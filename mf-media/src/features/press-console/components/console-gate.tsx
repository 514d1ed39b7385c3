import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorCard, LoadingState } from '@court/shared';
import { useLocale, useLocalizedHref, useSessionStore } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../i18n';
import { RENEWAL_PARAM, startStaffLogin } from '../login/staff-login';
import { PRESS_SCOPE, receiveStaffSessions, useStaffSession } from '../login/staff-session';

const noSubscription = () => () => {};
/** True in the browser, false while the page is drawn on the server (where no login can be known). */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Lets only press officers in: a visitor without a staff login is sent to the staff identity provider and
 * comes back to the page asked for; a citizen logged in with the federal login, or staff without the press
 * scope, get the 403 card. Once in, a login that expires while the officer works does not send them away:
 * the page keeps what they typed and offers to renew the login (LoginRenewal).
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const inBrowser = useInBrowser();
  const session = useStaffSession();
  const citizen = useSessionStore((state) => state.authInfo);
  // Whether a citizen is logged in is known once the shell's start-up check is done.
  const citizenKnown = useSessionStore((state) => state.loaded);
  const allowed = Boolean(session?.scopes.includes(PRESS_SCOPE));
  const [admitted, setAdmitted] = useState(false);
  const [loginFailed, setLoginFailed] = useState(false);

  useEffect(() => receiveStaffSessions(), []);
  useEffect(() => {
    if (allowed) setAdmitted(true);
  }, [allowed]);

  // A window opened to renew an expired login (LoginRenewal) logs in again whatever it holds.
  const renewal = inBrowser && new URLSearchParams(window.location.search).has(RENEWAL_PARAM);
  const mustLogIn = renewal || (inBrowser && citizenKnown && !admitted && !session && !citizen);
  useEffect(() => {
    if (!mustLogIn) return;
    const here = `${window.location.pathname}${window.location.search}`;
    startStaffLogin(locale, here, renewal).catch(() => setLoginFailed(true));
  }, [mustLogIn, renewal, locale]);

  if (!renewal && (allowed || admitted)) return <>{children}</>;
  if (!inBrowser) return <LoadingState label={t('gate.checking')} />;
  if (!renewal && (session || citizen)) {
    return (
      <ErrorCard
        status={403}
        heading={t('gate.forbiddenTitle')}
        text={t(session ? 'gate.forbiddenStaff' : 'gate.forbiddenCitizen')}
        homeHref={href()}
      />
    );
  }
  if (loginFailed) {
    return (
      <ErrorCard status={503} heading={t('gate.unavailableTitle')} text={t('gate.unavailable')} homeHref={href()} />
    );
  }
  return <LoadingState label={t('gate.redirecting')} />;
}
