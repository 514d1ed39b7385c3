import { useAtomFeed, useDocumentTitle, useLoaderData, useLocalizedHref } from '@court/runtime';
import { EmptyState, Pagination } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { DecisionsLayout } from '../../../components/decisions-layout';
import { LoadError } from '../../../components/load-error';
import { pageCountOf, usePageHref } from '../../../lib/use-page-href';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { PendingCasesPageData } from '../api/pending-cases-page-data';
import { PendingCaseCard } from './pending-case-card';
import { PendingCaseFilters } from './pending-case-filters';

/** `/judgments/pending-cases`: the cases before the court, newest first. */
export function PendingCasesPage() {
  const { filters, list } = useLoaderData() as PendingCasesPageData;
  const pageHref = usePageHref();
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  useDocumentTitle(t('pages.pendingCases'));
  useAtomFeed('pending-cases', t('pages.pendingCases'));
  return (
    <DecisionsLayout
      crumbs={[
        { label: t('pages.judgments'), href: href(decisionsPaths.judgments()) },
        { label: t('pages.pendingCases') },
      ]}
      description={t('intro.pendingCases')}
    >
      <h1>{t('pages.pendingCases')}</h1>
      <p>{t('intro.pendingCases')}</p>
      <PendingCaseFilters filters={filters} />
      <section aria-labelledby="cases-list-heading">
        <h2 id="cases-list-heading">{filters.withArchive ? t('cases.headingWithArchive') : t('cases.heading')}</h2>
        {!list.ok ? (
          <LoadError />
        ) : list.data.items.length === 0 ? (
          <EmptyState>{t('common:messages.noPendingCases')}</EmptyState>
        ) : (
          <>
            <p>{t('count.cases', { count: list.data.total })}</p>
            <ul className={styles.list}>
              {list.data.items.map((pendingCase) => (
                <li key={pendingCase.rollNumber}>
                  <PendingCaseCard pendingCase={pendingCase} />
                </li>
              ))}
            </ul>
            <Pagination
              page={filters.page}
              pageCount={pageCountOf(list.data.total, list.data.pageSize)}
              hrefOf={pageHref}
            />
          </>
        )}
      </section>
    </DecisionsLayout>
  );
}
