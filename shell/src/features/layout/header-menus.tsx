import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, localizedPath, useLocale, useLocation } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../../config/menu';
import { ChevronIcon } from './icons';
import { MenuItemList } from './menu-item-list';
import { containsPath, isCurrentPath } from './menu-paths';
import styles from './header-menus.module.css';

/**
 * The top menus on wide screens, as disclosure buttons (not ARIA menus: these are links, and the page's
 * ordinary Tab order works inside them). One menu is open at a time; a click outside, moving the focus out of
 * the menus, following a link or Escape closes it, and Escape puts the focus back on its button.
 */
export function HeaderMenus() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const here = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => setOpenId(null), [here.pathname, here.hash]);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenId(null);
      buttons.current.get(openId)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  // Tabbing past the last link of an open menu closes it. A blur towards nothing (a click on the page, the
  // window losing focus) is left to the click-outside rule, so clicking a button never closes and reopens.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !navRef.current?.contains(next)) setOpenId(null);
  };
  const close = () => setOpenId(null);
  const entries = menuFor(locale, 'header');

  return (
    <nav ref={navRef} aria-label={t('header.mainNav')} className={`${styles.nav} no-print`} onBlur={onBlur}>
      <ul className={styles.bar}>
        {entries.map((entry, index) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.id}>
                <Link
                  to={localizedPath(locale, entry.path)}
                  className={styles.top}
                  aria-current={isCurrentPath(locale, entry.path, here) ? 'page' : undefined}
                >
                  {t(entry.labelKey)}
                </Link>
              </li>
            );
          }
          const open = openId === entry.id;
          const panelId = `header-menu-${entry.id}`;
          const active = containsPath(locale, entry.items, here.pathname);
          return (
            <li key={entry.id} className={styles.group}>
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                className={active ? `${styles.top} ${styles.active}` : styles.top}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                {t(entry.labelKey)}
                <ChevronIcon className={styles.chevron} />
              </button>
              {/* Menus in the right half open leftwards, so they stay inside the window. */}
              <div
                id={panelId}
                className={index >= entries.length / 2 ? `${styles.panel} ${styles.alignEnd}` : styles.panel}
                hidden={!open}
              >
                <MenuItemList items={entry.items} onNavigate={close} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
