import type { JudgmentSearchResult } from '@court/contract';
import { LOCALE_INFO, useLoaderData } from '@court/runtime';
import { type ContentDocument } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import { JudgmentDateFilters } from '../../../components/form/judgment-date-filters';
import { SearchForm } from '../../../components/form/search-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { SearchLayout } from '../../../components/layout/search-layout';
import { JudgmentResults } from '../../../components/results/judgment-results';
import { SearchOutcomeView } from '../../../components/results/search-outcome-view';
import type { PageQuery, SearchOutcome } from '../../../lib/search-outcome';
import { TEXT_LANGUAGES } from '../../../lib/vocabularies';
import { TEXT_SEARCH_SCHEMA, TEXT_SORTS } from '../text-search-query';
import { LooserSearchLink } from './looser-search-link';
import { SearchExplanation } from './search-explanation';
import type { FollowedSearch } from '../../../lib/search-alerts';

export interface TextSearchData {
  page: 'full-text-judgment' | 'judgment-keyword-summary';
  query: PageQuery;
  /** Language of the texts searched. */
  textLang: string;
  outcome: SearchOutcome<JudgmentSearchResult>;
  /** The full-text search's help text (full-text page only; null when it could not be fetched). */
  explanation: ContentDocument | null;
  /** The Atom feed of this search (its first page), offered once the search has run. */
  feed: string;
  /** The search as an alert of its new judgments follows it. */
  alert: FollowedSearch;
}

/**
 * `/search/full-text-judgment` and `/search/judgment-keyword-summary`: words (with phrases, exclusions and
 * prefixes) in the full text, or in the keywords, headnotes and summaries; hits with their matching passages.
 */
export function TextSearchPage() {
  const { page, query, textLang, outcome, explanation, feed, alert } = useLoaderData() as TextSearchData;
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const term = query.params.get('term') ?? undefined;
  const languages = TEXT_LANGUAGES.map((code) => ({ value: code, label: LOCALE_INFO[code].name }));
  const noTextInLanguage = textLang === 'en' || textLang === 'de';
  return (
    <SearchLayout page={page} titleDetail={term}>
      <SearchForm
        id={page}
        schema={TEXT_SEARCH_SCHEMA}
        query={query}
        fields={
          <>
            <TextField name="term" type="search" wide />
            <SelectField name="textLang" options={languages} />
            <JudgmentDateFilters />
          </>
        }
      >
        {explanation && <SearchExplanation document={explanation} open={outcome.status !== 'done'} />}
        <SearchOutcomeView
          outcome={outcome}
          feed={term !== undefined ? { href: feed, title: t('results.feedTitle', { term }) } : undefined}
          alert={term !== undefined ? alert : undefined}
        >
          {(result) => (
            <JudgmentResults
              result={result}
              query={query}
              sorts={TEXT_SORTS}
              textLang={textLang}
              showKeywords={page === 'judgment-keyword-summary'}
              emptyMessage={noTextInLanguage ? 'noResultEnDe' : 'noResult'}
              emptyDetail={
                result.looserSearch && <LooserSearchLink looser={result.looserSearch} params={query.params} />
              }
            />
          )}
        </SearchOutcomeView>
      </SearchForm>
    </SearchLayout>
  );
}
