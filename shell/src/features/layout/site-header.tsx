import type { ReactNode, Ref } from 'react';
import { Link, localizedPath, useLocale } from '@court/runtime';
import { useEnhanced } from '@court/shared';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { hyphenatedSiteTitle } from '../../config/site-title';
import { CourtLogo } from './court-logo';
import { HeaderMenus } from './header-menus';
import { MenuIcon } from './icons';
import { LanguageLinks } from './language-links';
import { SmallScreenMenu } from './small-screen-menu';
import styles from './site-header.module.css';

/**
 * The site's banner: emblem and name (one link home), the stay-informed link and the languages, the top
 * menus; on small screens a Menu button instead, which opens the drawer (before the scripts run, a Menu
 * that opens by itself: SmallScreenMenu). The visitor's account (login or logout) is the login area's, which
 * the frame passes in.
 */
export function SiteHeader({
  drawerOpen,
  onOpenDrawer,
  menuButtonRef,
  account,
}: {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  account: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const enhanced = useEnhanced();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to={localizedPath(locale)} className={styles.brand}>
          <CourtLogo />
          <span className={styles.title}>{hyphenatedSiteTitle(locale, t('siteTitle'))}</span>
        </Link>
        <div className={`${styles.tools} no-print`}>
          <Link to={localizedPath(locale, mediaPaths.stayInformed())} className={styles.stayInformed}>
            {t('header.stayInformed')}
          </Link>
          <nav aria-label={t('header.languageNav')}>
            <LanguageLinks className={styles.languages} />
          </nav>
          {account}
        </div>
        {enhanced ? (
          <button
            type="button"
            ref={menuButtonRef}
            className={`${styles.menuButton} no-print`}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={onOpenDrawer}
          >
            <MenuIcon />
            {t('header.menuButton')}
          </button>
        ) : (
          <SmallScreenMenu summaryClassName={styles.menuButton} />
        )}
      </div>
      <HeaderMenus />
    </header>
  );
}
