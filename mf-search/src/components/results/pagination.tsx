import { Link } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { searchString } from '../../lib/search-query';
import styles from './results.module.css';

interface PaginationProps {
  params: URLSearchParams;
  page: number;
  pageCount: number;
}

/** The pages to offer around the current one: the first, the last, and two on each side. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/** Links to the other pages of the hits; each is a URL, so a page of results can be shared too. */
export function Pagination({ params, page, pageCount }: PaginationProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  if (pageCount <= 1) return null;
  const to = (n: number) => ({ search: searchString(params, n) });
  return (
    <nav className={`${styles.pagination} no-print`} aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} preventScrollReset rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">{t('pagination.page')} </span>
                  {n}
                </span>
              ) : (
                <Link to={to(n)} preventScrollReset aria-label={t('pagination.goTo', { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={to(page + 1)} preventScrollReset rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
