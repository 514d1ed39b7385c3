import type { ReactNode } from 'react';
import { Breadcrumbs, NavLink, useLocalizedHref } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';
import { MEDIA_PAGES, mediaPath, type MediaPage } from '../config/paths';
import styles from './media-layout.module.css';

interface MediaLayoutProps {
  /** The page shown; absent on the section's landing page, which has no side navigation. */
  page?: MediaPage;
  /** The page's name in the breadcrumbs (its title). */
  pageLabel?: string;
  children: ReactNode;
}

/** The Press and media pages' frame: breadcrumbs, the section's pages beside the page, the page. */
export function MediaLayout({ page, pageLabel, children }: MediaLayoutProps) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const crumbs = page
    ? [
        { label: t('common:home'), href: href() },
        { label: t('sectionTitle'), href: href(mediaPath()) },
        { label: pageLabel ?? t(`pages.${page}.title`) },
      ]
    : [{ label: t('common:home'), href: href() }, { label: t('sectionTitle') }];

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={page ? styles.layout : undefined}>
        {page && (
          <nav className={`${styles.nav} no-print`} aria-labelledby="media-nav-heading">
            <h2 id="media-nav-heading" className={styles.navHeading}>
              {t('sectionTitle')}
            </h2>
            <ul className={styles.navList}>
              {MEDIA_PAGES.map((entry) => (
                <li key={entry}>
                  <NavLink className={styles.navLink} to={href(mediaPath(entry))} end>
                    {t(`pages.${entry}.title`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>{children}</div>
      </div>
    </>
  );
}
