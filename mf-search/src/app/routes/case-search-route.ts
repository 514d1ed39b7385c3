import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { searchFeedOf } from '../../lib/search-feed';
import { answerAlertForm } from '../../lib/alert-submission';
import { followedSearch } from '../../lib/followed-search';
import { searchByJudgmentAndApplicant, searchPendingCases } from '../../features/case-search/api/case-search';
import { loadJurisdictionChoices } from '../../features/case-search/api/jurisdictions';
import {
  byJudgmentAndApplicantParams,
  caseSchema,
  pendingCaseParams,
  scopeOfUrl,
} from '../../features/case-search/case-search-query';
import { CaseSearchPage, type CaseSearchData } from '../../features/case-search/components/case-search-page';
import { MAX_SEARCH_PAGE } from '../../lib/judgment-query';
import { readPageQuery, searchIfReady } from '../../lib/search-outcome';

/**
 * Route module of `/search/judgments-and-pending-cases`: the search of the URL's scope and the jurisdictions
 * for the selector, fetched together. Without criteria it lists the latest judgments, or the pending cases.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<CaseSearchData> {
  const locale = localeOfParams(params);
  const scope = scopeOfUrl(request.url);
  const query = readPageQuery(caseSchema(scope), request.url, locale, MAX_SEARCH_PAGE);
  const jurisdictions = loadJurisdictionChoices(locale).catch(() => null);
  if (scope === 'pending-cases') {
    const searchParams = pendingCaseParams(query, locale);
    const [outcome, choices] = await Promise.all([
      searchIfReady(query, true, () => searchPendingCases(searchParams, request.signal)),
      jurisdictions,
    ]);
    return { scope, query, outcome, jurisdictions: choices, feed: searchFeedOf('pending-cases', searchParams) };
  }
  const searchParams = byJudgmentAndApplicantParams(query, locale);
  const [outcome, choices] = await Promise.all([
    searchIfReady(query, true, () => searchByJudgmentAndApplicant(searchParams, request.signal)),
    jurisdictions,
  ]);
  return {
    scope,
    query,
    outcome,
    jurisdictions: choices,
    feed: searchFeedOf('by-judgment-and-applicant', searchParams),
    alert: followedSearch('by-judgment-and-applicant', searchParams),
  };
}

/** Alerts follow the judgments' searches; pending cases have their own follow-up (the newsletter's). */
export const action = answerAlertForm;
export const Component = CaseSearchPage;
