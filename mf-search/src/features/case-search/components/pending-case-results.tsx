import type { PendingCaseSearchResult } from '@court/contract';
import { EmptyState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { FacetGroup } from '../../../components/results/facet-group';
import { ResultsFrame } from '../../../components/results/results-frame';
import styles from '../../../components/results/results.module.css';
import type { PageQuery } from '../../../lib/search-outcome';
import { PendingCaseHit } from './pending-case-hit';

/** One page of cases found, with the kind-of-case and area facets. */
export function PendingCaseResults({ result, query }: { result: PendingCaseSearchResult; query: PageQuery }) {
  const { t } = useTranslation('common');
  const { params } = query;
  const typeLabels = new Map(result.facets.types.map((facet) => [facet.value, facet.label]));
  return (
    <ResultsFrame
      total={result.total}
      page={result.page}
      pageSize={result.pageSize}
      params={params}
      noun="cases"
      facets={
        <>
          <FacetGroup name="type" counts={result.facets.types} selected={params.getAll('type')} />
          <FacetGroup
            name="jurisdictionArea"
            counts={result.facets.jurisdictionAreas}
            selected={params.getAll('jurisdictionArea')}
          />
        </>
      }
      empty={<EmptyState>{t('messages.noPendingCases')}</EmptyState>}
    >
      <ol className={styles.hits} start={(result.page - 1) * result.pageSize + 1}>
        {result.items.map((hit) => (
          <PendingCaseHit key={hit.rollNumber} hit={hit} typeLabel={typeLabels.get(hit.type) ?? hit.type} />
        ))}
      </ol>
    </ResultsFrame>
  );
}
