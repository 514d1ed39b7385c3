import { Link } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
}

/** Previous and next links between the pages of a list, and where the visitor is. */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
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
