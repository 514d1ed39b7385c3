import { Link, localizedPath, useLocale, useLocation } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../../config/menu';
import { ChevronIcon, MenuIcon } from './icons';
import { LanguageLinks } from './language-links';
import { MenuItemList } from './menu-item-list';
import { containsPath, isCurrentPath } from './menu-paths';
import drawer from './mobile-drawer.module.css';
import styles from './small-screen-menu.module.css';

/**
 * The Menu of small screens before the scripts run, or without them: the browser's own disclosure, whose panel
 * hangs below the header with what the drawer holds (the menus, each a disclosure, the stay-informed link and
 * the languages), drawn as the drawer draws it. Once the scripts run, the Menu button and its drawer take its
 * place. The visitor's account is not in it: a login is kept by the scripts, so it shows once they run.
 */
export function SmallScreenMenu({ summaryClassName }: { summaryClassName?: string }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const here = useLocation();
  return (
    <details className={`${styles.menu} no-print`}>
      <summary className={summaryClassName}>
        <MenuIcon />
        {t('header.menuButton')}
      </summary>
      <nav aria-label={t('header.mainNav')} className={styles.panel}>
        <ul className={drawer.sections}>
          {menuFor(locale, 'drawer').map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.id}>
                <Link
                  to={localizedPath(locale, entry.path)}
                  className={drawer.section}
                  aria-current={isCurrentPath(locale, entry.path, here) ? 'page' : undefined}
                >
                  {t(entry.labelKey)}
                </Link>
              </li>
            ) : (
              <li key={entry.id}>
                {/* The section holding the page shown starts open, as in the drawer. */}
                <details open={containsPath(locale, entry.items, here.pathname)}>
                  <summary className={drawer.section}>
                    {t(entry.labelKey)}
                    <ChevronIcon className={drawer.chevron} />
                  </summary>
                  <div className={drawer.panel}>
                    <MenuItemList items={entry.items} />
                  </div>
                </details>
              </li>
            ),
          )}
        </ul>
        <p className={drawer.stayInformed}>
          <Link to={localizedPath(locale, mediaPaths.stayInformed())}>{t('header.stayInformed')}</Link>
        </p>
        <div className={drawer.languages} role="group" aria-labelledby="small-screen-menu-languages">
          <p id="small-screen-menu-languages" className={drawer.languagesLabel}>
            {t('header.languageNav')}
          </p>
          <LanguageLinks className={drawer.languageList} />
        </div>
      </nav>
    </details>
  );
}
