import type { FeedLink } from '@court/runtime';
import type { ReactNode } from 'react';
import type { SearchOutcome } from '../../lib/search-outcome';
import { SearchFailure } from './search-failure';
import { SearchFeedLink } from './search-feed-link';

/**
 * The part of a search page below the form: nothing before a query (or while its mistakes are shown beside
 * the fields), the failure in place of the results, or the results followed by the search's feed.
 */
export function SearchOutcomeView<Result>({
  outcome,
  feed,
  children,
}: {
  outcome: SearchOutcome<Result>;
  /** The Atom feed of the same search, offered with its results. */
  feed?: FeedLink;
  children: (result: Result) => ReactNode;
}) {
  if (outcome.status === 'failed') return <SearchFailure error={outcome.error} />;
  if (outcome.status === 'done') {
    return (
      <>
        {children(outcome.result)}
        {feed && <SearchFeedLink feed={feed} />}
      </>
    );
  }
  return null;
}
