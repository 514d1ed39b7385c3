import { useDocumentTitle, useLoaderData, useLocalizedHref } from '@court/runtime';
import { EmptyState, type Settled } from '@court/shared';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { CourtLayout } from '../../../components/court-layout';
import { RetryError } from '../../../components/retry-error';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { ConstitutionArticle } from '../api/basic-texts';
import { ArticleJudgments } from './article-judgments';
import styles from './constitution-table-page.module.css';

/**
 * `/court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court`:
 * each article the Court has applied, with the judgments that apply it (each a link to the judgment).
 */
export function ConstitutionTablePage() {
  const { articles } = useLoaderData() as { articles: Settled<ConstitutionArticle[]> };
  const { t } = useTranslation([COURT_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const title = t('constitution.title');
  useDocumentTitle(title);
  const crumbs = [{ label: t('basicTexts.title'), href: href(courtPaths.basicTexts()) }, { label: title }];
  return (
    <CourtLayout crumbs={crumbs} description={t('constitution.lead')}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t('constitution.lead')}</p>
      {!articles.ok ? (
        <RetryError />
      ) : articles.data.length === 0 ? (
        <EmptyState>{t('common:messages.noConstitutionArticle')}</EmptyState>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="constitution-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="constitution-caption" className="visually-hidden">
              {title}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('constitution.article')}</th>
                <th scope="col">{t('constitution.subject')}</th>
                <th scope="col">{t('constitution.judgments')}</th>
              </tr>
            </thead>
            <tbody>
              {articles.data.map((article) => (
                <tr key={article.article} id={`article-${article.article}`}>
                  <th scope="row" className={styles.number}>
                    {t('constitution.articleNumber', { article: article.article })}
                  </th>
                  <td>
                    {article.title && <strong>{article.title}</strong>}
                    {article.text && <p className={styles.text}>{article.text}</p>}
                  </td>
                  <td>
                    <ArticleJudgments article={article} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CourtLayout>
  );
}
