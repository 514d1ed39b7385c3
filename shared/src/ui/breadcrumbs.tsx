import { useTranslation } from 'react-i18next';
import { Link } from '@court/runtime';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is not a link. */
  href?: string;
}

/** Where the page sits in the site: Home › Section › Page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav className={`${styles.breadcrumbs} no-print`} aria-label={t('a11y.breadcrumbs')}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
