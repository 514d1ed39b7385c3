import { useTranslation } from 'react-i18next';
import { Link, type To } from '@court/runtime';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** The address of another page of the same list (keeping the list's filters). */
  hrefOf: (page: number) => To;
  /** Links to the pages around this one too (the first, the last and two on each side), as for search results. */
  numbered?: boolean;
  /** The name of the navigation, when "Pages of the list" does not say enough. */
  label?: string;
  /** Keeps the scroll position when another page opens (results under a form). */
  preventScrollReset?: boolean;
}

/** The pages to offer around the current one: the first, the last, and two on each side. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/**
 * Links between the pages of a list, and where the visitor is. Links, so that every page of a list has its own
 * address and works without scripts.
 */
export function Pagination({ page, pageCount, hrefOf, numbered = false, label, preventScrollReset }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const previous = page > 1 && (
    <Link to={hrefOf(Math.min(page - 1, pageCount))} rel="prev" preventScrollReset={preventScrollReset}>
      {t('pagination.previous')}
    </Link>
  );
  const next = page < pageCount && (
    <Link to={hrefOf(page + 1)} rel="next" preventScrollReset={preventScrollReset}>
      {t('pagination.next')}
    </Link>
  );
  const name = label ?? t('pagination.label');
  if (!numbered) {
    return (
      <nav className={`${styles.pagination} no-print`} aria-label={name}>
        {previous || <span />}
        <p className={styles.status} aria-current="page">
          {t('pagination.status', { page, pages: pageCount })}
        </p>
        {next || <span />}
      </nav>
    );
  }
  return (
    <nav className={`${styles.numbered} no-print`} aria-label={name}>
      <ul>
        {previous && <li>{previous}</li>}
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
                <Link
                  to={hrefOf(n)}
                  preventScrollReset={preventScrollReset}
                  aria-label={t('pagination.goTo', { page: n })}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {next && <li>{next}</li>}
      </ul>
    </nav>
  );
}
