import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from '@court/runtime';
import { LoadingState, Pagination } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { MAX_SEARCH_PAGE } from '../../lib/judgment-query';
import { searchString } from '../../lib/search-query';
import { ApplyButton } from './apply-button';
import styles from './results.module.css';

interface ResultsFrameProps {
  total: number;
  page: number;
  pageSize: number;
  /** The query, for the pages' links. */
  params: URLSearchParams;
  /** `results.count.{noun}`: what is counted (judgments, cases). */
  noun: 'judgments' | 'cases';
  sort?: ReactNode;
  facets?: ReactNode;
  /** Shown instead of the list when nothing was found. */
  empty: ReactNode;
  children: ReactNode;
}

/** Whether the page is loading another query of itself (a facet ticked, another page). */
function useSearchPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

/**
 * The results of a search: how many were found (announced when it changes), the order, the facets beside the
 * list, the list and its pages. A new page of results moves the focus to the count, at the top of the list.
 */
export function ResultsFrame({
  total,
  page,
  pageSize,
  params,
  noun,
  sort,
  facets,
  empty,
  children,
}: ResultsFrameProps) {
  const { t, i18n } = useTranslation(SEARCH_NAMESPACE);
  const pending = useSearchPending();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (page === shownPage.current) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);
  const pageCount = Math.min(Math.ceil(total / pageSize), MAX_SEARCH_PAGE);
  const count = new Intl.NumberFormat(i18n.language).format(total);
  return (
    <section className={styles.results} aria-labelledby="search-results-count" aria-busy={pending}>
      <div className={styles.header}>
        <div role="status">
          <h2 id="search-results-count" ref={heading} tabIndex={-1} className={styles.count}>
            {t(`results.count.${noun}`, { count: total, formatted: count })}
          </h2>
          {pageCount > 1 && <p className={styles.pageInfo}>{t('results.page', { page, pageCount })}</p>}
        </div>
        {total > 0 && sort}
      </div>
      {pending && <LoadingState />}
      <div className={facets ? styles.layout : undefined}>
        {facets && (
          <div className={`${styles.facets} no-print`} role="group" aria-labelledby="search-facets-heading">
            <h3 id="search-facets-heading" className={styles.facetsHeading}>
              {t('facets.heading')}
            </h3>
            {facets}
            <ApplyButton label={t('facets.apply')} />
          </div>
        )}
        <div>
          {total === 0 ? empty : children}
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefOf={(n) => ({ search: searchString(params, n) })}
            numbered
            label={t('pagination.label')}
            preventScrollReset
          />
        </div>
      </div>
    </section>
  );
}
