import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useEnhanced } from '@court/shared';
import { MAIN_CONTENT_ID } from '../config/main-content';
import { AccountStatus } from '../features/auth/account-status';
import { CookieBanner } from '../features/consent/cookie-banner';
import { useConsent } from '../features/consent/consent-store';
import { OfflineNotice } from '../features/progress/offline-notice';
import { ProgressBar } from '../features/progress/progress-bar';
import { useOnlineStatus } from '../features/progress/use-online-status';
import { ScrollToTop } from '../features/layout/scroll-to-top';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { SkipLink } from '../features/layout/skip-link';
import styles from './site-layout.module.css';

// The drawer is the menu of small screens only: its code is not part of the first load of a page.
const loadMobileDrawer = () => import('../features/layout/mobile-drawer');
const MobileDrawer = lazy(() => loadMobileDrawer().then(({ MobileDrawer }) => ({ default: MobileDrawer })));

/**
 * The frame of every page: skip link, header with menus, the page as `<main>`, footer, and what floats above
 * them (progress bar, cookie banner, back-to-top, offline notice). The frame adds no h1: pages own theirs.
 *
 * While the drawer is open everything else is inert (unreachable by Tab, hidden from screen readers), which
 * is why the drawer is a sibling of the page rather than a part of the header.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  const bannerShown = useConsent((state) => state.status === 'undecided');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const enhanced = useEnhanced();

  // Back to the Menu button when the drawer closes (after `inert` is lifted, hence an effect).
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) menuButtonRef.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);

  // Where the Menu button shows (small screens), the drawer's code comes right after the page, so it opens at once.
  // The button is there from the render after the one that hydrates the server's HTML.
  useEffect(() => {
    const button = menuButtonRef.current;
    if (enhanced && button && getComputedStyle(button).display !== 'none') void loadMobileDrawer();
  }, [enhanced]);

  const drawerAccount = useCallback((className?: string) => <AccountStatus className={className} />, []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <>
      <ProgressBar online={online} />
      <div className={bannerShown ? `${styles.page} ${styles.withBanner}` : styles.page} inert={drawerOpen}>
        <SkipLink />
        <SiteHeader
          drawerOpen={drawerOpen}
          onOpenDrawer={openDrawer}
          menuButtonRef={menuButtonRef}
          account={<AccountStatus />}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop raised={bannerShown} />
        <CookieBanner />
        <OfflineNotice online={online} />
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeDrawer} account={drawerAccount} />
        </Suspense>
      )}
    </>
  );
}
