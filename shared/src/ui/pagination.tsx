import { useTranslation } from 'react-i18next';
import { Link } from '@court/runtime';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** The address of another page of the same list (keeping the list's filters). */
  hrefOf: (page: number) => string;
}

/**
 * Previous and next links between the pages of a list, and where the visitor is. Links, so every page of a
 * list has its own address and works without scripts.
 */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav className={`${styles.pagination} no-print`} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={hrefOf(Math.min(page - 1, pageCount))} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.status} aria-current="page">
        {t('pagination.status', { page, pages: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
