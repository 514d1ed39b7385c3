import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, localizedPath, useLocale, useLocation } from '@court/runtime';
import { useEnhanced } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../../config/menu';
import { arrowKeyTarget } from './arrow-key-focus';
import { focusableIn } from './focus-trap';
import { ChevronIcon } from './icons';
import { MenuItemList } from './menu-item-list';
import { containsPath, isCurrentPath } from './menu-paths';
import styles from './header-menus.module.css';

/**
 * The top menus on wide screens, as disclosure buttons (not ARIA menus: these are links, and the page's
 * ordinary Tab order works inside them). One menu is open at a time; a click outside, moving the focus out of
 * the menus, following a link or Escape closes it, and Escape puts the focus back on its button.
 *
 * The arrow keys help as in the disclosure navigation pattern of the WAI-ARIA practices: Left and Right move
 * along the bar, Down (or Up) on a button opens its menu at its first (or last) link, and Up, Down, Home and
 * End move among the links of an open menu.
 *
 * Before the scripts run, or without them, each menu is the browser's own disclosure (`<details>`), which
 * opens and closes by itself; where browsers group disclosures by name, opening one closes the others.
 */
export function HeaderMenus() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const here = useLocation();
  const enhanced = useEnhanced();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLDivElement>());
  // Set by an arrow key on a closed menu's button: which link to focus once the menu is shown.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

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

  useEffect(() => {
    const panel = openId ? panels.current.get(openId) : undefined;
    if (!panel || !focusOnOpen.current) return;
    const links = focusableIn(panel);
    (focusOnOpen.current === 'first' ? links[0] : links[links.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [openId]);

  const onArrowKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const panel = target.closest<HTMLElement>('[data-menu-panel]');
    if (panel) {
      const link = arrowKeyTarget(focusableIn(panel), target, event.key, 'vertical');
      if (!link) return;
      event.preventDefault();
      link.focus();
      return;
    }
    const menuId = target.dataset.menuId;
    if (menuId && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpenId(menuId);
      return;
    }
    const tops = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-menu-top]') ?? []);
    const top = arrowKeyTarget(tops, target, event.key, 'horizontal');
    if (!top) return;
    event.preventDefault();
    top.focus();
  };

  // Tabbing past the last link of an open menu closes it. A blur towards nothing (a click on the page, the
  // window losing focus) is left to the click-outside rule, so clicking a button never closes and reopens.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !navRef.current?.contains(next)) setOpenId(null);
  };
  const close = () => setOpenId(null);
  const entries = menuFor(locale, 'header');

  return (
    <nav
      ref={navRef}
      aria-label={t('header.mainNav')}
      className={`${styles.nav} no-print`}
      onBlur={onBlur}
      onKeyDown={onArrowKey}
    >
      <ul className={styles.bar}>
        {entries.map((entry, index) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.id}>
                <Link
                  to={localizedPath(locale, entry.path)}
                  className={styles.top}
                  data-menu-top=""
                  aria-current={isCurrentPath(locale, entry.path, here) ? 'page' : undefined}
                >
                  {t(entry.labelKey)}
                </Link>
              </li>
            );
          }
          const label = t(entry.labelKey);
          const topClass = containsPath(locale, entry.items, here.pathname)
            ? `${styles.top} ${styles.active}`
            : styles.top;
          // Menus in the right half open leftwards, so they stay inside the window.
          const panelClass = index >= entries.length / 2 ? `${styles.panel} ${styles.alignEnd}` : styles.panel;
          if (!enhanced) {
            return (
              <li key={entry.id} className={styles.group}>
                <details name="header-menu">
                  <summary className={topClass}>
                    {label}
                    <ChevronIcon className={styles.chevron} />
                  </summary>
                  <div className={panelClass}>
                    <MenuItemList items={entry.items} />
                  </div>
                </details>
              </li>
            );
          }
          const open = openId === entry.id;
          const panelId = `header-menu-${entry.id}`;
          return (
            <li key={entry.id} className={styles.group}>
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                className={topClass}
                data-menu-top=""
                data-menu-id={entry.id}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                {label}
                <ChevronIcon className={styles.chevron} />
              </button>
              <div
                id={panelId}
                ref={(element) => {
                  if (element) panels.current.set(entry.id, element);
                  else panels.current.delete(entry.id);
                }}
                data-menu-panel=""
                className={panelClass}
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
