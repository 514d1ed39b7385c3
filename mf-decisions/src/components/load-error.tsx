import { useRevalidator } from '@court/runtime';
import { ErrorState } from '@court/shared';

/** "Error while fetching data" in place of a list that could not be loaded, with a retry. */
export function LoadError() {
  const revalidator = useRevalidator();
  return <ErrorState onRetry={() => void revalidator.revalidate()} />;
}
