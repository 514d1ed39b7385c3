import { Link, localizedPath, useLocale, useLocation } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../config/menu';
import { isCurrentPath } from './menu-paths';
import styles from './menu-item-list.module.css';

/** The links of one menu, with their sub-links; shared by the header's menus and the drawer. */
export function MenuItemList({
  items,
  onNavigate,
  nested = false,
}: {
  items: readonly MenuItem[];
  onNavigate?: () => void;
  nested?: boolean;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const here = useLocation();
  return (
    <ul className={nested ? `${styles.list} ${styles.nested}` : styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          {item.path ? (
            <Link
              to={localizedPath(locale, item.path)}
              className={styles.link}
              aria-current={isCurrentPath(locale, item.path, here) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(item.labelKey)}
            </Link>
          ) : (
            <span className={styles.heading}>{t(item.labelKey)}</span>
          )}
          {item.children && item.children.length > 0 && (
            <MenuItemList items={item.children} onNavigate={onNavigate} nested />
          )}
        </li>
      ))}
    </ul>
  );
}
