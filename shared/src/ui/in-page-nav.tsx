import { useTranslation } from 'react-i18next';
import type { ContentTocEntry } from '../api/content-client';
import styles from './in-page-nav.module.css';

/** "On this page": links to the sections of a long text, from the table of contents the server built. */
export function InPageNav({ toc, minEntries = 3 }: { toc: ContentTocEntry[]; minEntries?: number }) {
  const { t } = useTranslation('common');
  const entries = toc.filter((entry) => entry.depth <= 3);
  if (entries.length < minEntries) return null;
  const topDepth = Math.min(...entries.map((entry) => entry.depth));
  return (
    <nav className={`${styles.nav} no-print`} aria-labelledby="in-page-nav-heading">
      <h2 id="in-page-nav-heading" className={styles.heading}>
        {t('a11y.tableOfContents')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth > topDepth ? styles.nested : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
