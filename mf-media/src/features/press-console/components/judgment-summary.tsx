import { useAsync } from '@court/shared';
import { ApiError, useLocale } from '@court/runtime';
import { optionalApiClient } from '../../../lib/api-client';
import type { JudgmentDetail } from '@court/contract/schemas/judgments';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../i18n';
import styles from './console.module.css';

/** The judgment, or null when the site does not publish it (yet). */
async function findJudgment(year: string, number: string, lang: string, signal: AbortSignal) {
  try {
    const { data } = await optionalApiClient.get<JudgmentDetail>(`/juris/judgments/${year}/${number}`, {
      params: { lang },
      signal,
    });
    return data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
}

/**
 * The judgment a release is linked to, looked up as the officer types its number and year: its headnote, so
 * they see they have the right one. A judgment not yet published is allowed: the release then waits for it.
 */
export function JudgmentSummary({ number, year }: { number: string; year: string }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  const complete = /^\d{1,4}$/.test(number) && /^\d{4}$/.test(year);
  const judgment = useAsync(
    (signal) => (complete ? findJudgment(year, number, locale, signal) : Promise.resolve(undefined)),
    [complete, number, year, locale],
  );
  if (!complete || judgment.status === 'loading' || (judgment.status === 'success' && judgment.data === undefined))
    return null;
  return (
    <div className={styles.lookup} role="status" aria-live="polite" data-testid="judgment-summary">
      {judgment.status === 'error' && t('judgment.unavailable')}
      {judgment.status === 'success' && judgment.data === null && t('judgment.notPublished', { number, year })}
      {judgment.status === 'success' && judgment.data && (
        <>
          <strong>{t('judgment.found', { number, year, ecli: judgment.data.ecli })}</strong>
          <br />
          {judgment.data.headnote ?? t('judgment.noHeadnote')}
        </>
      )}
    </div>
  );
}
