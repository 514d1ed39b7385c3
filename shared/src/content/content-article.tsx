import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentDocument } from '../api/content-client';
import { ContentHtml } from '../ui/content-html';
import { InPageNav } from '../ui/in-page-nav';
import { useMetaDescription, useDocumentTitle, useLocale } from '@court/runtime';
import { formatDate } from '../format/dates';
import styles from './content-article.module.css';

/**
 * An editorial page: the block's title as the page's h1 and the document's title, its description as the lead
 * and the page's description, "on this page" links for long texts, the sanitised body and the date it was last
 * updated.
 */
export function ContentArticle({ document, children }: { document: ContentDocument; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  useDocumentTitle(document.title);
  useMetaDescription(document.description);
  const updated = document.updatedAt
    ? formatDate(document.updatedAt, locale)
    : undefined;
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{document.title}</h1>
      {document.description && <p className={styles.lead}>{document.description}</p>}
      <InPageNav toc={document.toc} />
      <ContentHtml html={document.body} className={styles.body} />
      {children}
      {updated && document.updatedAt && (
        <p className={styles.updated}>
          {t('content.updated')} <time dateTime={document.updatedAt}>{updated}</time>
        </p>
      )}
    </article>
  );
}
