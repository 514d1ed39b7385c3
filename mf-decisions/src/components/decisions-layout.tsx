import type { ReactNode } from 'react';
import { Breadcrumbs, NavLink, useLocalizedHref } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';
import { PATHS } from '../config/paths';
import styles from './decisions-layout.module.css';

const NAV: { path: string; label: string }[] = [
  { path: PATHS.judgments, label: 'pages.judgments' },
  { path: PATHS.pendingCases, label: 'pages.pendingCases' },
  { path: PATHS.upcoming, label: 'pages.upcoming' },
  { path: PATHS.agenda, label: 'pages.agenda' },
  { path: PATHS.preliminaryRulings, label: 'pages.preliminaryRulings' },
];

interface DecisionsLayoutProps {
  /** The page's name in the breadcrumbs; for a page under another (a judgment), its parent first. */
  crumbs: { label: string; href?: string }[];
  children: ReactNode;
}

/** The Decisions section's frame: breadcrumbs, the section's pages as side navigation, the page. */
export function DecisionsLayout({ crumbs, children }: DecisionsLayoutProps) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  return (
    <>
      <Breadcrumbs items={[{ label: t('common:home'), href: href() }, ...crumbs]} />
      <div className={styles.layout}>
        <div className={styles.page}>{children}</div>
        <nav className={`${styles.nav} no-print`} aria-labelledby="decisions-nav-heading">
          <h2 id="decisions-nav-heading" className={styles.navHeading}>
            {t('sectionTitle')}
          </h2>
          <ul className={styles.navList}>
            {NAV.map((item) => (
              <li key={item.path}>
                <NavLink className={styles.navLink} to={href(item.path)} end>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
