import type { ReactNode } from 'react';
import type { SearchOutcome } from '../../lib/search-outcome';
import { SearchFailure } from './search-failure';

/**
 * The part of a search page below the form: nothing before a query (or while its mistakes are shown beside
 * the fields), the failure in place of the results, or the results.
 */
export function SearchOutcomeView<Result>({
  outcome,
  children,
}: {
  outcome: SearchOutcome<Result>;
  children: (result: Result) => ReactNode;
}) {
  if (outcome.status === 'failed') return <SearchFailure error={outcome.error} />;
  if (outcome.status === 'done') return <>{children(outcome.result)}</>;
  return null;
}
