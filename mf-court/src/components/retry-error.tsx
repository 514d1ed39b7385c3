import { useRevalidator } from '@court/runtime';
import { ErrorState } from '@court/shared';

/** "Error while fetching data" for a part of a page, with a retry that runs the page's loader again. */
export function RetryError() {
  const revalidator = useRevalidator();
  return <ErrorState onRetry={() => void revalidator.revalidate()} />;
}
