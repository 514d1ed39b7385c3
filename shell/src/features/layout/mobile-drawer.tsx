import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, localizedPath, useLocale, useLocation } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../../config/menu';
import { trapTabKey } from './focus-trap';
import { ChevronIcon, CloseIcon } from './icons';
import { LanguageLinks } from './language-links';
import { MenuItemList } from './menu-item-list';
import { containsPath, isCurrentPath } from './menu-paths';
import { useScrollLock } from './use-scroll-lock';
import styles from './mobile-drawer.module.css';

/** Above this width the header shows its own menus, so an open drawer closes. */
const WIDE_SCREEN = '(min-width: 60em)';

/**
 * The menus on small screens: a modal panel from the side with the same menus as expandable sections, the
 * stay-informed link and the languages. Focus moves into it, stays inside while it is open (the page behind
 * is inert), and Escape, the close button or following a link closes it; the caller then puts the focus
 * back on the Menu button.
 */
export function MobileDrawer({
  onClose,
  account,
}: {
  onClose: () => void;
  /** The visitor's account (the login area's), drawn with the drawer's class. */
  account: (className?: string) => ReactNode;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const here = useLocation();
  const entries = menuFor(locale, 'drawer');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The section holding the page being shown starts open, so the visitor sees where they are.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        entries.filter((e) => e.kind === 'group' && containsPath(locale, e.items, here.pathname)).map((e) => e.id),
      ),
  );
  useScrollLock();

  useEffect(() => closeRef.current?.focus(), []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (query.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onClose]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="no-print">
      <div className={styles.backdrop} onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="drawer-title"
        className={styles.drawer}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (dialogRef.current) {
            trapTabKey(event, dialogRef.current);
          }
        }}
      >
        <div className={styles.head}>
          <h2 id="drawer-title" className={styles.title}>
            {t('header.drawerTitle')}
          </h2>
          <button type="button" ref={closeRef} className={styles.close} onClick={onClose}>
            {t('header.closeMenu')}
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.sections}>
          {entries.map((entry) => {
            if (entry.kind === 'link') {
              return (
                <li key={entry.id}>
                  <Link
                    to={localizedPath(locale, entry.path)}
                    className={styles.section}
                    aria-current={isCurrentPath(locale, entry.path, here) ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {t(entry.labelKey)}
                  </Link>
                </li>
              );
            }
            const open = expanded.has(entry.id);
            const panelId = `drawer-menu-${entry.id}`;
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.section}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(entry.id)}
                >
                  {t(entry.labelKey)}
                  <ChevronIcon className={styles.chevron} />
                </button>
                <div id={panelId} className={styles.panel} hidden={!open}>
                  <MenuItemList items={entry.items} onNavigate={onClose} />
                </div>
              </li>
            );
          })}
        </ul>
        <p className={styles.stayInformed}>
          <Link to={localizedPath(locale, mediaPaths.stayInformed())} onClick={onClose}>
            {t('header.stayInformed')}
          </Link>
        </p>
        <div className={styles.languages} role="group" aria-labelledby="drawer-languages">
          <p id="drawer-languages" className={styles.languagesLabel}>
            {t('header.languageNav')}
          </p>
          <LanguageLinks className={styles.languageList} onNavigate={onClose} />
        </div>
        {account(styles.account)}
      </div>
    </div>
  );
}
