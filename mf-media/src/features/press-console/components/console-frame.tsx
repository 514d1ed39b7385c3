import type { ReactNode } from 'react';
import { buttonClass, SectionLayout } from '@court/shared';
import { Link, useDocumentTitle, useLocale, useLocalizedHref } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { CONSOLE_NAMESPACE } from '../i18n';
import { startStaffLogout } from '../login/staff-login';
import { useStaffSession } from '../login/staff-session';
import { ConsoleGate } from './console-gate';
import styles from './console.module.css';

interface ConsoleFrameProps {
  /** The page's title: its h1, the last breadcrumb and the document's title. */
  title: string;
  /** A page below the list links back to it in the breadcrumbs. */
  belowList?: boolean;
  children: ReactNode;
}

/** A page of the press console: behind the staff login, with who is logged in, under the Press section. */
export function ConsoleFrame({ title, belowList = false, children }: ConsoleFrameProps) {
  const { t } = useTranslation([CONSOLE_NAMESPACE, SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  useDocumentTitle(title);
  const crumbs = [
    { label: t('common:home'), href: href() },
    { label: t(`${SECTION_NAMESPACE}:sectionTitle`), href: href(mediaPaths.root()) },
    ...(belowList ? [{ label: t('list.title'), href: href(mediaPaths.console()) }] : []),
    { label: title },
  ];
  return (
    <SectionLayout crumbs={crumbs} description={t('description')}>
      <ConsoleGate>
        <div className={styles.console}>
          <LoggedInAs />
          <h1>{title}</h1>
          {children}
        </div>
      </ConsoleGate>
    </SectionLayout>
  );
}

function LoggedInAs() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const href = useLocalizedHref();
  const locale = useLocale();
  const session = useStaffSession();
  return (
    <div className={styles.who}>
      <p data-testid="console-officer">
        {session
          ? t('frame.loggedInAs', { name: session.name ?? session.username, username: session.username })
          : t('frame.loginExpired')}{' '}
        <Link to={href(mediaPaths.console())}>{t('frame.toList')}</Link>
      </p>
      {session && (
        <button type="button" className={buttonClass('secondary')} onClick={() => void startStaffLogout(locale)}>
          {t('frame.logOut')}
        </button>
      )}
    </div>
  );
}
