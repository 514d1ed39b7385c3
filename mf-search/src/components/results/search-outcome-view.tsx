import type { FeedLink } from '@court/runtime';
import type { ReactNode } from 'react';
import type { FollowedSearch } from '../../lib/search-alerts';
import { SearchAlertForm } from '../alerts/search-alert-form';
import type { SearchOutcome } from '../../lib/search-outcome';
import { SearchFailure } from './search-failure';
import { SearchFeedLink } from './search-feed-link';

/**
 * The part of a search page below the form: nothing before a query (or while its mistakes are shown beside
 * the fields), the failure in place of the results, or the results followed by the search's feed and, for a
 * search of judgments, the form to have its new judgments e-mailed (also when nothing is found yet).
 */
export function SearchOutcomeView<Result>({
  outcome,
  feed,
  alert,
  children,
}: {
  outcome: SearchOutcome<Result>;
  /** The Atom feed of the same search, offered with its results. */
  feed?: FeedLink;
  /** The search as an alert follows it, offered with its results. */
  alert?: FollowedSearch;
  children: (result: Result) => ReactNode;
}) {
  if (outcome.status === 'failed') return <SearchFailure error={outcome.error} />;
  if (outcome.status === 'done') {
    return (
      <>
        {children(outcome.result)}
        {feed && <SearchFeedLink feed={feed} />}
        {/* A new search starts a new form: what was answered belongs to the search it was asked for. */}
        {alert && <SearchAlertForm key={JSON.stringify(alert)} followed={alert} />}
      </>
    );
  }
  return null;
}
