import { ContentArticle, ErrorState, useDocumentTitle, useLoaderData, useRevalidator } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { MediaLayout } from '../../../components/media-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { PlanningData } from '../api/load-planning';
import { AgendaTable } from './agenda-table';

/** `/media/planning`: how the court announces its work, and what is announced now. */
export function PlanningPage() {
  const { content, judgments, hearings } = useLoaderData() as PlanningData;
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const title = content.ok ? content.document.title : t('pages.planning.title');
  useDocumentTitle(title);
  const tables = (
    <>
      <AgendaTable
        id="planning-judgments"
        heading={t('planning.judgmentsHeading')}
        emptyText={t('common:messages.noResultUpcomingDate')}
        entries={judgments}
        onRetry={retry}
      />
      <AgendaTable
        id="planning-hearings"
        heading={t('planning.hearingsHeading')}
        emptyText={t('common:messages.noResultUpcomingPleadings')}
        entries={hearings}
        onRetry={retry}
      />
    </>
  );
  return (
    <MediaLayout page="planning" pageLabel={title}>
      {content.ok ? (
        <ContentArticle document={content.document}>{tables}</ContentArticle>
      ) : (
        <>
          <h1>{title}</h1>
          <ErrorState onRetry={retry} />
          {tables}
        </>
      )}
    </MediaLayout>
  );
}
