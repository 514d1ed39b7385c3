import { useState } from 'react';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { ErrorState, LoadingState, formatDate, isPlainClick } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../../../config/i18n';
import { ARTICLE_LISTED_IN_FULL, fetchArticleJudgments, type ConstitutionArticle } from '../api/basic-texts';
import styles from './article-judgments.module.css';

type Judgments = ConstitutionArticle['judgments'];
type MoreState = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; judgments: Judgments };

/**
 * The judgments applying an article: how many, the newest as links to their pages, and a link that lists the rest
 * only when the visitor wants them (the most applied articles have hundreds). The link asks the server for the table
 * with this article's list complete, which works without scripts; with them, the list is completed in place.
 */
export function ArticleJudgments({ article }: { article: ConstitutionArticle }) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const [more, setMore] = useState<MoreState>({ status: 'idle' });
  const judgments = more.status === 'done' ? more.judgments : article.judgments;
  const hidden = article.judgmentCount - judgments.length;

  const showAll = () => {
    if (more.status === 'loading') return;
    setMore({ status: 'loading' });
    fetchArticleJudgments(locale, article.article).then(
      (all) => setMore({ status: 'done', judgments: all }),
      () => setMore({ status: 'error' }),
    );
  };

  return (
    <>
      <p className={styles.count}>{t('constitution.judgmentCount', { count: article.judgmentCount })}</p>
      <ul className={styles.list} aria-label={t('constitution.judgmentsOf', { article: article.article })}>
        {judgments.map((judgment) => (
          <li key={judgment.ecli}>
            <Link
              to={href(decisionsPaths.judgment(judgment))}
              title={judgment.date ? formatDate(judgment.date, locale) : undefined}
            >
              {`${judgment.number}/${judgment.year}`}
            </Link>
          </li>
        ))}
      </ul>
      {more.status === 'loading' && <LoadingState />}
      {more.status === 'error' && <ErrorState onRetry={showAll} />}
      {hidden > 0 && more.status !== 'error' && (
        <a
          href={`?${new URLSearchParams({ [ARTICLE_LISTED_IN_FULL]: article.article })}#article-${article.article}`}
          className={`${styles.more} no-print`}
          onClick={(event) => {
            // A plain click lists them here; one asking for a new tab or window follows the link.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            showAll();
          }}
          aria-disabled={more.status === 'loading' || undefined}
        >
          {t('constitution.showAll', { count: article.judgmentCount, article: article.article })}
        </a>
      )}
    </>
  );
}
