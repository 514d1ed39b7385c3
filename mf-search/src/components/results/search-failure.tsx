import { useRevalidator, type ApiError } from '@court/runtime';
import { ErrorState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';

/** Codes of the API's 400 answers that a visitor can act on (a search text it cannot read is shown at its field). */
const KNOWN_REFUSALS = ['invalid-date-range'];

/**
 * A search that failed, in place of its results. A refused query says what to change; anything else is the
 * spec's "error while fetching data", with a retry.
 */
export function SearchFailure({ error }: { error: ApiError }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const revalidator = useRevalidator();
  if (error.status === 400) {
    const code = KNOWN_REFUSALS.includes(error.code) ? error.code : 'invalid-request';
    return <ErrorState>{t(`refusals.${code}`)}</ErrorState>;
  }
  return <ErrorState onRetry={() => void revalidator.revalidate()} />;
}
