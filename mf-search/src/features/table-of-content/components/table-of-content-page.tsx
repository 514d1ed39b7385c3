import type { TableOfContentResult } from '@court/contract';
import { useLoaderData } from '@court/runtime';
import { JudgmentDateFilters } from '../../../components/form/judgment-date-filters';
import { SearchForm } from '../../../components/form/search-form';
import { useSearchField } from '../../../components/form/search-form-context';
import { SearchLayout } from '../../../components/layout/search-layout';
import { JudgmentResults } from '../../../components/results/judgment-results';
import { SearchOutcomeView } from '../../../components/results/search-outcome-view';
import type { PageQuery, SearchOutcome } from '../../../lib/search-outcome';
import { TOC_SCHEMA, TOC_SORTS } from '../table-of-content-query';
import { ClassificationTree } from './classification-tree';
import styles from './table-of-content-page.module.css';

export interface TableOfContentData {
  query: PageQuery;
  outcome: SearchOutcome<TableOfContentResult>;
  /** The Atom feed of the chosen topic's judgments. */
  feed: string;
}

/** The chosen topic travels with the form, so changing a date keeps it. */
function NodeInput() {
  const field = useSearchField('node');
  return field.text ? <input type="hidden" name="node" value={field.text} /> : null;
}

function nodeLabel(tree: TableOfContentResult['tree'], node: string | null): string | undefined {
  if (!node) return undefined;
  for (const topic of tree) {
    if (topic.id === node) return topic.label;
    const child = topic.children.find((item) => item.id === node);
    if (child) return `${topic.label} › ${child.label}`;
  }
  return undefined;
}

/**
 * `/search/table-of-content`: the classification of the case law with its counts; choosing a topic lists its
 * judgments, with the same filters and facets as the other searches.
 */
export function TableOfContentPage() {
  const { query, outcome, feed } = useLoaderData() as TableOfContentData;
  const node = query.params.get('node');
  // A topic's judgments are worth following; the whole classification is the list of all judgments.
  const topic = outcome.status === 'done' ? nodeLabel(outcome.result.tree, node) : undefined;
  return (
    <SearchLayout page="table-of-content">
      <SearchForm
        id="table-of-content"
        schema={TOC_SCHEMA}
        query={query}
        fields={
          <>
            <NodeInput />
            <JudgmentDateFilters />
          </>
        }
      >
        <SearchOutcomeView outcome={outcome} feed={topic ? { href: feed, title: topic } : undefined}>
          {(result) => (
            <div className={styles.layout}>
              <ClassificationTree tree={result.tree} params={query.params} node={node} />
              <div>
                {nodeLabel(result.tree, node) && <h2 className={styles.nodeTitle}>{nodeLabel(result.tree, node)}</h2>}
                <JudgmentResults result={result} query={query} sorts={TOC_SORTS} emptyMessage="noJudgment" />
              </div>
            </div>
          )}
        </SearchOutcomeView>
      </SearchForm>
    </SearchLayout>
  );
}
