import { formatDate } from '@court/shared';
import type { PendingCaseHit as PendingCaseHitData } from '@court/contract';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/results/results.module.css';
import { SnippetText } from '../../../components/results/snippet-text';
import { SEARCH_NAMESPACE } from '../../../config/i18n';

/** One case found: roll number, how it came to the court, its subject, the matching passages, its judgment. */
export function PendingCaseHit({ hit, typeLabel }: { hit: PendingCaseHitData; typeLabel: string }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const headingId = `case-${hit.rollNumber}`;
  const referral = hit.referralDecision;
  return (
    <li className={styles.hit}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.hitTitle}>
          {t('pendingCase.title', { rollNumber: hit.rollNumber })}
        </h3>
        <ul className={styles.meta}>
          <li>
            {t('pendingCase.received')} <time dateTime={hit.receiptDate}>{formatDate(hit.receiptDate, locale)}</time>
          </li>
          <li>{typeLabel}</li>
          {referral && (
            <li>
              {t('pendingCase.referral', {
                jurisdiction: referral.jurisdiction.name ?? referral.jurisdiction.id,
                date: formatDate(referral.date, locale),
              })}
            </li>
          )}
          {hit.joinedCases.length > 0 && <li>{t('pendingCase.joined', { numbers: hit.joinedCases.join(', ') })}</li>}
        </ul>
        {hit.subject && <p className={styles.headnote}>{hit.subject}</p>}
        {hit.snippets.length > 0 && (
          <ul className={styles.snippets}>
            {hit.snippets.map((snippet, index) => (
              <li key={index} className={styles.snippet}>
                <blockquote>
                  <SnippetText html={snippet.html} />
                </blockquote>
              </li>
            ))}
          </ul>
        )}
        {hit.judgment ? (
          <p>
            <Link to={href(decisionsPaths.judgment(hit.judgment))}>
              {t('pendingCase.judgment', { number: hit.judgment.number, year: hit.judgment.year })}
            </Link>
          </p>
        ) : (
          <p className={styles.keywords}>{t('pendingCase.pending')}</p>
        )}
      </article>
    </li>
  );
}
