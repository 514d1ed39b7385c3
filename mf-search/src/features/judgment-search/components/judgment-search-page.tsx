import type { JudgmentSearchResult } from '@court/contract';
import { useLoaderData } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import { JudgmentDateFilters } from '../../../components/form/judgment-date-filters';
import { SearchForm } from '../../../components/form/search-form';
import { TextField } from '../../../components/form/text-field';
import { SearchLayout } from '../../../components/layout/search-layout';
import { JudgmentResults } from '../../../components/results/judgment-results';
import { SearchOutcomeView } from '../../../components/results/search-outcome-view';
import type { PageQuery, SearchOutcome } from '../../../lib/search-outcome';
import { JUDGMENT_SEARCH_SCHEMA, JUDGMENT_SORTS } from '../judgment-search-query';
import type { FollowedSearch } from '../../../lib/search-alerts';

export interface JudgmentSearchData {
  query: PageQuery;
  outcome: SearchOutcome<JudgmentSearchResult>;
  /** The Atom feed of this search. */
  feed: string;
  /** The search as an alert of its new judgments follows it. */
  alert: FollowedSearch;
}

/** `/search/judgment`: a judgment by its number and year, or the judgments of a period, newest first. */
export function JudgmentSearchPage() {
  const { query, outcome, feed, alert } = useLoaderData() as JudgmentSearchData;
  const { t } = useTranslation(SEARCH_NAMESPACE);
  return (
    <SearchLayout page="judgment">
      <SearchForm
        id="judgment"
        schema={JUDGMENT_SEARCH_SCHEMA}
        query={query}
        fields={
          <>
            <TextField name="number" />
            <TextField name="year" inputMode="numeric" />
            <JudgmentDateFilters />
          </>
        }
      >
        <SearchOutcomeView outcome={outcome} feed={{ href: feed, title: t('pages.judgment.title') }} alert={alert}>
          {(result) => (
            <JudgmentResults result={result} query={query} sorts={JUDGMENT_SORTS} emptyMessage="noJudgment" />
          )}
        </SearchOutcomeView>
      </SearchForm>
    </SearchLayout>
  );
}
