import { ContentHtml, type ContentDocument } from '@court/shared';
import styles from './text-search-page.module.css';

/**
 * The editorial help text of the search, folded under its title; open when there are no results yet to read,
 * so a first visit sees how to search.
 */
export function SearchExplanation({ document, open }: { document: ContentDocument; open: boolean }) {
  return (
    <details className={styles.explanation} open={open}>
      <summary>{document.title}</summary>
      <ContentHtml html={document.body} className={styles.explanationBody} />
    </details>
  );
}
