import { isAuthenticated, Link, localizedPath, useLocale, useSessionStore } from '@court/runtime';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { startLogout } from './logout';
import styles from './account-status.module.css';

/**
 * The logged-in citizen's name (a link to their page) and the logout button, in the header and in the drawer.
 * Nothing is shown to an anonymous visitor.
 */
export function AccountStatus({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const user = useSessionStore((state) => state.currentUser);
  const loggedIn = useSessionStore((state) => isAuthenticated(state.authInfo));
  if (!loggedIn || !user) return null;
  const name = `${user.givenName ?? ''} ${user.surname ?? ''}`.trim();
  return (
    <div className={`${styles.account} ${className ?? ''}`} data-testid="account-status">
      <Link to={localizedPath(locale, shellPaths.admin())} className={styles.name}>
        <span className="visually-hidden">{t('account.loggedInAs')}</span> {name}
      </Link>
      <button type="button" className={styles.logout} onClick={startLogout}>
        {t('account.logout')}
      </button>
    </div>
  );
}
