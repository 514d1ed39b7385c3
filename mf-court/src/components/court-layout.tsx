import type { ReactNode } from 'react';
import { Breadcrumbs, NavLink, useLocalizedHref, type Crumb } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../config/i18n';
import { courtPaths, PRESENTATION_PAGES } from '../config/paths';
import styles from './court-layout.module.css';

interface CourtLayoutProps {
  /** The trail after "Home"; the last one is the current page. */
  crumbs: Crumb[];
  /** Pages of the presentation show its sub-pages beside them. */
  presentationNav?: boolean;
  children: ReactNode;
}

/** The Court section's page layout: breadcrumbs, the presentation's sub-pages where they apply, the page. */
export function CourtLayout({ crumbs, presentationNav = false, children }: CourtLayoutProps) {
  const { t } = useTranslation([COURT_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  return (
    <>
      <Breadcrumbs items={[{ label: t('common:home'), href: href() }, ...crumbs]} />
      <div className={presentationNav ? styles.layout : undefined}>
        {presentationNav && (
          <nav className={`${styles.nav} no-print`} aria-labelledby="court-nav-heading">
            <h2 id="court-nav-heading" className={styles.navHeading}>
              <NavLink className={styles.navLink} to={href(courtPaths.presentation())} end>
                {t('presentation.navHeading')}
              </NavLink>
            </h2>
            <ul className={styles.navList}>
              {PRESENTATION_PAGES.map((page) => (
                <li key={page}>
                  <NavLink className={styles.navLink} to={href(courtPaths.presentation(page))}>
                    {t(`pages.${page}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.page}>{children}</div>
      </div>
    </>
  );
}
