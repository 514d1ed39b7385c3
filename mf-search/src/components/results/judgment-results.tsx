import type { JudgmentSearchResult } from '@court/contract';
import { EmptyState } from '@court/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import type { SortOption } from '../../lib/judgment-query';
import type { PageQuery } from '../../lib/search-outcome';
import { FacetGroup } from './facet-group';
import { JudgmentHit } from './judgment-hit';
import { ResultsFrame } from './results-frame';
import { SortSelect } from './sort-select';
import { YearFacet } from './year-facet';
import styles from './results.module.css';

interface JudgmentResultsProps {
  result: JudgmentSearchResult;
  query: PageQuery;
  /** The orders offered, the default first. */
  sorts: readonly SortOption[];
  /** The message when nothing is found (a key of the common namespace's `messages`). */
  emptyMessage?: 'noResult' | 'noJudgment' | 'noResultEnDe';
  /** Drawn below that message when nothing is found (a text search's looser search). */
  emptyDetail?: ReactNode;
  /** Language of the snippets. */
  textLang?: string;
  showKeywords?: boolean;
}

/** One page of judgments found, with their facets, order and pages. */
export function JudgmentResults({
  result,
  query,
  sorts,
  emptyMessage = 'noResult',
  emptyDetail,
  textLang,
  showKeywords,
}: JudgmentResultsProps) {
  const { t } = useTranslation([SEARCH_NAMESPACE, 'common']);
  const { params } = query;
  const typeLabels = new Map(result.facets.judgmentTypes.map((facet) => [facet.value, facet.label]));
  const sort = (params.get('sort') ?? sorts[0]) as SortOption;
  return (
    <ResultsFrame
      total={result.total}
      page={result.page}
      pageSize={result.pageSize}
      params={params}
      noun="judgments"
      sort={sorts.length > 1 && <SortSelect options={sorts} value={sort} />}
      facets={
        <>
          <FacetGroup
            name="judgmentType"
            counts={result.facets.judgmentTypes}
            selected={params.getAll('judgmentType')}
          />
          <FacetGroup
            name="applicantType"
            counts={result.facets.applicantTypes}
            selected={params.getAll('applicantType')}
          />
          <FacetGroup
            name="jurisdictionArea"
            counts={result.facets.jurisdictionAreas}
            selected={params.getAll('jurisdictionArea')}
          />
          <YearFacet counts={result.facets.years} params={params} />
        </>
      }
      empty={
        <>
          <EmptyState>{t(`common:messages.${emptyMessage}`)}</EmptyState>
          {emptyDetail}
        </>
      }
    >
      <ol className={styles.hits} start={(result.page - 1) * result.pageSize + 1}>
        {result.items.map((hit) => (
          <JudgmentHit
            key={`${hit.year}-${hit.number}`}
            hit={hit}
            typeLabel={typeLabels.get(hit.type) ?? hit.type}
            textLang={textLang}
            showKeywords={showKeywords}
          />
        ))}
      </ol>
    </ResultsFrame>
  );
}
