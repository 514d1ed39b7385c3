import { formatDate, PdfLinks } from '@court/shared';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { judgmentCardId } from '../../../config/paths';
import { judgmentNumber } from '../../../lib/format';
import type { JudgmentSummary } from '../api/get-judgments';

interface JudgmentCardProps {
  judgment: JudgmentSummary;
  /** The judgment a shared link pointed at (`?id=`). */
  highlighted?: boolean;
}

/** One judgment in a list: what it is, what was decided, its cases, keywords, languages and PDFs. */
export function JudgmentCard({ judgment, highlighted = false }: JudgmentCardProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const number = judgmentNumber(judgment.number, judgment.year);
  const title = t('judgment.title', { number });
  const titleId = `${judgmentCardId(judgment.number, judgment.year)}-title`;
  return (
    <article
      id={judgmentCardId(judgment.number, judgment.year)}
      className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
    >
      <h3 id={titleId} className={styles.title}>
        <Link to={href(decisionsPaths.judgment(judgment))}>{title}</Link>
      </h3>
      <dl className={styles.meta}>
        <dt>{t('judgment.date')}</dt>
        <dd>
          <time dateTime={judgment.date}>{formatDate(judgment.date, locale)}</time>
        </dd>
        <dt>{t('judgment.type')}</dt>
        <dd>{t(`proceedingTypes.${judgment.type}`)}</dd>
        <dt>{t('judgment.outcome')}</dt>
        <dd>{t(`outcomes.${judgment.outcome}`)}</dd>
        <dt>{t('judgment.rollNumbers', { count: judgment.rollNumbers.length })}</dt>
        <dd>{judgment.rollNumbers.join(', ')}</dd>
        <dt>{t('judgment.languages')}</dt>
        <dd>{judgment.languages.map((lang) => t(`languages.${lang}`)).join(', ')}</dd>
      </dl>
      {judgment.headnote && <p className={styles.text}>{judgment.headnote}</p>}
      {judgment.keywords.length > 0 && (
        <ul className={styles.tags} aria-label={t('judgment.keywords')}>
          {judgment.keywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
      )}
      <PdfLinks pdf={judgment.pdf} of={title} className={styles.actions} />
    </article>
  );
}
