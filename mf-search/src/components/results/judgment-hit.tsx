import { formatDate } from '@court/shared';
import type { JudgmentHit as JudgmentHitData } from '@court/contract';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { SnippetText } from './snippet-text';
import styles from './results.module.css';

interface JudgmentHitProps {
  hit: JudgmentHitData;
  /** Name of the kind of proceedings in the page's language. */
  typeLabel: string;
  /** Language of the snippets, when it is not the page's. */
  textLang?: string;
  showKeywords?: boolean;
}

/**
 * One judgment found: its number and date linking to its page (at the paragraph of the best passage), what kind
 * of case it was, its headnote, and the passages that matched with a link to each paragraph.
 */
export function JudgmentHit({ hit, typeLabel, textLang, showKeywords = false }: JudgmentHitProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const title = t('hit.title', { number: hit.number, year: hit.year });
  const firstParagraph = hit.snippets.find((snippet) => snippet.paragraphId)?.paragraphId;
  const headingId = `judgment-${hit.year}-${hit.number}`;
  const snippetLang = textLang && textLang !== locale ? textLang : undefined;
  return (
    <li className={styles.hit}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.hitTitle}>
          <Link to={href(decisionsPaths.judgment(hit, firstParagraph))}>{title}</Link>
        </h3>
        <ul className={styles.meta}>
          <li>
            <time dateTime={hit.date}>{formatDate(hit.date, locale)}</time>
          </li>
          <li>{typeLabel}</li>
          {hit.rollNumbers.length > 0 && (
            <li>{t('hit.rollNumbers', { count: hit.rollNumbers.length, numbers: hit.rollNumbers.join(', ') })}</li>
          )}
          {hit.applicant && <li>{hit.applicant}</li>}
        </ul>
        {hit.headnote && <p className={styles.headnote}>{hit.headnote}</p>}
        {showKeywords && hit.keywords.length > 0 && (
          <p className={styles.keywords}>
            <strong>{t('hit.keywords')}</strong> {hit.keywords.join(' · ')}
          </p>
        )}
        {hit.snippets.length > 0 && (
          <ul className={styles.snippets} aria-label={t('hit.passages', { title })}>
            {hit.snippets.map((snippet, index) => (
              <li key={`${snippet.paragraphId ?? snippet.field}-${index}`} className={styles.snippet}>
                <blockquote lang={snippetLang}>
                  <SnippetText html={snippet.html} />
                </blockquote>
                {snippet.paragraphId ? (
                  <Link className={styles.snippetLink} to={href(decisionsPaths.judgment(hit, snippet.paragraphId))}>
                    {t('hit.paragraph', { id: snippet.paragraphId })}{' '}
                    <span className="visually-hidden">{t('hit.ofJudgment', { title })}</span>
                  </Link>
                ) : (
                  <span className={styles.snippetLink}>{t(`hit.field.${snippet.field}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
