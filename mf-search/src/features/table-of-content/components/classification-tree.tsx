import type { TocNode } from '@court/contract';
import { Link } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import { searchString } from '../../../lib/search-query';
import styles from './table-of-content-page.module.css';

interface ClassificationTreeProps {
  tree: TocNode[];
  /** The query (filters), kept when another topic is chosen. */
  params: URLSearchParams;
  node: string | null;
}

/**
 * The classification of the case law as links, each with its number of judgments under the current filters.
 * The chosen topic shows its sub-topics.
 */
export function ClassificationTree({ tree, params, node }: ClassificationTreeProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const topic = node?.split('/')[0];
  const to = (id?: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('node', id);
    else next.delete('node');
    return { search: searchString(next) };
  };
  const entry = (id: string | undefined, label: string, count?: number) =>
    (id ?? null) === node ? (
      <span aria-current="true" className={styles.current}>
        {label} {count !== undefined && <span className={styles.count}>({count})</span>}
      </span>
    ) : (
      <Link to={to(id)} preventScrollReset>
        {label} {count !== undefined && <span className={styles.count}>({count})</span>}
      </Link>
    );
  return (
    <nav className={styles.tree} aria-labelledby="classification-heading">
      <h2 id="classification-heading" className={styles.treeHeading}>
        {t('toc.heading')}
      </h2>
      <ul>
        <li>{entry(undefined, t('toc.all'))}</li>
        {tree.map((item) => (
          <li key={item.id}>
            {entry(item.id, item.label, item.count)}
            {item.id === topic && item.children.length > 0 && (
              <ul>
                {item.children.map((child) => (
                  <li key={child.id}>{entry(child.id, child.label, child.count)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
