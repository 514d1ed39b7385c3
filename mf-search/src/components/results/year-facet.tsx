import type { FacetCount } from '@court/contract';
import { Link } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { searchString } from '../../lib/search-query';
import styles from './results.module.css';

/** The query narrowed to one year of judgments (the judgment-date range set to that year). */
function withYear(params: URLSearchParams, year: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('judgmentDateFrom', `${year}-01-01`);
  next.set('judgmentDateTo', `${year}-12-31`);
  return next;
}

/** Hits per year, newest first; each year links to the same query limited to it. */
export function YearFacet({ counts, params }: { counts: FacetCount[]; params: URLSearchParams }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const years = counts.filter((facet) => facet.count > 0);
  if (years.length === 0) return null;
  const isSelected = (year: string) =>
    params.get('judgmentDateFrom') === `${year}-01-01` && params.get('judgmentDateTo') === `${year}-12-31`;
  return (
    <div className={styles.facetGroup}>
      <h4 id="facet-years" className={styles.facetGroupTitle}>
        {t('facets.years')}
      </h4>
      <ul className={styles.years} aria-labelledby="facet-years">
        {years.map((facet) => (
          <li key={facet.value}>
            {isSelected(facet.value) ? (
              <span aria-current="true">
                {facet.label} <span className={styles.facetCount}>({facet.count})</span>
              </span>
            ) : (
              <Link to={{ search: searchString(withYear(params, facet.value)) }} preventScrollReset>
                {facet.label} <span className={styles.facetCount}>({facet.count})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
