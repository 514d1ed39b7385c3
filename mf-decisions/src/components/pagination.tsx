import { Link, useLocation } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
}

/** Previous and next page of a list, as links that keep the list's other filters in the URL. */
export function Pagination({ page, pageSize, total }: PaginationProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const search = new URLSearchParams(location.search);
    search.delete('id');
    if (target === 1) search.delete('page');
    else search.set('page', String(target));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className={`${styles.pagination} no-print`} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
